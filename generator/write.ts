// Writes the rendered site to disk: the build's only write step.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export interface WriteSummary {
  files: number;
  bytes: number;
}

/** Replaces `outDir` with exactly these files (URL path → content); nothing stale survives a build. */
export async function writeSite(outDir: string, files: Map<string, string | Uint8Array>): Promise<WriteSummary> {
  await rm(outDir, { recursive: true, force: true });
  const entries = [...files.entries()];
  const folders = new Set(entries.map(([url]) => path.dirname(path.join(outDir, url))));
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  let bytes = 0;
  const BATCH = 256;
  for (let start = 0; start < entries.length; start += BATCH) {
    await Promise.all(
      entries.slice(start, start + BATCH).map(([url, content]) => {
        bytes += typeof content === "string" ? Buffer.byteLength(content) : content.byteLength;
        return writeFile(path.join(outDir, url), content);
      }),
    );
  }
  return { files: entries.length, bytes };
}
