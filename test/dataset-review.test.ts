// The editorial bar of the real dataset (issues 3 and 4): counts, graph coverage, tags, colours, quote shape.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApiModel, type ApiModel } from "../generator/api-model.ts";
import { loadDataset } from "../generator/load.ts";
import type { Concept } from "../generator/model.ts";
import { normalize } from "../generator/provenance/normalize.ts";
import { validateDataset } from "../generator/validate/index.ts";

let model: ApiModel;
let live: Concept[];
beforeAll(async () => {
  model = buildApiModel(validateDataset(await loadDataset()));
  live = model.dataset.concepts.filter((concept) => concept.status === "live");
});

/** WCAG relative luminance contrast of a #RRGGBB colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe("concepts", () => {
  it("has 24 live and at least 6 coming-soon concepts", () => {
    expect(live).toHaveLength(24);
    expect(model.dataset.concepts.length - live.length).toBeGreaterThanOrEqual(6);
  });

  it("every summary is 80-160 words", () => {
    const outside = model.dataset.concepts.filter((c) => { const words = c.summary.split(/\s+/).length; return words < 80 || words > 160; }).map((c) => c.slug);
    expect(outside).toEqual([]);
  });

  it("accent colours are distinct and legible on white (contrast >= 4.5:1)", () => {
    const colours = model.dataset.concepts.map((c) => c.accent_color);
    expect(new Set(colours).size).toBe(colours.length);
    expect(model.dataset.concepts.filter((c) => contrastOnWhite(c.accent_color) < 4.5).map((c) => c.slug)).toEqual([]);
  });

  it("every live concept shares at least 2 tags with another live concept", () => {
    const lonely = live.filter((concept) => !live.some((other) => other !== concept && other.tags.filter((tag) => concept.tags.includes(tag)).length >= 2));
    expect(lonely.map((c) => c.slug)).toEqual([]);
  });

  it("at least 12 tags are themes", () => {
    expect(model.themes.length).toBeGreaterThanOrEqual(12);
  });
});

describe("graph", () => {
  it("has 70-78 edges, each live concept at least 3", () => {
    expect(model.dataset.edges.length).toBeGreaterThanOrEqual(70);
    expect(model.dataset.edges.length).toBeLessThanOrEqual(78);
    const degree = (slug: string) => model.dataset.edges.filter((e) => e.source === slug || e.target === slug).length;
    expect(live.filter((c) => degree(c.slug) < 3).map((c) => c.slug)).toEqual([]);
  });

  it("every why is distinct and at least 40 characters", () => {
    const whys = model.dataset.edges.map((e) => e.why);
    expect(new Set(whys).size).toBe(whys.length);
    expect(whys.filter((why) => why.length < 40)).toEqual([]);
  });
});

describe("quotes", () => {
  it("has at least 650 quotes and at least 20 per live concept", () => {
    expect(model.dataset.quotes.length).toBeGreaterThanOrEqual(650);
    expect(live.filter((c) => (model.quotesByConcept.get(c.slug)?.length ?? 0) < 20).map((c) => c.slug)).toEqual([]);
  });

  it("are mostly under 400 characters", () => {
    const long = model.dataset.quotes.filter((q) => q.text.length > 400).length;
    expect(long / model.dataset.quotes.length).toBeLessThan(0.1);
  });

  it("has no duplicates", () => {
    const texts = model.dataset.quotes.map((q) => normalize(q.text).text.toLowerCase());
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("credits authors, not translators, and null translators only for works written in English", () => {
    expect(model.dataset.quotes.filter((q) => q.author === q.source.translator && q.source.translator !== null && !/Tagore|Nitobe|Nukariya|Okakura/.test(q.author)).map((q) => q.id)).toEqual([]);
  });
});

describe("CHANGELOG.md", () => {
  it("names the current dataset_version in its newest dataset entry", () => {
    const changelog = readFileSync(new URL("../CHANGELOG.md", import.meta.url), "utf8");
    const newest = /## Dataset\s+### [^\n]*/.exec(changelog)?.[0] ?? "";
    expect(newest, "add a CHANGELOG.md entry for this dataset change").toContain(`dataset_version ${model.version}`);
  });
});
