// Benchmark (npm run bench): build time vs cp -r, output size and shape, handler throughput, bundle size, peak memory.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { $ } from "zx";

const ROOT = path.resolve(import.meta.dirname, "..");
const scratch = mkdtempSync(path.join(tmpdir(), "wisdom-bench-"));
const out = path.join(scratch, "public");
const RUNS = 3;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const row = (name: string, value: string, target = ""): void => console.log(`${name.padEnd(44)} ${value.padStart(16)}  ${target}`);

async function timeIt(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

$.verbose = false;
$.cwd = ROOT;

// --- build vs cp -r, same run, same output tree ----------------------------------------------
let buildLine = "";
const buildMs: number[] = [];
const copyMs: number[] = [];
for (let run = 0; run < RUNS; run++) {
  buildMs.push(await timeIt(async () => (buildLine = (await $`${process.execPath} generator/build.ts --out ${out}`).stdout)));
  const copy = path.join(scratch, `copy-${run}`);
  copyMs.push(await timeIt(() => $`cp -r ${out} ${copy}`));
  rmSync(copy, { recursive: true, force: true });
}

// --- output shape -----------------------------------------------------------------------------
let files = 0;
let bytes = 0;
let widest = { folder: "", entries: 0 };
let largestList = { file: "", bytes: 0, gzip: 0 };
function walk(folder: string): void {
  const entries = readdirSync(folder, { withFileTypes: true });
  if (entries.length > widest.entries) widest = { folder: path.relative(out, folder) || ".", entries: entries.length };
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(full);
    else {
      files++;
      const size = statSync(full).size;
      bytes += size;
      const isList = /\/(quotes\/|concepts\.json|concepts\/status|themes\.json|graph\.json)/.test(full) && !/\/quotes\/\d+\.json$/.test(full);
      if (isList && size > largestList.bytes) largestList = { file: path.relative(out, full), bytes: size, gzip: 0 };
    }
  }
}
walk(out);
largestList.gzip = gzipSync(readFileSync(path.join(out, largestList.file)), { level: 9 }).length;
const bulkGzip = gzipSync(readFileSync(path.join(out, "api/v1/dataset.json")), { level: 9 }).length;

// --- function handlers in process -------------------------------------------------------------
async function throughput(modulePath: string, url: string): Promise<number> {
  const handler = (await import(modulePath)).default as (request: Request) => Promise<Response>;
  const request = new Request(url);
  for (let i = 0; i < 2_000; i++) await (await handler(request)).text();
  const count = 50_000;
  const started = performance.now();
  for (let i = 0; i < count; i++) await (await handler(request)).text();
  return count / ((performance.now() - started) / 1000);
}
const todayRps = await throughput(path.join(ROOT, "functions", "quotes-today.ts"), "http://localhost/api/v1/quotes/today");
const randomRps = await throughput(path.join(ROOT, "functions", "quotes-random.ts"), "http://localhost/api/v1/quotes/random");
const randomConceptRps = await throughput(path.join(ROOT, "functions", "quotes-random.ts"), "http://localhost/api/v1/quotes/random?concept=stoicism");

// --- function bundles, as Netlify's esbuild bundler would produce them ------------------------------
const bundles: Record<string, number> = {};
for (const name of ["api", "quotes-today", "quotes-random"]) {
  const result = await esbuild.build({ entryPoints: [path.join(ROOT, "functions", `${name}.ts`)], bundle: true, platform: "node", format: "esm", target: "node22", minify: true, write: false, external: ["@netlify/functions"] });
  bundles[name] = result.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0);
}

// --- report -----------------------------------------------------------------------------------
const peak = /peak RSS (\d+) MB/.exec(buildLine)?.[1] ?? "?";
console.log(`Wisdom Data API benchmark (${new Date().toISOString()}, node ${process.version}, median of ${RUNS} runs)\n`);
row("build time (median)", `${(median(buildMs) / 1000).toFixed(2)} s`);
row("cp -r of the same tree (median)", `${(median(copyMs) / 1000).toFixed(2)} s`);
row("build / cp -r", `${(median(buildMs) / median(copyMs)).toFixed(2)}x`, "target <= 3x");
row("peak memory of the build (max RSS)", `${peak} MB`);
row("output files", `${files}`, "target <= 15,000");
row("output bytes", `${(bytes / 1e6).toFixed(1)} MB (${(bytes / 2 ** 20).toFixed(1)} MiB)`, "target <= 80 MB");
row("widest folder", `${widest.entries} entries`, `target <= 5,000 (${widest.folder})`);
row("largest list document", `${(largestList.bytes / 1e3).toFixed(1)} kB`, largestList.file);
row("largest list document, gzipped", `${(largestList.gzip / 1e3).toFixed(1)} kB`);
row("dataset.json, gzipped", `${(bulkGzip / 1e3).toFixed(1)} kB`);
row("today handler, in process", `${Math.round(todayRps)} req/s`, "target >= 20,000");
row("random handler, in process", `${Math.round(randomRps)} req/s`, "target >= 20,000");
row("random?concept= handler, in process", `${Math.round(randomConceptRps)} req/s`, "target >= 20,000");
for (const [name, size] of Object.entries(bundles)) row(`bundle: functions/${name}.ts (minified)`, `${(size / 1e3).toFixed(1)} kB`);

rmSync(scratch, { recursive: true, force: true });
