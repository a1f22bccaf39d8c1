// Maps any API URL (query form or path-only form) to its document or problem: shared by the build and the functions.
import type { ApiModel } from "../api-model.ts";
import type { ConceptStatus } from "../model.ts";
import { bulkDocument } from "../bulk.ts";
import { checksumsDocument } from "../downloads.ts";
import { catalogueDocument } from "./catalogue.ts";
import { conceptDetailDocument, conceptListDocument } from "./concepts.ts";
import { graphDocument, themesDocument } from "./graph.ts";
import { openApiDocument } from "./openapi.ts";
import { parsePageQuery, parseStatus, type RawParameter } from "./params.ts";
import { PROBLEM_TYPES, problem, problemTypeDocument, type ParameterError } from "./problem.ts";
import { linkHeader, quoteObject, quotesMatching, quotesPageDocument } from "./quotes.ts";
import { CACHE, jsonResponse, type ApiResponse } from "./response.ts";
import { dayNumber, secondsUntilUtcMidnight, utcDate, quoteIdForDay } from "./today.ts";
import { API_BASE, type PageQuery } from "./urls.ts";

/** What a response may depend on besides the URL: the clock (today) and a random source (random). */
export interface RequestContext {
  now: Date;
  /** A uniformly random integer in [0, n). */
  randomInt: (n: number) => number;
}

const notFound = (detail: string, instance: string): ApiResponse => jsonResponse(404, problem(PROBLEM_TYPES.notFound, detail, instance));
const invalid = (errors: ParameterError[], instance: string): ApiResponse =>
  jsonResponse(400, problem(PROBLEM_TYPES.invalidParameter, errors.map((error) => error.detail).join("; "), instance, errors));

const query = (url: URL, name: string): RawParameter => ({ value: url.searchParams.get(name), in: "query" });
const path = (value: string | undefined): RawParameter => ({ value: value ?? null, in: "path" });

function conceptList(model: ApiModel, status: { ok: true; value: ConceptStatus } | { ok: false; error: ParameterError }, instance: string): ApiResponse {
  return status.ok ? jsonResponse(200, conceptListDocument(model, status.value)) : invalid([status.error], instance);
}

function quotesPage(model: ApiModel, concept: string | null, limit: RawParameter, offset: RawParameter, instance: string): ApiResponse {
  const parsed = parsePageQuery(concept, limit, offset);
  if (!parsed.ok) return invalid(parsed.errors, instance);
  if (concept !== null && !model.conceptBySlug.has(concept)) return notFound(`No concept has the slug "${concept}"; see ${API_BASE}/concepts for the slugs.`, instance);
  return pageResponse(model, parsed.value);
}

function pageResponse(model: ApiModel, page: PageQuery): ApiResponse {
  return jsonResponse(200, quotesPageDocument(model, page), { Link: linkHeader(page, quotesMatching(model, page.concept).length) });
}

function quoteOfTheDay(model: ApiModel, date: string, instance: string, cache: Record<string, string>): ApiResponse {
  const day = dayNumber(date);
  if (day === null) return notFound(`"${date}" is not a calendar date (YYYY-MM-DD).`, instance);
  const quote = model.quoteById.get(quoteIdForDay(day, model.quoteIds));
  return jsonResponse(200, { ...quoteObject(quote!), date }, cache);
}

function randomQuote(model: ApiModel, concept: string | null, context: RequestContext, instance: string): ApiResponse {
  if (concept !== null && !model.conceptBySlug.has(concept)) return notFound(`No concept has the slug "${concept}"; see ${API_BASE}/concepts for the slugs.`, instance);
  const pool = quotesMatching(model, concept);
  if (pool.length === 0) return notFound(`The concept "${concept}" has no quotes yet.`, instance);
  return jsonResponse(200, quoteObject(pool[context.randomInt(pool.length)]!), CACHE.never);
}

/**
 * The API path without a trailing slash, `.json`, or `.html`/`/index.html` suffix. The last is for
 * `netlify dev`, which re-requests a function's 404 at those variants (mimicking the CDN's pretty
 * URLs) and would otherwise answer with the variant's 404 instead of the original's.
 */
export function canonicalApiPath(pathname: string): string {
  return pathname.replace(/(?:\/index)?\.html?$/, "").replace(/\/+$/, "").replace(/\.json$/, "");
}

