// Builds public/ from the real dataset once per test run: the functions bundle public/api/v1/dataset.json.
import { execFileSync } from "node:child_process";
import path from "node:path";

export default function setup(): void {
  const root = path.resolve(import.meta.dirname, "..", "..");
  // WISDOM_DATASET_DIR points the whole suite at another dataset (e.g. test/fixtures/dataset) while developing.
  const dataset = process.env["WISDOM_DATASET_DIR"];
  execFileSync(process.execPath, [path.join(root, "generator", "build.ts"), ...(dataset ? ["--dataset", dataset] : [])], { cwd: root, stdio: "inherit" });
}
