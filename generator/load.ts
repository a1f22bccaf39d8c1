// Reads the dataset folder from disk: the only place the build reads files (besides the source texts).
import { readFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";

/** One dataset file: its repository-relative path (for error messages) and its parsed JSON, or why it failed to parse. */
export interface LoadedFile {
  file: string;
  data: unknown;
  parseError?: string;
}

export interface RawDataset {
  concepts: LoadedFile[];
  quotes: LoadedFile[];
  sources: LoadedFile[];
  tags: LoadedFile;
  graph: LoadedFile;
}

export const DEFAULT_DATASET_DIR = path.resolve(import.meta.dirname, "..", "dataset");

/** How error messages name a file: relative to the working directory when inside it, else absolute. */
function displayPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  return (relative.startsWith("..") ? absolute : relative).split(path.sep).join("/");
}

async function loadFile(root: string, relative: string): Promise<LoadedFile> {
  const file = displayPath(path.join(root, relative));
  let text: string;
  try {
    text = await readFile(path.join(root, relative), "utf8");
  } catch {
    return { file, data: undefined, parseError: "the file is missing" };
  }
  try {
    return { file, data: JSON.parse(text) };
  } catch (error) {
    return { file, data: undefined, parseError: `invalid JSON: ${(error as Error).message}` };
  }
}

async function loadFolder(root: string, folder: string): Promise<LoadedFile[]> {
  // Sorted so that every run sees the files, and so reports its problems, in the same order.
  const names = (await fg(`${folder}/*.json`, { cwd: root })).sort();
  return Promise.all(names.map((name) => loadFile(root, name)));
}

export async function loadDataset(root: string = DEFAULT_DATASET_DIR): Promise<RawDataset> {
  const [concepts, quotes, sources, tags, graph] = await Promise.all([
    loadFolder(root, "concepts"),
    loadFolder(root, "quotes"),
    loadFolder(root, "sources"),
    loadFile(root, "tags.json"),
    loadFile(root, "graph.json"),
  ]);
  return { concepts, quotes, sources, tags, graph };
}

/** The file name without folder and `.json`: the record's id by the one-file-per-record convention. */
export const fileStem = (file: string): string => path.posix.basename(file, ".json");

/** The OpenAPI renderer's browser bundle (Redoc), to be self-hosted so the front page needs no CDN. */
export async function loadRedocBundle(): Promise<string> {
  return readFile(path.resolve(import.meta.dirname, "..", "node_modules", "redoc", "bundles", "redoc.standalone.js"), "utf8");
}
