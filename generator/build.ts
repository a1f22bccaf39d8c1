// CLI: dataset → validated model → every document → public/ (npm run build). Fails loudly on invalid data.
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { buildApiModel } from "./api-model.ts";
import { DEFAULT_DATASET_DIR, loadDataset } from "./load.ts";
import { siteDocuments } from "./site.ts";
import { DatasetError } from "./validate/problem.ts";
import { validateDataset } from "./validate/index.ts";
import { writeSite } from "./write.ts";

const { values: options } = parseArgs({
  options: {
    dataset: { type: "string", default: DEFAULT_DATASET_DIR },
    out: { type: "string", default: path.resolve(import.meta.dirname, "..", "public") },
  },
});

const started = performance.now();
try {
  const model = buildApiModel(validateDataset(await loadDataset(path.resolve(options.dataset))));
  const summary = writeSite(path.resolve(options.out), siteDocuments(model));
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const peakMb = (process.resourceUsage().maxRSS / 1024).toFixed(0);
  console.log(`built ${options.out}: ${summary.files} files, ${(summary.bytes / 1e6).toFixed(1)} MB in ${seconds} s, peak RSS ${peakMb} MB (dataset ${model.version}: ${model.dataset.concepts.length} concepts, ${model.dataset.quotes.length} quotes, ${model.dataset.edges.length} edges)`);
} catch (error) {
  if (!(error instanceof DatasetError)) throw error;
  console.error(`Build failed: ${error.message}`);
  process.exit(1);
}
