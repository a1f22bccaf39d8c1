// The endpoint table: one description of every endpoint, shared by the catalogue and the OpenAPI document.
import { CONCEPT_STATUSES } from "../model.ts";
import { DEFAULT_LIMIT, MAX_LIMIT } from "./urls.ts";

export interface ParameterSpec {
  name: string;
  in: "query" | "path";
  required: boolean;
  description: string;
  schema: { type: "string" | "integer"; minimum?: number; maximum?: number; default?: number | string; enum?: string[]; pattern?: string };
}

export interface EndpointSpec {
  operationId: string;
  /** Path relative to /api/v1, in OpenAPI template syntax. */
  path: string;
  /** The path-only form that also works on plain static mirrors, if any. */
  pathForm: string | null;
  summary: string;
  description: string;
  parameters: ParameterSpec[];
  /** Name of the response body schema (see openapi-schemas.ts). */
  response: string;
  errors: number[];
  cache: string;
}

const concept = (description: string): ParameterSpec => ({ name: "concept", in: "query", required: false, description, schema: { type: "string", pattern: "^[a-z0-9-]+$" } });

export const ENDPOINTS: EndpointSpec[] = [
  { operationId: "getCatalogue", path: "/", pathForm: "/index.json", summary: "API root", description: "The catalogue: what the API is, its endpoints, bulk files, dataset counts and version.", parameters: [], response: "Catalogue", errors: [], cache: "until the next deploy; revalidate" },
  {
    operationId: "listConcepts", path: "/concepts", pathForm: "/concepts/status/{status}.json", summary: "List concepts", description: "Concepts ordered by slug. Without status, the live concepts; with status=coming_soon, the planned ones.",
    parameters: [{ name: "status", in: "query", required: false, description: "Which concepts to list.", schema: { type: "string", enum: [...CONCEPT_STATUSES], default: "live" } }],
    response: "ConceptList", errors: [400], cache: "until the next deploy; revalidate",
  },
  {
    operationId: "getConcept", path: "/concepts/{slug}", pathForm: "/concepts/{slug}.json", summary: "Get a concept", description: "Every field of the concept, its quote count and its closest kin: the at most 5 neighbours with the heaviest edges, heaviest first, each with why they are kin.",
    parameters: [{ name: "slug", in: "path", required: true, description: "The concept's slug.", schema: { type: "string", pattern: "^[a-z0-9-]+$" } }],
    response: "ConceptDetail", errors: [404], cache: "until the next deploy; revalidate",
  },
  {
    operationId: "listQuotes", path: "/quotes", pathForm: "/quotes/concept/{concept}/limit/{limit}/offset/{offset}.json (or /quotes/limit/{limit}/offset/{offset}.json)", summary: "List quotes", description: "Quotes ordered by id, a page at a time. count is the total matching; next and previous keep limit and concept and are null at the ends. An offset past the end gives an empty page.",
    parameters: [
      concept("Only quotes of this concept (a coming_soon concept has none yet)."),
      { name: "limit", in: "query", required: false, description: "Page size.", schema: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT } },
      { name: "offset", in: "query", required: false, description: "Number of quotes to skip.", schema: { type: "integer", minimum: 0, default: 0 } },
    ],
    response: "QuotePage", errors: [400, 404], cache: "until the next deploy; revalidate",
  },
  {
    operationId: "getQuoteOfTheDay", path: "/quotes/today", pathForm: "/quotes/today/{date}.json (dated calendar)", summary: "Quote of the day", description: "The same quote for every caller on a UTC date: day d (days since 1970-01-01) shows position d mod N of cycle floor(d/N), each cycle ordering all N quote ids by SHA-256(\"wisdom-data-api/today/<cycle>/<id>\"). No quote repeats within a cycle.",
    parameters: [], response: "QuoteOfTheDay", errors: [], cache: "until the next UTC midnight",
  },
  {
    operationId: "getRandomQuote", path: "/quotes/random", pathForm: null, summary: "Random quote", description: "A uniformly random quote, optionally of one concept. Never cached (Cache-Control: no-store).",
    parameters: [concept("Only quotes of this concept; 404 if it is unknown or has no quotes yet.")], response: "Quote", errors: [404], cache: "no-store",
  },
  {
    operationId: "getQuote", path: "/quotes/{id}", pathForm: "/quotes/{id}.json", summary: "Get a quote", description: "One quote by its stable numeric id.",
    parameters: [{ name: "id", in: "path", required: true, description: "The quote's id.", schema: { type: "integer", minimum: 1 } }],
    response: "Quote", errors: [404], cache: "until the next deploy; revalidate",
  },
  { operationId: "getGraph", path: "/graph", pathForm: "/graph.json", summary: "Connection graph", description: "Live concepts as nodes and the hand-curated weighted edges between them, each with why they are kin.", parameters: [], response: "Graph", errors: [], cache: "until the next deploy; revalidate" },
  { operationId: "listThemes", path: "/themes", pathForm: "/themes.json", summary: "Cross-tradition themes", description: "Tags shared by at least 2 live concepts, with those concepts.", parameters: [], response: "ThemeList", errors: [], cache: "until the next deploy; revalidate" },
  { operationId: "getOpenApi", path: "/openapi.json", pathForm: "/openapi.json", summary: "OpenAPI description", description: "This API described in OpenAPI 3.1.", parameters: [], response: "OpenApiDocument", errors: [], cache: "until the next deploy; revalidate" },
];
