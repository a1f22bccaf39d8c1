// JSON Schemas (2020-12, as OpenAPI 3.1 uses) of every response body, for the OpenAPI components.
import type { SchemaObject } from "openapi3-ts/oas31";

const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });
const string = (description: string, extra: SchemaObject = {}): SchemaObject => ({ type: "string", description, ...extra });
const integer = (description: string, extra: SchemaObject = {}): SchemaObject => ({ type: "integer", description, ...extra });
const url = (description: string): SchemaObject => string(description, { pattern: "^/api/v1/" });
const nullableUrl = (description: string): SchemaObject => ({ type: ["string", "null"], pattern: "^/api/v1/", description });
const object = (properties: Record<string, SchemaObject>, description: string): SchemaObject => ({
  type: "object",
  description,
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});
const list = (item: string, description: string): SchemaObject =>
  object({ count: integer("Number of results.", { minimum: 0 }), results: { type: "array", items: ref(item) } }, description);

const slug = string("Concept slug.", { pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" });
const color = string("Accent colour, #RRGGBB.", { pattern: "^#[0-9A-F]{6}$" });
const status = string("live or coming_soon.", { enum: ["live", "coming_soon"] });

const quoteProperties: Record<string, SchemaObject> = {
  id: integer("Stable id.", { minimum: 1 }),
  concept: slug,
  text: string("The passage, verbatim from the edition; '...' marks an omission."),
  author: string("Who the passage is by (not the translator)."),
  source: ref("QuoteSource"),
  url: url("This quote's URL."),
};

export const RESPONSE_SCHEMAS: Record<string, SchemaObject> = {
  QuoteSource: object({
    work: string("Title of the work."),
    locator: string("Book/chapter/section/verse as the edition numbers it."),
    translator: { type: ["string", "null"], description: "Translator; null for works written in English." },
    year: integer("Year of the edition quoted."),
    edition: string("The public-domain edition quoted."),
  }, "Where the quote comes from."),
  Quote: object(quoteProperties, "A verbatim quote from a public-domain edition."),
  QuoteOfTheDay: object({ ...quoteProperties, date: string("UTC date, YYYY-MM-DD.", { format: "date" }) }, "A quote with the UTC date it is the quote of."),
  QuotePage: object({
    count: integer("Total quotes matching.", { minimum: 0 }),
    limit: integer("Page size.", { minimum: 1, maximum: 100 }),
    offset: integer("Quotes skipped.", { minimum: 0 }),
    next: nullableUrl("Next page, or null on the last."),
    previous: nullableUrl("Previous page, or null on the first."),
    results: { type: "array", items: ref("Quote") },
  }, "A page of quotes ordered by id."),
  ConceptListItem: object({
    slug, name: string("Name."), status, region: string("Region."), era: string("Era."), accent_color: color,
    native_script: string("Name in the tradition's own script."), quote_count: integer("Number of quotes.", { minimum: 0 }), url: url("The concept's URL."),
  }, "A concept in a list."),
  ConceptList: list("ConceptListItem", "Concepts ordered by slug."),
  RelatedConcept: object({ slug, name: string("Name."), weight: { type: "number", exclusiveMinimum: 0, maximum: 1, description: "Strength of the kinship." }, why: string("Why they are kin."), url: url("The concept's URL.") }, "A close kin."),
  ConceptDetail: object({
    slug, name: string("Name."), status, summary: string("What the tradition is, in 80-160 words."), region: string("Region."), era: string("Era."), accent_color: color,
    native_script: string("Name in the tradition's own script."), native_script_language: string("Language of native_script."),
    tags: { type: "array", items: slug, description: "Tag slugs." }, quote_count: integer("Number of quotes.", { minimum: 0 }), url: url("This concept's URL."),
    quotes_url: url("First page of this concept's quotes."), related: { type: "array", maxItems: 5, items: ref("RelatedConcept"), description: "The at most 5 closest concepts, heaviest edge first." },
  }, "A concept with its details and closest kin."),
  Graph: object({
    nodes: { type: "array", items: object({ slug, name: string("Name."), accent_color: color, url: url("The concept's URL.") }, "A live concept.") },
    edges: { type: "array", items: object({ source: slug, target: slug, weight: { type: "number", exclusiveMinimum: 0, maximum: 1, description: "Strength of the kinship." }, why: string("Why they are kin.") }, "An undirected edge.") },
  }, "The connection graph over live concepts."),
  Theme: object({ slug, name: string("Name."), description: string("What the theme is."), concepts: { type: "array", minItems: 2, items: slug } }, "A tag shared by at least 2 live concepts."),
  ThemeList: list("Theme", "Cross-tradition themes ordered by slug."),
  Problem: {
    type: "object",
    description: "RFC 9457 problem details.",
    required: ["type", "title", "status", "detail", "instance"],
    additionalProperties: false,
    properties: {
      type: string("Problem type URL."), title: string("Short summary."), status: integer("HTTP status."), detail: string("What went wrong here."), instance: string("The request path."),
      errors: { type: "array", items: object({ name: string("Parameter."), in: string("query or path.", { enum: ["query", "path"] }), value: string("The value sent."), detail: string("What it must be.") }, "One invalid parameter.") },
    },
  },
  Catalogue: object({
    name: string("The API's name."),
    description: string("What the API is."),
    version: { const: "1", description: "Major version, as in the path." },
    license: { const: "CC0-1.0", description: "SPDX id of the data licence." },
    license_url: string("The licence text."),
    openapi: url("This API's OpenAPI document."),
    documentation: string("The front page."),
    llms_txt: string("How AI tools should use the API."),
    dataset_version: string("Content hash of the dataset: same data, same version.", { pattern: "^[0-9a-f]{16}$" }),
    counts: object({
      concepts: integer("Live concepts.", { minimum: 0 }), coming_soon: integer("Planned concepts.", { minimum: 0 }), quotes: integer("Quotes.", { minimum: 0 }),
      edges: integer("Graph edges.", { minimum: 0 }), themes: integer("Themes.", { minimum: 0 }),
    }, "Dataset counts."),
    downloads: object({
      dataset: url("Everything in one JSON document."), quotes_ndjson: url("Quotes, one JSON object per line."), quotes_csv: url("Quotes as RFC 4180 CSV."),
      checksums: url("SHA-256 of each bulk file."), calendar: url("Quote of the day by date (template)."),
    }, "Bulk files."),
    endpoints: {
      type: "array",
      description: "Every endpoint.",
      items: object({
        method: { const: "GET", description: "Always GET." }, path: url("The endpoint."), path_form: nullableUrl("Its path-only form, if any."), description: string("What it answers."),
        parameters: { type: "array", items: { type: "object", required: ["name", "in", "required", "description", "type"], properties: { name: string("Name."), in: string("query or path."), required: { type: "boolean" }, description: string("Meaning."), type: string("string or integer.") } } },
      }, "One endpoint."),
    },
  }, "The API root: what it is, its endpoints, bulk files, counts and dataset version."),
  OpenApiDocument: { type: "object", description: "An OpenAPI 3.1 document.", required: ["openapi", "info", "paths"] },
};
