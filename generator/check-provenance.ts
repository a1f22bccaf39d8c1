// CLI: verifies every quote of the dataset against its public-domain source text (npm run check:provenance).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileStem, loadDataset } from "./load.ts";
import { checkQuote, prepareSource, type PreparedSource, type SourceRule } from "./provenance/check.ts";

const DEFAULT_SOURCES_DIR = path.resolve(import.meta.dirname, "..", "..", "shared", "sources");

interface QuoteRecord {
  id: number;
  text: string;
  source: { locator: string; file: string };
}

const { values } = parseArgs({
  options: {
    concept: { type: "string" },
    sources: { type: "string", default: process.env["WISDOM_SOURCES_DIR"] ?? DEFAULT_SOURCES_DIR },
  },
});
const sourcesDir = values.sources as string;

if (!existsSync(sourcesDir)) {
  console.log(`provenance check skipped: source texts not found at ${sourcesDir} (put ../shared/sources beside the project or set WISDOM_SOURCES_DIR)`);
  process.exit(0);
}

const dataset = await loadDataset();
const rules = new Map<string, SourceRule>();
for (const loaded of dataset.sources) {
  const rule = loaded.data as SourceRule | undefined;
  if (rule && typeof rule.file === "string") rules.set(rule.file, rule);
}

const prepared = new Map<string, PreparedSource | string>();
async function sourceFor(file: string): Promise<PreparedSource | string> {
  const cached = prepared.get(file);
  if (cached !== undefined) return cached;
  const rule = rules.get(file);
  let result: PreparedSource | string;
  if (!rule) result = `no locator rule: add dataset/sources/${file.replace(/\.txt$/, "")}.json`;
  else if (!existsSync(path.join(sourcesDir, file))) result = `source file ${file} is not in ${sourcesDir}`;
  else result = prepareSource(rule, await readFile(path.join(sourcesDir, file), "utf8"));
  prepared.set(file, result);
  return result;
}

let checked = 0;
let failed = 0;
for (const loaded of dataset.quotes) {
  const concept = fileStem(loaded.file);
  if (values.concept !== undefined && concept !== values.concept) continue;
  if (!Array.isArray(loaded.data)) {
    console.log(`FAIL ${loaded.file}: ${loaded.parseError ?? "expected a JSON array of quotes"}`);
    failed++;
    continue;
  }
  for (const quote of loaded.data as QuoteRecord[]) {
    checked++;
    const source = await sourceFor(String(quote.source?.file));
    const result = typeof source === "string"
      ? { ok: false as const, problem: source }
      : checkQuote({ id: quote.id, text: quote.text, locator: quote.source.locator }, source);
    if (!result.ok) {
      failed++;
      console.log(`FAIL quote ${quote.id} (${loaded.file}): ${result.problem}`);
      if (result.nearest) console.log(`     nearest match: ${result.nearest}`);
    }
  }
}
console.log(`provenance: ${checked - failed} of ${checked} quotes verified against their sources, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
