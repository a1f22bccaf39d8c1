// Once per test run: build public/ from the real dataset, then serve it through netlify dev for the HTTP suites.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startNetlifyDev } from "./netlify-dev.ts";

declare module "vitest" {
  export interface ProvidedContext {
    apiOrigin: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, "..", "..");
  // WISDOM_DATASET_DIR points the whole suite at another dataset (e.g. test/fixtures/dataset) while developing.
  const dataset = process.env["WISDOM_DATASET_DIR"];
  execFileSync(process.execPath, [path.join(root, "generator", "build.ts"), ...(dataset ? ["--dataset", dataset] : [])], { cwd: root, stdio: "inherit" });
  const server = await startNetlifyDev();
  project.provide("apiOrigin", server.baseUrl);
  return server.stop;
}