/** Path segments after /api/v1; null if the URL is outside the API. */
function apiSegments(path: string): string[] | null {
  if (path !== API_BASE && !path.startsWith(`${API_BASE}/`)) return null;
  const rest = path.slice(API_BASE.length).replace(/^\//, "");
  try {
    return rest === "" ? [] : rest.split("/").map(decodeURIComponent);
  } catch {
    return null;
  }
}

export function respond(url: URL, model: ApiModel, context: RequestContext): ApiResponse {
  const instance = canonicalApiPath(url.pathname) || "/";
  const segments = apiSegments(instance);
  const unknownPath = (): ApiResponse => notFound(`Nothing exists at ${instance}; the catalogue at ${API_BASE}/ lists every endpoint.`, instance);
  if (segments === null) return unknownPath();
  const [head, second, third, ...rest] = segments;

  switch (head) {
    case undefined:
    case "index":
      return segments.length <= 1 ? jsonResponse(200, catalogueDocument(model)) : unknownPath();
    case "graph":
    case "themes":
    case "openapi":
    case "dataset":
    case "checksums":
      if (segments.length !== 1) return unknownPath();
      return jsonResponse(200, SINGLETONS[head](model));
    case "problems": {
      const kind = Object.values(PROBLEM_TYPES).find((candidate) => candidate.name === second);
      return kind && segments.length === 2 ? jsonResponse(200, problemTypeDocument(kind)) : unknownPath();
    }
    case "concepts":
      if (second === undefined) return conceptList(model, parseStatus(query(url, "status")), instance);
      if (second === "status" && third !== undefined && rest.length === 0) return conceptList(model, parseStatus(path(third)), instance);
      if (third !== undefined) return unknownPath();
      {
        const concept = model.conceptBySlug.get(second);
        return concept ? jsonResponse(200, conceptDetailDocument(model, concept)) : notFound(`No concept has the slug "${second}"; see ${API_BASE}/concepts for the slugs.`, instance);
      }
    case "quotes":
      return quotesRoute(url, model, context, segments.slice(1), instance, unknownPath);
    default:
      return unknownPath();
  }
}

function quotesRoute(url: URL, model: ApiModel, context: RequestContext, segments: string[], instance: string, unknownPath: () => ApiResponse): ApiResponse {
  const [first, second] = segments;
  if (first === undefined) return quotesPage(model, url.searchParams.get("concept"), query(url, "limit"), query(url, "offset"), instance);
  if (first === "today") {
    if (segments.length === 1) return quoteOfTheDay(model, utcDate(context.now), instance, CACHE.untilMidnight(secondsUntilUtcMidnight(context.now)));
    return segments.length === 2 ? quoteOfTheDay(model, second!, instance, CACHE.document) : unknownPath();
  }
  if (first === "random") return segments.length === 1 ? randomQuote(model, url.searchParams.get("concept"), context, instance) : unknownPath();
  // Path-only page forms: /quotes[/concept/{slug}]/limit/{limit}/offset/{offset}
  const page = /^(?:concept\/([^/]+)\/)?limit\/([^/]*)\/offset\/([^/]*)$/.exec(segments.join("/"));
  if (page) return quotesPage(model, page[1] ?? null, path(page[2]), path(page[3]), instance);
  if (segments.length !== 1) return unknownPath();
  const quote = /^\d{1,15}$/.test(first) ? model.quoteById.get(Number(first)) : undefined;
  return quote ? jsonResponse(200, quoteObject(quote)) : notFound(`No quote has the id "${first}"; ids are positive integers (see ${API_BASE}/quotes).`, instance);
}

const SINGLETONS: Record<"graph" | "themes" | "openapi" | "dataset" | "checksums", (model: ApiModel) => unknown> = {
  graph: graphDocument,
  themes: themesDocument,
  openapi: openApiFor,
  dataset: bulkDocument,
  checksums: checksumsDocument,
};

const openApiCache = new WeakMap<ApiModel, unknown>();

/** The OpenAPI document with real examples from the dataset; built once per model. */
function openApiFor(model: ApiModel): unknown {
  let document = openApiCache.get(model);
  if (document === undefined) {
    const first = model.dataset.quotes[0];
    const live = model.dataset.concepts.find((concept) => concept.status === "live");
    const firstPage = { concept: null, limit: 2, offset: 0 };
    document = openApiDocument(model, {
      getQuote: first && quoteObject(first),
      getRandomQuote: first && quoteObject(first),
      listQuotes: first && quotesPageDocument(model, firstPage),
      getConcept: live && conceptDetailDocument(model, live),
      listThemes: themesDocument(model),
    });
    openApiCache.set(model, document);
  }
  return document;
}
