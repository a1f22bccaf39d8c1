// CLI: dataset → validated model → every document → public/ (npm run build). Fails loudly on invalid data.
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { buildApiModel } from "./api-model.ts";
import { dayNumber } from "./documents/today.ts";
import { DEFAULT_DATASET_DIR, loadDataset, loadRedocBundle } from "./load.ts";
import { siteDocuments } from "./site.ts";
import { DatasetError } from "./validate/problem.ts";
import { validateDataset } from "./validate/index.ts";
import { writeSite } from "./write.ts";

const { values: options } = parseArgs({
  options: {
    dataset: { type: "string", default: DEFAULT_DATASET_DIR },
    out: { type: "string", default: path.resolve(import.meta.dirname, "..", "public") },
    // First day of the dated quote-of-the-day calendar; SOURCE_DATE_EPOCH (seconds) is honoured for reproducible builds.
    date: { type: "string", default: calendarStartFromEnvironment() },
  },
});

function calendarStartFromEnvironment(): string {
  const epoch = process.env["SOURCE_DATE_EPOCH"];
  return new Date(epoch ? Number(epoch) * 1000 : Date.now()).toISOString().slice(0, 10);
}

const started = performance.now();
try {
  const model = buildApiModel(validateDataset(await loadDataset(path.resolve(options.dataset))));
  if (dayNumber(options.date) === null) throw new Error(`--date must be a calendar date YYYY-MM-DD, not "${options.date}"`);
  const summary = writeSite(path.resolve(options.out), siteDocuments(model, { calendarStart: options.date, redocBundle: await loadRedocBundle() }));
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const peakMb = (process.resourceUsage().maxRSS / 1024).toFixed(0);
  console.log(`built ${options.out}: ${summary.files} files, ${(summary.bytes / 1e6).toFixed(1)} MB in ${seconds} s, peak RSS ${peakMb} MB (dataset ${model.version}: ${model.dataset.concepts.length} concepts, ${model.dataset.quotes.length} quotes, ${model.dataset.edges.length} edges)`);
} catch (error) {
  if (!(error instanceof DatasetError)) throw error;
  console.error(`Build failed: ${error.message}`);
  process.exit(1);
}
