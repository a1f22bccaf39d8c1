// End to end over HTTP through netlify dev: every endpoint, every error case, headers, and every body against openapi.json.
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { validatorFromOpenApi, type BodyValidator } from "./support/openapi-validator.ts";

const origin = inject("apiOrigin");
let validate: BodyValidator;
let catalogue: Record<string, any>;
let live: string;
let comingSoon: string;
let firstId: number;

async function get(path: string, init?: RequestInit) {
  const response = await fetch(`${origin}${path}`, init);
  const text = await response.text();
  const json = /json/.test(response.headers.get("content-type") ?? "") && text ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, text, json };
}

beforeAll(async () => {
  validate = validatorFromOpenApi((await get("/api/v1/openapi.json")).json);
  catalogue = (await get("/api/v1/")).json;
  const concepts = (await get("/api/v1/concepts")).json.results;
  live = concepts[0].slug;
  comingSoon = (await get("/api/v1/concepts?status=coming_soon")).json.results[0].slug;
  firstId = (await get("/api/v1/quotes?limit=1")).json.results[0].id;
});

const fill = (path: string) => path.replaceAll("{live}", live).replaceAll("{soon}", comingSoon).replaceAll("{id}", String(firstId));

describe("every endpoint answers 200 with a body that matches its OpenAPI schema", () => {
  it.each([
    ["/api/v1/", "Catalogue"],
    ["/api/v1", "Catalogue"],
    ["/api/v1/concepts", "ConceptList"],
    ["/api/v1/concepts?status=live", "ConceptList"],
    ["/api/v1/concepts?status=coming_soon", "ConceptList"],
    ["/api/v1/concepts/{live}", "ConceptDetail"],
    ["/api/v1/concepts/{soon}", "ConceptDetail"],
    ["/api/v1/quotes", "QuotePage"],
    ["/api/v1/quotes?limit=100&offset=100", "QuotePage"],
    ["/api/v1/quotes?concept={live}&limit=5&offset=5", "QuotePage"],
    ["/api/v1/quotes?concept={soon}", "QuotePage"],
    ["/api/v1/quotes?limit=7&offset=3", "QuotePage"],
    ["/api/v1/quotes?offset=100000", "QuotePage"],
    ["/api/v1/quotes/{id}", "Quote"],
    ["/api/v1/quotes/today", "QuoteOfTheDay"],
    ["/api/v1/quotes/random", "Quote"],
    ["/api/v1/quotes/random?concept={live}", "Quote"],
    ["/api/v1/graph", "Graph"],
    ["/api/v1/themes", "ThemeList"],
    ["/api/v1/openapi.json", "OpenApiDocument"],
  ])("GET %s → %s", async (path, schema) => {
    const response = await get(fill(path));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(validate(schema, response.json)).toEqual([]);
  });
});

