// The front door's files: llms.txt follows the convention and every link in it and in index.html resolves.
import { describe, expect, it } from "vitest";
import { selfHostedRedoc } from "../generator/front/index.ts";
import { hasStaticFile, readStatic } from "./support/public-site.ts";

/** A site-relative link resolves on Netlify if its file exists, or its .json / index.json does. */
const resolves = (link: string): boolean => {
  const path = link.split("?")[0]!;
  return hasStaticFile(path) || hasStaticFile(`${path.replace(/\/$/, "")}.json`) || hasStaticFile(`${path}index.json`) || hasStaticFile(`${path}/index.json`) || /\/quotes\/(random|today)$/.test(path);
};

describe("llms.txt", () => {
  const text = readStatic("/llms.txt");
  it("has the convention's shape: H1, blockquote summary, sections of links", () => {
    expect(text).toMatch(/^# Wisdom Data API\n\n> .+\n/);
    expect(text).toMatch(/\n## Endpoints\n\n- \[GET \/api\/v1\/\]\(\/api\/v1\/\)/);
    expect(text).toMatch(/\n## Optional\n\n- \[llms-full.txt\]\(\/llms-full.txt\)/);
  });

  it("links only to things that exist", () => {
    const links = [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => !resolves(link))).toEqual([]);
  });

  it("llms-full.txt adds the reference for every endpoint", () => {
    const full = readStatic("/llms-full.txt");
    expect(full.startsWith(text)).toBe(true);
    for (const path of ["/api/v1/concepts/{slug}", "/api/v1/quotes/random", "/api/v1/quotes/{id}", "/api/v1/themes"]) expect(full).toContain(`### GET ${path}`);
    expect(full).toContain("`limit` (query, integer, min 1, max 100, default 25)");
  });
});

describe("index.html", () => {
  const html = readStatic("/index.html");
  it("links the API, the bulk files and llms.txt, and every link resolves", () => {
    const links = [...html.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((match) => match[1]!.replaceAll("&#38;", "&"));
    for (const link of ["/api/v1/", "/api/v1/dataset.json", "/api/v1/quotes.csv", "/api/v1/quotes.ndjson", "/api/v1/checksums.json", "/llms.txt", "/vendor/redoc.standalone.js"]) expect(links).toContain(link);
    expect(links.filter((link) => !resolves(link))).toEqual([]);
  });

  it("loads nothing from another host", () => {
    expect([...html.matchAll(/src="([^"]*)"/g)].map((match) => match[1]).filter((src) => !src!.startsWith("/"))).toEqual([]);
    expect(readStatic("/vendor/redoc.standalone.js")).not.toContain("cdn.redoc.ly");
    expect(() => selfHostedRedoc("a bundle without the logo URL")).toThrow(/re-check/);
  });
});
