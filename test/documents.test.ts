// Pure document builders and the router over the fixture dataset: pagination, related, themes, today, errors.
import { beforeAll, describe, expect, it } from "vitest";
import { relatedConcepts, themesOf, type ApiModel } from "../generator/api-model.ts";
import { pageLinks } from "../generator/documents/quotes.ts";
import { respond, type RequestContext } from "../generator/documents/router.ts";
import { dayNumber, quoteIdForDay, secondsUntilUtcMidnight } from "../generator/documents/today.ts";
import { urls } from "../generator/documents/urls.ts";
import type { Concept } from "../generator/model.ts";
import { fixtureModel } from "./support/fixture.ts";

let model: ApiModel;
beforeAll(async () => {
  model = await fixtureModel();
});
const context: RequestContext = { now: new Date("2026-11-22T12:00:00Z"), randomInt: () => 0 };
const get = (url: string) => {
  const response = respond(new URL(url, "http://test.invalid"), model, context);
  return { ...response, json: JSON.parse(response.body) as Record<string, any> };
};

describe("pageLinks", () => {
  it.each([
    // offset, limit, count → next, previous, last
    [0, 25, 15, null, null, 0],
    [0, 2, 15, 2, null, 14],
    [2, 2, 15, 4, 0, 14],
    [1, 2, 15, 3, 0, 14],
    [14, 2, 15, null, 12, 14],
    [13, 5, 15, null, 8, 10],
    [3, 5, 15, 8, 0, 10],
    [40, 10, 15, null, 30, 10],
    [0, 10, 0, null, null, 0],
  ])("offset %i limit %i of %i → next %s, previous %s, last %s", (offset, limit, count, next, previous, last) => {
    const links = pageLinks({ concept: "taoism", limit, offset }, count);
    expect(links.next?.offset ?? null).toBe(next);
    expect(links.previous?.offset ?? null).toBe(previous);
    expect(links.last.offset).toBe(last);
    expect(links.first.offset).toBe(0);
    for (const link of [links.next, links.previous, links.first, links.last]) if (link) expect(link).toMatchObject({ concept: "taoism", limit });
  });
});

describe("related concepts", () => {
  const concept = (slug: string): Concept => ({ slug, name: slug, status: "live", summary: "", region: "", era: "", accent_color: "#000000", native_script: "", native_script_language: "", tags: [] });
  it("takes the five heaviest edges, heaviest first, ties by slug", () => {
    const slugs = ["a", "b", "c", "d", "e", "f", "g"];
    const bySlug = new Map(slugs.map((slug) => [slug, concept(slug)]));
    const edges = [
      { source: "a", target: "b", weight: 0.3, why: "" },
      { source: "a", target: "c", weight: 0.9, why: "" },
      { source: "a", target: "d", weight: 0.5, why: "" },
      { source: "a", target: "e", weight: 0.5, why: "" },
      { source: "a", target: "f", weight: 0.7, why: "" },
      { source: "a", target: "g", weight: 0.2, why: "" },
      { source: "b", target: "c", weight: 1, why: "" },
    ];
    expect(relatedConcepts("a", edges, bySlug).map((n) => `${n.concept.slug}:${n.weight}`)).toEqual(["c:0.9", "f:0.7", "d:0.5", "e:0.5", "b:0.3"]);
    expect(relatedConcepts("c", edges, bySlug).map((n) => n.concept.slug)).toEqual(["b", "a"]);
  });
});

describe("themes", () => {
  it("are exactly the tags used by at least two live concepts", () => {
    // jainism (coming soon) shares courage and non-action, which must not count.
    expect(themesOf(model.dataset).map((theme) => [theme.tag.slug, theme.concepts])).toEqual([
      ["discipline", ["stoicism", "yoga"]],
      ["simplicity", ["taoism", "yoga"]],
      ["stillness", ["taoism", "yoga"]],
    ]);
  });
});

