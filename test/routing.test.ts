// Routing through Netlify's own redirect engine over netlify.toml: every query and extensionless form
// lands on the path-only document, and that document is what the router answers for the original URL.
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiModel } from "../generator/api-model.ts";
import { respond } from "../generator/documents/router.ts";
import { loadRouter, type Router } from "./support/redirects.ts";
import { hasStaticFile, publicModel, readStatic } from "./support/public-site.ts";

let route: Router;
let model: ApiModel;
let slug: string;
beforeAll(async () => {
  route = await loadRouter();
  model = publicModel();
  slug = model.dataset.concepts.find((concept) => concept.status === "live")!.slug;
});

const at = { now: new Date("2026-11-22T00:00:00Z"), randomInt: () => 0 };

describe("netlify.toml rules", () => {
  it.each([
    ["/api/v1", "/api/v1/index.json"],
    ["/api/v1/", "/api/v1/index.json"],
    ["/api/v1/concepts", "/api/v1/concepts.json"],
    ["/api/v1/concepts?status=live", "/api/v1/concepts/status/live.json"],
    ["/api/v1/concepts?status=coming_soon", "/api/v1/concepts/status/coming_soon.json"],
    ["/api/v1/concepts/SLUG", "/api/v1/concepts/SLUG.json"],
    ["/api/v1/quotes", "/api/v1/quotes.json"],
    ["/api/v1/quotes?limit=7", "/api/v1/quotes/limit/7/offset/0.json"],
    ["/api/v1/quotes?offset=5", "/api/v1/quotes/limit/25/offset/5.json"],
    ["/api/v1/quotes?offset=6&limit=3", "/api/v1/quotes/limit/3/offset/6.json"],
    ["/api/v1/quotes?limit=3&offset=6&utm_source=mail", "/api/v1/quotes/limit/3/offset/6.json"],
    ["/api/v1/quotes?concept=SLUG", "/api/v1/quotes/concept/SLUG/limit/25/offset/0.json"],
    ["/api/v1/quotes?concept=SLUG&limit=10", "/api/v1/quotes/concept/SLUG/limit/10/offset/0.json"],
    ["/api/v1/quotes?concept=SLUG&offset=1", "/api/v1/quotes/concept/SLUG/limit/25/offset/1.json"],
    ["/api/v1/quotes?offset=2&concept=SLUG&limit=2", "/api/v1/quotes/concept/SLUG/limit/2/offset/2.json"],
    ["/api/v1/quotes/ID", "/api/v1/quotes/ID.json"],
    ["/api/v1/graph", "/api/v1/graph.json"],
    ["/api/v1/themes", "/api/v1/themes.json"],
    ["/api/v1/openapi", "/api/v1/openapi.json"],
  ])("%s → %s, a static file with the router's bytes for the original URL", (from, to) => {
    const id = String(model.quoteIds[0]);
    const fill = (url: string) => url.replaceAll("SLUG", slug).replaceAll("ID", id);
    expect(route(fill(from))).toEqual({ to: fill(to), status: 200 });
    expect(hasStaticFile(fill(to))).toBe(true);
    expect(readStatic(fill(to))).toBe(respond(new URL(fill(from), "http://x"), model, at).body);
  });

  it.each([
    ["/api/v1/quotes?limit=abc", "/api/v1/quotes/limit/abc/offset/0.json", 400],
    ["/api/v1/quotes?limit=500&offset=0", "/api/v1/quotes/limit/500/offset/0.json", 400],
    ["/api/v1/concepts?status=all", "/api/v1/concepts/status/all.json", 400],
    ["/api/v1/quotes?concept=atlantis", "/api/v1/quotes/concept/atlantis/limit/25/offset/0.json", 404],
    ["/api/v1/concepts/atlantis", "/api/v1/concepts/atlantis.json", 404],
    ["/api/v1/unknown/path", "/api/v1/unknown/path.json", 404],
  ])("%s → %s: no static file, so the api function answers %i", (from, to, status) => {
    expect(route(from)).toEqual({ to, status: 200 });
    expect(hasStaticFile(to)).toBe(false);
    expect(respond(new URL(from, "http://x"), model, at).status).toBe(status);
  });
});
