// Bulk files round-trip: CSV and NDJSON parse back to exactly the quotes of dataset.json, which are what the API pages return.
import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "../generator/downloads.ts";
import { readStatic } from "./support/public-site.ts";

const dataset = JSON.parse(readStatic("/api/v1/dataset.json"));

/** Every quote the API serves, by following next from the first page at the largest limit. */
function quotesFromPages(): unknown[] {
  const quotes: unknown[] = [];
  for (let next: string | null = "/api/v1/quotes/limit/100/offset/0.json"; next !== null; ) {
    const page = JSON.parse(readStatic(next));
    quotes.push(...page.results);
    next = page.next;
  }
  return quotes;
}

describe("bulk downloads", () => {
  it("dataset.json holds what the pages serve, with its version and counts", () => {
    expect(dataset.quotes).toEqual(quotesFromPages());
    expect(dataset.counts.quotes).toBe(dataset.quotes.length);
    expect(JSON.parse(readStatic("/api/v1/index.json")).dataset_version).toBe(dataset.dataset_version);
    expect(dataset.concepts[0]).toEqual(JSON.parse(readStatic(dataset.concepts[0].url)));
  });

  it("quotes.ndjson parses line by line to the same quotes", () => {
    const text = readStatic("/api/v1/quotes.ndjson");
    expect(text.endsWith("\n")).toBe(true);
    expect(text.trimEnd().split("\n").map((line) => JSON.parse(line))).toEqual(dataset.quotes);
  });

  it("quotes.csv is RFC 4180 with a header row and parses to the same quotes", () => {
    const text = readStatic("/api/v1/quotes.csv");
    expect(text.split("\r\n")[0]).toBe(CSV_COLUMNS.join(","));
    const rows: Record<string, string>[] = parse(text, { columns: true, record_delimiter: "\r\n", relax_quotes: false });
    const quotes = rows.map((row) => ({
      id: Number(row["id"]),
      concept: row["concept"],
      text: row["text"],
      author: row["author"],
      source: { work: row["work"], locator: row["locator"], translator: row["translator"] === "" ? null : row["translator"], year: Number(row["year"]), edition: row["edition"] },
      url: row["url"],
    }));
    expect(quotes).toEqual(dataset.quotes);
  });

  it("checksums.json holds the SHA-256 of every bulk file", () => {
    const checksums = JSON.parse(readStatic("/api/v1/checksums.json"));
    expect(Object.keys(checksums.files).sort()).toEqual(["/api/v1/dataset.json", "/api/v1/quotes.csv", "/api/v1/quotes.ndjson"]);
    for (const [path, digest] of Object.entries(checksums.files)) expect(createHash("sha256").update(readStatic(path)).digest("hex"), path).toBe(digest);
    expect(checksums.dataset_version).toBe(dataset.dataset_version);
  });
});