describe("quote of the day", () => {
  it("shows every quote once per cycle, in an order fixed by the cycle", () => {
    const ids = model.quoteIds;
    const cycle = (c: number) => ids.map((_, i) => quoteIdForDay(c * ids.length + i, ids));
    expect([...cycle(1300)].sort((a, b) => a - b)).toEqual(ids);
    expect(cycle(1300)).toEqual(cycle(1300));
    expect(cycle(1301)).not.toEqual(cycle(1300));
  });

  it.each([
    ["2026-11-22", 20_779],
    ["1970-01-01", 0],
    ["2024-02-29", 19_782],
    ["2026-02-29", null],
    ["2026-13-01", null],
    ["26-11-22", null],
  ])("day number of %s is %s", (date, expected) => {
    expect(dayNumber(date)).toBe(expected);
  });

  it("may be cached until the next UTC midnight and no longer", () => {
    expect(secondsUntilUtcMidnight(new Date("2026-11-22T23:59:30Z"))).toBe(30);
    expect(secondsUntilUtcMidnight(new Date("2026-11-22T00:00:00Z"))).toBe(86_400);
    const today = get("/api/v1/quotes/today");
    expect(today.headers["Cache-Control"]).toBe("public, max-age=43200");
    expect(today.headers["Netlify-CDN-Cache-Control"]).toBe("public, durable, max-age=43200");
    expect(today.json).toMatchObject({ date: "2026-11-22", id: quoteIdForDay(20_779, model.quoteIds) });
    expect(get("/api/v1/quotes/today/2026-11-22").body).toBe(today.body);
  });
});

describe("documents", () => {
  it("a page keeps limit and concept in its links and counts all matches", () => {
    const page = get(urls.quotesPage({ concept: "stoicism", limit: 3, offset: 3 })).json;
    expect(page).toMatchObject({ count: 7, limit: 3, offset: 3, next: "/api/v1/quotes/concept/stoicism/limit/3/offset/6.json", previous: "/api/v1/quotes/concept/stoicism/limit/3/offset/0.json" });
    expect(page["results"].map((q: { id: number }) => q.id)).toEqual(model.quotesByConcept.get("stoicism")!.slice(3, 6).map((q) => q.id));
  });

  it("a quote has the same bytes alone and inside a page", () => {
    const id = model.quoteIds[4]!;
    const alone = get(urls.quote(id)).body.trim();
    expect(get("/api/v1/quotes?limit=5").body).toContain(alone);
    expect(Object.keys(JSON.parse(alone))).toEqual(["id", "concept", "text", "author", "source", "url"]);
  });

  it("a coming-soon concept has an empty related list and an empty quote page", () => {
    expect(get("/api/v1/concepts/jainism").json).toMatchObject({ status: "coming_soon", quote_count: 0, related: [] });
    expect(get("/api/v1/quotes?concept=jainism").json).toMatchObject({ count: 0, results: [], next: null, previous: null });
  });

  it.each([
    ["/api/v1/quotes?limit=0", 400, ["limit"]],
    ["/api/v1/quotes?limit=101", 400, ["limit"]],
    ["/api/v1/quotes?limit=2.5", 400, ["limit"]],
    ["/api/v1/quotes?limit=&offset=-1", 400, ["limit", "offset"]],
    ["/api/v1/quotes/limit/abc/offset/0.json", 400, ["limit"]],
    ["/api/v1/concepts?status=all", 400, ["status"]],
    ["/api/v1/concepts/status/all.json", 400, ["status"]],
    ["/api/v1/concepts/atlantis", 404, []],
    ["/api/v1/quotes/99999", 404, []],
    ["/api/v1/quotes/abc", 404, []],
    ["/api/v1/quotes?concept=atlantis", 404, []],
    ["/api/v1/quotes/random?concept=atlantis", 404, []],
    ["/api/v1/quotes/random?concept=jainism", 404, []],
    ["/api/v1/nothing/here", 404, []],
    ["/api/v1/quotes/today/2026-02-30", 404, []],
  ])("%s → %i problem", (url, status, names) => {
    const response = get(url);
    expect(response.status).toBe(status);
    expect(response.headers["Content-Type"]).toBe("application/problem+json; charset=utf-8");
    expect(response.headers["Access-Control-Allow-Origin"]).toBe("*");
    expect(response.json).toMatchObject({ status, type: expect.stringMatching(/^\/api\/v1\/problems\//), title: expect.any(String), detail: expect.any(String), instance: expect.stringMatching(/^\/api\/v1/) });
    expect((response.json["errors"] ?? []).map((error: { name: string }) => error.name)).toEqual(names);
  });

  it("random draws uniformly from the matching quotes and is never cached", () => {
    const draws = model.quotesByConcept.get("taoism")!.map((_, index) => {
      const response = respond(new URL("http://x/api/v1/quotes/random?concept=taoism"), model, { ...context, randomInt: (n) => (n === 5 ? index : -1) });
      expect(response.headers["Cache-Control"]).toBe("no-store");
      expect(response.headers["Netlify-CDN-Cache-Control"]).toBe("no-store");
      return JSON.parse(response.body).id;
    });
    expect(draws).toEqual(model.quotesByConcept.get("taoism")!.map((q) => q.id));
  });
});
