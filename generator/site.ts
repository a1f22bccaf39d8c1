// Enumerates every static document of the site and renders each through the same router the functions use.
import type { ApiModel } from "./api-model.ts";
import { bulkFiles } from "./downloads.ts";
import { frontDoorFiles } from "./front/index.ts";
import { PROBLEM_TYPES } from "./documents/problem.ts";
import { respond, type RequestContext } from "./documents/router.ts";
import { DEFAULT_LIMIT, MAX_LIMIT, urls, type PageQuery } from "./documents/urls.ts";
import { CONCEPT_STATUSES } from "./model.ts";

/** Pages reachable by following next/previous from offset 0 at every limit, plus every offset at the default limit. */
export function reachablePages(concept: string | null, count: number): PageQuery[] {
  const pages: PageQuery[] = [];
  for (let limit = 1; limit <= MAX_LIMIT; limit++) {
    for (let offset = 0; offset === 0 || offset < count; offset += limit) pages.push({ concept, limit, offset });
  }
  for (let offset = 1; offset < count; offset++) if (offset % DEFAULT_LIMIT !== 0) pages.push({ concept, limit: DEFAULT_LIMIT, offset });
  return pages;
}

export const CALENDAR_DAYS = 366;

/** The calendar's dates: `start` and the following days, as YYYY-MM-DD (UTC). */
export function calendarDates(start: string, days = CALENDAR_DAYS): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: days }, (_, day) => new Date(first + day * 86_400_000).toISOString().slice(0, 10));
}

export interface SiteOptions {
  /** First day of the dated quote-of-the-day calendar; the build's input, so the output stays reproducible. */
  calendarStart: string;
  /** Redoc's standalone browser bundle, served from this site. */
  redocBundle: string;
}

/** Every URL a client can reach by following links from /api/v1/, in their path-only form. */
export function staticUrls(model: ApiModel, calendarStart: string): string[] {
  const { concepts, quotes } = model.dataset;
  return [
    urls.catalogue(),
    urls.concepts(),
    ...CONCEPT_STATUSES.map(urls.conceptsByStatus),
    ...concepts.map((concept) => urls.concept(concept.slug)),
    urls.quotes(),
    ...quotes.map((quote) => urls.quote(quote.id)),
    ...reachablePages(null, quotes.length).map(urls.quotesPage),
    ...concepts.flatMap((concept) => reachablePages(concept.slug, model.quotesByConcept.get(concept.slug)?.length ?? 0).map(urls.quotesPage)),
    urls.graph(),
    urls.themes(),
    urls.openapi(),
    urls.dataset(),
    urls.checksums(),
    ...calendarDates(calendarStart).map(urls.todayOn),
    ...Object.values(PROBLEM_TYPES).map((kind) => urls.problemType(kind.name)),
  ];
}

// Static documents never depend on the clock or chance; a context that would notice is a bug.
const STATIC_CONTEXT: RequestContext = {
  get now(): Date {
    throw new Error("a static document asked for the current time");
  },
  randomInt: () => {
    throw new Error("a static document asked for a random number");
  },
};

/** Map from URL path to the exact bytes served there: the API documents, bulk files, front door and assets. */
export function siteDocuments(model: ApiModel, options: SiteOptions): Map<string, string> {
  const documents = new Map<string, string>();
  for (const url of staticUrls(model, options.calendarStart)) {
    const response = respond(new URL(url, "http://build.invalid"), model, STATIC_CONTEXT);
    if (response.status !== 200) throw new Error(`the build produced ${response.status} for ${url}: ${response.body}`);
    documents.set(url, response.body);
  }
  // dataset.json came through the router above; the text formats are not JSON documents, so they come from here.
  for (const [url, bytes] of bulkFiles(model)) if (!documents.has(url)) documents.set(url, bytes);
  for (const [url, bytes] of frontDoorFiles(model, options.redocBundle)) documents.set(url, bytes);
  return documents;
}
