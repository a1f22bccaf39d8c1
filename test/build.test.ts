// The generator's real output: deterministic, loud on invalid data, and identical to what the fallback function answers.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { afterAll, describe, expect, it } from "vitest";
import fallback from "../functions/api.ts";
import { FIXTURE_DIR } from "./support/fixture.ts";
import { readStatic, staticApiPaths } from "./support/public-site.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD = path.join(ROOT, "generator", "build.ts");
const scratch = mkdtempSync(path.join(tmpdir(), "wisdom-build-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const build = (args: string[]) => spawnSync(process.execPath, [BUILD, ...args], { cwd: ROOT, encoding: "utf8" });
const tree = (dir: string): Map<string, Buffer> => new Map(fg.sync("**/*", { cwd: dir, dot: true }).sort().map((file) => [file, readFileSync(path.join(dir, file))]));

describe("the build", () => {
  it("gives byte-identical output for the same dataset", () => {
    const dataset = process.env["WISDOM_DATASET_DIR"] ?? path.join(ROOT, "dataset");
    for (const out of ["one", "two"]) expect(build(["--dataset", dataset, "--out", path.join(scratch, out), "--date", "2026-01-01"]).status).toBe(0);
    const one = tree(path.join(scratch, "one"));
    const two = tree(path.join(scratch, "two"));
    expect([...two.keys()]).toEqual([...one.keys()]);
    const different = [...one].filter(([file, bytes]) => !bytes.equals(two.get(file)!)).map(([file]) => file);
    expect(different).toEqual([]);
  });

  it("fails with every problem listed, naming file, record and fix", () => {
    const broken = path.join(scratch, "broken");
    cpSync(FIXTURE_DIR, broken, { recursive: true });
    const graph = JSON.parse(readFileSync(path.join(broken, "graph.json"), "utf8"));
    graph.push({ source: "stoicism", target: "stoicism", weight: 0.5, why: "A self-loop: a concept cannot be kin to itself." });
    graph.push({ source: "taoism", target: "zzz-unknown", weight: 2, why: "An impossible weight on an edge to nowhere." });
    writeFileSync(path.join(broken, "graph.json"), JSON.stringify(graph));
    const result = build(["--dataset", broken, "--out", path.join(scratch, "broken-out")]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/The dataset has 2 problems/);
    expect(result.stderr).toMatch(/broken\/graph.json › edge taoism–zzz-unknown: \[schema\] weight must be <= 1\n {4}fix: /);
    expect(result.stderr).toMatch(/broken\/graph.json › edge stoicism–stoicism: \[self-loop\]/);
  });

  it("prints a summary of files, bytes and time", () => {
    const result = build(["--dataset", FIXTURE_DIR, "--out", path.join(scratch, "summary")]);
    expect(result.stdout).toMatch(/built .*summary: \d+ files, [\d.]+ MB in [\d.]+ s, peak RSS \d+ MB \(dataset [0-9a-f]{16}: 4 concepts, 15 quotes, 3 edges\)/);
  });
});

describe("static files and the fallback function", () => {
  it("answer every static URL with identical bytes", async () => {
    const paths = staticApiPaths();
    expect(paths.length).toBeGreaterThan(100);
    const mismatched: string[] = [];
    for (const urlPath of paths) {
      const response = await fallback(new Request(`http://localhost${urlPath}`));
      if (response.status !== 200 || (await response.text()) !== readStatic(urlPath)) mismatched.push(urlPath);
    }
    expect(mismatched).toEqual([]);
  });

  it("type-checks (tsc --noEmit, strict)", () => {
    expect(() => execFileSync(process.execPath, [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", ROOT], { cwd: ROOT, encoding: "utf8" })).not.toThrow();
  });
});
