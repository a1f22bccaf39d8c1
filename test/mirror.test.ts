// public/ on a plain static file server (sirv, no Netlify): every path-only link works, so any static host is a mirror.
import { createServer, type Server } from "node:http";
import sirv from "sirv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteIdForDay, utcDate, dayNumber } from "../generator/documents/today.ts";
import { PUBLIC_DIR, publicModel } from "./support/public-site.ts";

let server: Server;
let origin: string;
beforeAll(async () => {
  const serve = sirv(PUBLIC_DIR, { dev: true, etag: true });
  server = createServer((request, response) => serve(request, response, () => { response.statusCode = 404; response.end(); }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const API_LINK = /^\/api\/v1\/[^{}?]*\.json$/;

function linksIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string") {
    if (API_LINK.test(value)) found.push(value);
  } else if (Array.isArray(value)) value.forEach((item) => linksIn(item, found));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => linksIn(item, found));
  return found;
}

describe("a plain static mirror of public/", () => {
  it("serves every document reachable from the catalogue by its path-only links", async () => {
    const seen = new Set<string>(["/api/v1/index.json"]);
    const queue = ["/api/v1/index.json"];
    const broken: string[] = [];
    while (queue.length > 0) {
      const batch = queue.splice(0, 32);
      await Promise.all(batch.map(async (path) => {
        const response = await fetch(`${origin}${path}`);
        if (response.status !== 200) return void broken.push(`${path} → ${response.status}`);
        for (const link of linksIn(await response.json())) if (!seen.has(link)) { seen.add(link); queue.push(link); }
      }));
    }
    expect(broken).toEqual([]);
    const model = publicModel();
    // Every concept, every quote and every page of the default size were reached.
    for (const concept of model.dataset.concepts) expect(seen.has(`/api/v1/concepts/${concept.slug}.json`)).toBe(true);
    for (const id of model.quoteIds) expect(seen.has(`/api/v1/quotes/${id}.json`)).toBe(true);
    expect(seen.has("/api/v1/openapi.json") && seen.has("/api/v1/graph.json") && seen.has("/api/v1/themes.json")).toBe(true);
  });

  it("serves the path-only form of every endpoint, the bulk files and today's calendar entry", async () => {
    const today = utcDate(new Date());
    const model = publicModel();
    const paths = ["/api/v1/index.json", "/api/v1/concepts.json", "/api/v1/concepts/status/coming_soon.json", "/api/v1/quotes.json", "/api/v1/quotes/limit/10/offset/20.json", "/api/v1/quotes/concept/stoicism/limit/25/offset/3.json", "/api/v1/graph.json", "/api/v1/themes.json", "/api/v1/openapi.json", "/api/v1/dataset.json", "/api/v1/checksums.json", "/api/v1/quotes.csv", "/api/v1/quotes.ndjson", `/api/v1/quotes/today/${today}.json`, "/index.html", "/llms.txt", "/llms-full.txt"];
    for (const path of paths) expect((await fetch(`${origin}${path}`)).status, path).toBe(200);
    const entry = await (await fetch(`${origin}/api/v1/quotes/today/${today}.json`)).json();
    expect(entry).toMatchObject({ date: today, id: quoteIdForDay(dayNumber(today)!, model.quoteIds) });
  });
});
