// Bulk downloads for pipelines and spreadsheets: quotes as NDJSON and CSV, and the SHA-256 of every bulk file.
import { createHash } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import type { ApiModel } from "./api-model.ts";
import { bulkDocument } from "./bulk.ts";
import { quoteObject } from "./documents/quotes.ts";
import { serialize } from "./documents/response.ts";
import { urls } from "./documents/urls.ts";

export const CSV_COLUMNS = ["id", "concept", "text", "author", "work", "locator", "translator", "year", "edition", "url"] as const;

/** One quote object per line, exactly as the API serves it. */
export const quotesNdjson = (model: ApiModel): string => model.dataset.quotes.map((quote) => JSON.stringify(quoteObject(quote))).join("\n") + "\n";

/** RFC 4180: a header row, CRLF line ends, fields quoted when needed; source fields flattened; null translator is empty. */
export function quotesCsv(model: ApiModel): string {
  const rows = model.dataset.quotes.map((quote) => {
    const { id, concept, text, author, source, url } = quoteObject(quote);
    return [id, concept, text, author, source.work, source.locator, source.translator ?? "", source.year, source.edition, url];
  });
  return stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: "\r\n" });
}

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

const bulkCache = new WeakMap<ApiModel, Map<string, string>>();

/** The bulk files, path → exact bytes; what checksums.json covers. Built once per model: the build and checksums both need them. */
export function bulkFiles(model: ApiModel): Map<string, string> {
  let files = bulkCache.get(model);
  if (!files) {
    files = new Map([
      [urls.dataset(), serialize(bulkDocument(model))],
      [urls.quotesNdjson(), quotesNdjson(model)],
      [urls.quotesCsv(), quotesCsv(model)],
    ]);
    bulkCache.set(model, files);
  }
  return files;
}

export function checksumsDocument(model: ApiModel) {
  return {
    dataset_version: model.version,
    algorithm: "sha256",
    files: Object.fromEntries([...bulkFiles(model)].map(([path, bytes]) => [path, sha256(bytes)])),
  };
}
