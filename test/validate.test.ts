// Validation: one fixture per failure mode, each asserting the check name, file, record and message.
import { beforeAll, describe, expect, it } from "vitest";
import type { LoadedFile, RawDataset } from "../generator/load.ts";
import { formatProblem, DatasetError, type DataProblem } from "../generator/validate/problem.ts";
import { validateDataset } from "../generator/validate/index.ts";
import { loadFixture } from "./support/fixture.ts";

type Json = Record<string, any>;
let pristine: RawDataset;
beforeAll(async () => {
  pristine = await loadFixture();
});

const fileOf = (files: LoadedFile[], name: string): LoadedFile => files.find((file) => file.file.endsWith(`/${name}.json`))!;
const concept = (raw: RawDataset, slug: string): Json => fileOf(raw.concepts, slug).data as Json;
const quotes = (raw: RawDataset, slug: string): Json[] => fileOf(raw.quotes, slug).data as Json[];
const edges = (raw: RawDataset): Json[] => raw.graph.data as Json[];

function problemsAfter(mutate: (raw: RawDataset) => void): DataProblem[] {
  const raw = structuredClone(pristine);
  mutate(raw);
  try {
    validateDataset(raw);
    return [];
  } catch (error) {
    if (error instanceof DatasetError) return error.problems;
    throw error;
  }
}

const cases: { name: string; mutate: (raw: RawDataset) => void; expected: { check: string; file?: string; record?: unknown; message: RegExp } }[] = [
  { name: "invalid JSON", mutate: (raw) => Object.assign(fileOf(raw.concepts, "taoism"), { data: undefined, parseError: "invalid JSON: Unexpected token" }), expected: { check: "json", file: "test/fixtures/dataset/concepts/taoism.json", message: /invalid JSON/ } },
  { name: "missing required field", mutate: (raw) => delete concept(raw, "taoism")["summary"], expected: { check: "schema", file: "test/fixtures/dataset/concepts/taoism.json", message: /missing property "summary"/ } },
  { name: "unknown property", mutate: (raw) => (concept(raw, "taoism")["colour"] = "#000000"), expected: { check: "schema", message: /unknown property "colour"/ } },
  { name: "bad status", mutate: (raw) => (concept(raw, "taoism")["status"] = "draft"), expected: { check: "schema", message: /status must be one of/ } },
  { name: "bad colour", mutate: (raw) => (concept(raw, "taoism")["accent_color"] = "red"), expected: { check: "schema", message: /accent_color must match pattern/ } },
  { name: "slug differs from file name", mutate: (raw) => (concept(raw, "taoism")["slug"] = "daoism"), expected: { check: "concept-file-name", record: "concept daoism", message: /differs from the file name/ } },
  { name: "duplicate colour", mutate: (raw) => (concept(raw, "taoism")["accent_color"] = concept(raw, "stoicism")["accent_color"]), expected: { check: "duplicate-accent-color", record: "concept taoism", message: /already used by stoicism/ } },
  { name: "tag outside the vocabulary", mutate: (raw) => concept(raw, "taoism")["tags"].push("zzz-unknown"), expected: { check: "unknown-tag", file: "test/fixtures/dataset/concepts/taoism.json", message: /"zzz-unknown" is not in the vocabulary/ } },
  { name: "unused tag", mutate: (raw) => (raw.tags.data as Json[]).push({ slug: "zeal", name: "Zeal", description: "A tag that nobody uses at all." }), expected: { check: "unused-tag", file: "test/fixtures/dataset/tags.json", record: "tag zeal", message: /no concept uses/ } },
  { name: "duplicate quote id", mutate: (raw) => (quotes(raw, "taoism")[0]!["id"] = quotes(raw, "stoicism")[0]!["id"]), expected: { check: "duplicate-quote-id", file: "test/fixtures/dataset/quotes/taoism.json", message: /also used in test\/fixtures\/dataset\/quotes\/stoicism.json/ } },
  { name: "quotes of an unknown concept", mutate: (raw) => raw.quotes.push({ file: "test/fixtures/dataset/quotes/atlantis.json", data: [] }), expected: { check: "unknown-concept", file: "test/fixtures/dataset/quotes/atlantis.json", message: /no concept has the slug "atlantis"/ } },
  { name: "quotes of a coming-soon concept", mutate: (raw) => raw.quotes.push({ file: "test/fixtures/dataset/quotes/jainism.json", data: [{ ...quotes(raw, "yoga")[0]!, id: 99999 }] }), expected: { check: "quotes-for-coming-soon", message: /coming_soon but has quotes/ } },
  { name: "quote without a source rule", mutate: (raw) => (quotes(raw, "yoga")[0]!["source"]["file"] = "nowhere.txt"), expected: { check: "unknown-source", record: expect.stringMatching(/^quote \d+$/), message: /"nowhere.txt" has no locator rule/ } },
  { name: "edge to an unknown concept", mutate: (raw) => (edges(raw)[0]!["target"] = "zzz"), expected: { check: "unknown-concept", file: "test/fixtures/dataset/graph.json", message: /no concept has the slug "zzz"/ } },
  { name: "edge touching a coming-soon concept", mutate: (raw) => edges(raw).push({ source: "jainism", target: "yoga", weight: 0.5, why: "A planned tradition must not be in the graph yet." }), expected: { check: "edge-to-coming-soon", record: "edge jainism–yoga", message: /"jainism" is coming_soon/ } },
  { name: "self-loop", mutate: (raw) => edges(raw).push({ source: "yoga", target: "yoga", weight: 0.5, why: "An edge from a concept to itself says nothing." }), expected: { check: "self-loop", record: "edge yoga–yoga", message: /itself/ } },
  { name: "duplicate edge", mutate: (raw) => edges(raw).push({ ...edges(raw)[0]! }), expected: { check: "duplicate-edge", message: /joined twice/ } },
  { name: "reversed edge", mutate: (raw) => edges(raw).push({ source: "yoga", target: "stoicism", weight: 0.4, why: "The same pair written the other way round." }), expected: { check: "edge-order", record: "edge yoga–stoicism", message: /alphabetically/ } },
  { name: "weight out of range", mutate: (raw) => (edges(raw)[0]!["weight"] = 1.5), expected: { check: "schema", file: "test/fixtures/dataset/graph.json", message: /weight must be <= 1/ } },
  { name: "bad locator regex", mutate: (raw) => ((raw.sources[0]!.data as Json)["locator_pattern"] = "^Book (?<section>[IVX+$"), expected: { check: "source-pattern", message: /invalid regular expression/ } },
];

describe("dataset validation", () => {
  it("accepts the fixture dataset", () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it.each(cases)("reports $name", ({ mutate, expected }) => {
    const problems = problemsAfter(mutate);
    const { message, ...fields } = expected;
    expect(problems).toContainEqual(expect.objectContaining({ ...fields, message: expect.stringMatching(message) }));
    for (const problem of problems) expect(problem.fix.length).toBeGreaterThan(5);
  });

  it("lists every problem at once, each naming file, record and fix", () => {
    const problems = problemsAfter((raw) => {
      concept(raw, "taoism")["tags"].push("zzz-unknown");
      edges(raw)[0]!["target"] = "zzz";
    });
    expect(problems.map((problem) => problem.check).sort()).toEqual(["unknown-concept", "unknown-tag"]);
    expect(formatProblem(problems[0]!)).toMatch(/^test\/fixtures\/dataset\/\S+ › \S+ .*: \[[a-z-]+\] .+\n {4}fix: .+/);
  });
});
