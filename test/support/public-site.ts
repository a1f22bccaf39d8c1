// The site the global setup built into public/, and the model the functions derive from its dataset.json.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { modelFromBulk, type BulkDataset } from "../../generator/bulk.ts";
import type { ApiModel } from "../../generator/api-model.ts";

export const PUBLIC_DIR = path.resolve(import.meta.dirname, "..", "..", "public");

export const publicFile = (urlPath: string): string => path.join(PUBLIC_DIR, urlPath);
export const hasStaticFile = (urlPath: string): boolean => existsSync(publicFile(urlPath));
export const readStatic = (urlPath: string): string => readFileSync(publicFile(urlPath), "utf8");

/** Every file under public/api/v1 as a URL path. */
export const staticApiPaths = (): string[] => fg.sync("api/v1/**/*.json", { cwd: PUBLIC_DIR }).map((file) => `/${file}`).sort();

export const publicModel = (): ApiModel => modelFromBulk(JSON.parse(readStatic("/api/v1/dataset.json")) as BulkDataset);