describe("errors are RFC 9457 problem details with CORS", () => {
  it.each([
    ["/api/v1/concepts/atlantis", 404, []],
    ["/api/v1/concepts/atlantis.json", 404, []],
    ["/api/v1/quotes/999999", 404, []],
    ["/api/v1/quotes/abc", 404, []],
    ["/api/v1/quotes?concept=atlantis", 404, []],
    ["/api/v1/quotes/random?concept=atlantis", 404, []],
    ["/api/v1/quotes/random?concept={soon}", 404, []],
    ["/api/v1/no/such/path", 404, []],
    ["/api/v1/quotes?limit=0", 400, ["limit"]],
    ["/api/v1/quotes?limit=101", 400, ["limit"]],
    ["/api/v1/quotes?limit=abc", 400, ["limit"]],
    ["/api/v1/quotes?offset=-1", 400, ["offset"]],
    ["/api/v1/quotes?limit=1.5&offset=x", 400, ["limit", "offset"]],
    ["/api/v1/quotes?concept={live}&limit=1000", 400, ["limit"]],
    ["/api/v1/concepts?status=everything", 400, ["status"]],
  ])("GET %s → %i", async (path, status, names) => {
    const response = await get(fill(path));
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(validate("Problem", response.json)).toEqual([]);
    expect(response.json).toMatchObject({ status, instance: expect.stringMatching(/^\/api\/v1/) });
    expect((response.json.errors ?? []).map((error: { name: string }) => error.name)).toEqual(names);
  });

  it("refuses writes with 405 and says which methods exist", async () => {
    const response = await get("/api/v1/quotes/random", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("behaviour", () => {
  it("query forms, extensionless paths and path-only URLs give the same bytes", async () => {
    const pairs = [
      ["/api/v1/quotes?concept={live}&limit=3&offset=3", "/api/v1/quotes/concept/{live}/limit/3/offset/3.json"],
      ["/api/v1/concepts/{live}", "/api/v1/concepts/{live}.json"],
      ["/api/v1/concepts?status=coming_soon", "/api/v1/concepts/status/coming_soon.json"],
      ["/api/v1/quotes", "/api/v1/quotes/limit/25/offset/0.json"],
      ["/api/v1/", "/api/v1/index.json"],
    ];
    for (const [query, pathOnly] of pairs) expect((await get(fill(query!))).text).toBe((await get(fill(pathOnly!))).text);
  });

  it("following next from the first page visits every quote once, in id order", async () => {
    const ids: number[] = [];
    let next: string | null = "/api/v1/quotes?limit=100";
    while (next) {
      const page: Record<string, any> = (await get(next)).json;
      ids.push(...page["results"].map((quote: { id: number }) => quote.id));
      next = page["next"];
    }
    expect(ids.length).toBe(catalogue["counts"]["quotes"]);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("an off-grid page is computed by the function, with an RFC 8288 Link header", async () => {
    const response = await get("/api/v1/quotes?limit=7&offset=3");
    expect(response.json).toMatchObject({ limit: 7, offset: 3, previous: "/api/v1/quotes/limit/7/offset/0.json", next: "/api/v1/quotes/limit/7/offset/10.json" });
    expect(response.headers.get("link")).toContain('</api/v1/quotes/limit/7/offset/10.json>; rel="next"');
    expect(response.headers.get("link")).toContain('rel="last"');
  });

  it("today is the same for every call on a UTC date and cacheable until midnight only", async () => {
    const [one, two] = [await get("/api/v1/quotes/today"), await get("/api/v1/quotes/today")];
    expect(one.text).toBe(two.text);
    const now = new Date();
    expect(one.json.date).toBe(now.toISOString().slice(0, 10));
    const maxAge = Number(/max-age=(\d+)/.exec(one.headers.get("cache-control") ?? "")?.[1]);
    const untilMidnight = (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000;
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(Math.ceil(untilMidnight) + 1);
    expect((await get(`/api/v1/quotes/today/${one.json.date}`)).json).toEqual(one.json);
  });

  it("random is never cached and keeps to its concept", async () => {
    const draws = await Promise.all(Array.from({ length: 8 }, () => get(fill("/api/v1/quotes/random?concept={live}"))));
    for (const draw of draws) {
      expect(draw.headers.get("cache-control")).toBe("no-store");
      expect(draw.json.concept).toBe(live);
    }
  });

  it("answers a CORS preflight on a function route", async () => {
    const response = await fetch(`${origin}/api/v1/quotes/random`, { method: "OPTIONS", headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET" } });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("serves the bulk files with CORS, matching their checksums, and the front door files", async () => {
    const checksums = (await get(catalogue["downloads"]["checksums"])).json;
    expect(checksums.dataset_version).toBe(catalogue["dataset_version"]);
    for (const [path, digest] of Object.entries<string>(checksums.files)) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(createHash("sha256").update(response.text).digest("hex"), path).toBe(digest);
    }
    for (const path of ["/", "/llms.txt", "/llms-full.txt", `/api/v1/quotes/today/${new Date().toISOString().slice(0, 10)}`]) expect((await get(path)).status, path).toBe(200);
  });

  it("the catalogue reports version 1, CC0 and the dataset counts", async () => {
    expect(catalogue).toMatchObject({ version: "1", license: "CC0-1.0", openapi: "/api/v1/openapi.json" });
    const concepts = (await get("/api/v1/concepts")).json;
    expect(catalogue["counts"]["concepts"]).toBe(concepts.count);
    expect(catalogue["endpoints"].map((endpoint: { path: string }) => endpoint.path)).toEqual(expect.arrayContaining(["/api/v1/concepts", "/api/v1/quotes/random", "/api/v1/openapi.json"]));
  });
});
