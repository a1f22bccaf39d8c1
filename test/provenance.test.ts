// Provenance: normalisation rules and the verbatim/locator check, table-driven; then the real dataset against ../shared/sources.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkQuote, prepareSource, type SourceRule } from "../generator/provenance/check.ts";
import { normalize, quoteSegments } from "../generator/provenance/normalize.ts";

describe("normalize", () => {
  it.each([
    ["line breaks and runs of spaces", "a\n  b\r\n\tc", "a b c"],
    ["curly and straight quotes", "\u201CHe said \u2018no\u2019\u201D", "'He said 'no'"],
    ["doubled quote marks", "''Yes,'' said he", "'Yes,' said he"],
    ["em dash with spaces", "this \u2014 that", "this-that"],
    ["double hyphen", "this--that", "this-that"],
    ["italics underscores", "the _Tao_ is", "the Tao is"],
    ["bracketed footnote markers", "virtue[12] and wisdom[A]", "virtue and wisdom"],
    ["plus-sign note markers", "mingled+ with", "mingled with"],
    ["ellipsis character", "a\u2026b", "a...b"],
    ["accents are kept (NFC)", "Mu\u0308ller", "M\u00FCller"],
  ])("folds %s", (_, raw, expected) => {
    expect(normalize(raw).text).toBe(expected);
  });

  it("remembers where each character came from", () => {
    const { text, origin } = normalize("ab\n\n  cd");
    expect(text).toBe("ab cd");
    expect(origin).toEqual([0, 1, 2, 6, 7]);
  });

  it("splits quotes at omissions", () => {
    expect(quoteSegments("First part here ... second part there. \u2026 Third.")).toEqual(["First part here", "second part there.", "Third."]);
  });
});

const SOURCE = `INTRODUCTION.

The translator says that the soul is like a river.

BOOK I.

1. The soul is like a river that never stops.
It flows on, and on--and a man
cannot step twice into it.

BOOK II.

1. Be still, and know the water.
`;
const RULE: SourceRule = { file: "river.txt", locator_pattern: "^Book (?<section>[IVX]+), \\d+$", section_heading: "^BOOK (?<section>[IVX]+)\\.$" };
const source = prepareSource(RULE, SOURCE);

describe("checkQuote", () => {
  it.each([
    ["a verbatim passage across line breaks", "It flows on, and on \u2014 and a man cannot step twice into it.", "Book I, 1"],
    ["an omission between two verbatim parts", "The soul is like a river ... cannot step twice into it.", "Book I, 1"],
    ["a passage in the last section", "Be still, and know the water.", "Book II, 1"],
  ])("accepts %s", (_, text, locator) => {
    expect(checkQuote({ id: 1, text, locator }, source)).toEqual({ ok: true });
  });

  it.each([
    ["a paraphrase", "A man cannot step into the same river twice.", "Book I, 1", /not found verbatim/],
    ["a changed word", "It flows on, and on--and a woman cannot step twice into it.", "Book I, 1", /not found verbatim/],
    ["segments out of order", "cannot step twice into it ... The soul is like a river", "Book I, 1", /not in the quote's order/],
    ["a wrong section", "Be still, and know the water.", "Book I, 1", /names section "I", but the quote lies in section "ii"/],
    ["a locator of the wrong form", "Be still, and know the water.", "Chapter 2", /does not match the pattern/],
    ["text from before any section", "The translator says that the soul is like a river.", "Book I, 1", /before any section heading/],
    ["a segment too short to verify", "The soul ... river that never stops.", "Book I, 1", /too short to verify/],
  ])("rejects %s", (_, text, locator, problem) => {
    const result = checkQuote({ id: 1, text, locator }, source);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.problem).toMatch(problem);
  });

  it("points at the nearest match when a passage is not verbatim", () => {
    const result = checkQuote({ id: 7, text: "It flows on, and on--and a woman cannot step twice into it.", locator: "Book I, 1" }, source);
    expect(result).toMatchObject({ ok: false, nearest: expect.stringContaining("It flows on, and on-and a man") });
  });
});

const SOURCES_DIR = process.env["WISDOM_SOURCES_DIR"] ?? path.resolve(import.meta.dirname, "..", "..", "shared", "sources");
if (!existsSync(SOURCES_DIR)) console.warn(`SKIPPED: the provenance check needs the source texts at ${SOURCES_DIR}`);

describe("the dataset's provenance (npm run check:provenance)", () => {
  it.skipIf(!existsSync(SOURCES_DIR))("verifies every quote against ../shared/sources", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const output = execFileSync(process.execPath, [path.join(root, "generator", "check-provenance.ts")], { cwd: root, encoding: "utf8" });
    expect(output).toMatch(/provenance: (\d+) of \1 quotes verified against their sources, 0 failed/);
  });
});
