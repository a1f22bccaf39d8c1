// llms.txt and llms-full.txt (the llms.txt convention): how an AI tool should use the API, from the endpoint table.
import type { ApiModel } from "../api-model.ts";
import { ENDPOINTS, type EndpointSpec } from "../documents/endpoints.ts";
import { quoteObject } from "../documents/quotes.ts";
import { API_BASE, urls } from "../documents/urls.ts";

function summary(model: ApiModel): string {
  const live = model.dataset.concepts.filter((concept) => concept.status === "live");
  return `> Free, read-only JSON API over contemplative-wisdom traditions: ${live.length} traditions (concepts), ${model.dataset.quotes.length} quotes copied verbatim from public-domain English editions with author, work, locator, translator and year, a weighted graph of ${model.dataset.edges.length} kinships between traditions (each with a "why"), and ${model.themes.length} cross-tradition themes. Data is CC0 1.0. No authentication; CORS is open; every method is GET.`;
}

const NOTES = `- Base path: ${API_BASE}. Responses are JSON (UTF-8). Errors are RFC 9457 problem details (application/problem+json) with an \`errors\` list naming each bad parameter.
- Quotes are verbatim; cite them with their \`author\` and \`source\` (work, locator, translator, year). Do not paraphrase a quote and present it as a quotation.
- Pagination: \`limit\` 1-100 (default 25), \`offset\` >= 0; follow \`next\` until it is null. Out-of-range values get a 400, never a silent clamp.
- Same quote for everyone on a UTC date: ${API_BASE}/quotes/today. Random: ${API_BASE}/quotes/random (never cached).
- To use the whole dataset, download ${urls.dataset()} once and cache it; compare \`dataset_version\` (in the catalogue) to know when to refetch.
- Every document has a path-only URL ending in .json (the form used in response bodies), which also works on static mirrors.`;

const parameterLine = (p: EndpointSpec["parameters"][number]): string => {
  const bounds = [p.schema.enum && `one of ${p.schema.enum.join(", ")}`, p.schema.minimum !== undefined && `min ${p.schema.minimum}`, p.schema.maximum !== undefined && `max ${p.schema.maximum}`, p.schema.default !== undefined && `default ${p.schema.default}`].filter(Boolean).join(", ");
  return `  - \`${p.name}\` (${p.in}, ${p.schema.type}${p.required ? ", required" : ""}${bounds ? `, ${bounds}` : ""}): ${p.description}`;
};

export function llmsTxt(model: ApiModel): string {
  // Templated paths ({slug}, {id}) are not URLs, so only concrete paths become links.
  const endpoints = ENDPOINTS.map((endpoint) => {
    const path = `${API_BASE}${endpoint.path}`;
    return `- ${path.includes("{") ? `\`GET ${path}\`` : `[GET ${path}](${path})`}: ${endpoint.summary}. ${endpoint.description}`;
  }).join("\n");
  return `# Wisdom Data API

${summary(model)}

${NOTES}

## Endpoints

${endpoints}

## Bulk data

- [dataset.json](${urls.dataset()}): everything in one document (concepts with details, quotes, edges, tags, themes)
- [quotes.ndjson](${urls.quotesNdjson()}): one quote per line
- [quotes.csv](${urls.quotesCsv()}): RFC 4180 CSV with a header row
- [checksums.json](${urls.checksums()}): SHA-256 of each bulk file

## Optional

- [llms-full.txt](/llms-full.txt): the full endpoint reference with example responses
- [openapi.json](${urls.openapi()}): OpenAPI 3.1 description
`;
}

export function llmsFullTxt(model: ApiModel): string {
  const example = model.dataset.quotes[0];
  const sections = ENDPOINTS.map((endpoint) => {
    const parameters = endpoint.parameters.length === 0 ? "  - none" : endpoint.parameters.map(parameterLine).join("\n");
    const errors = endpoint.errors.length === 0 ? "none" : endpoint.errors.join(", ");
    return `### GET ${API_BASE}${endpoint.path}

${endpoint.description}

- Path-only form: ${endpoint.pathForm === null ? "none (dynamic)" : `${API_BASE}${endpoint.pathForm}`}
- Parameters:
${parameters}
- Response: ${endpoint.response} (schema in ${urls.openapi()}); errors: ${errors}; caching: ${endpoint.cache}`;
  }).join("\n\n");
  return `${llmsTxt(model)}
## Reference

${sections}

## The quote object

Every quote, wherever it appears, has exactly these fields:

\`\`\`json
${example ? JSON.stringify(quoteObject(example), null, 2) : "{}"}
\`\`\`

## Errors

\`\`\`json
{"type":"/api/v1/problems/invalid-parameter.json","title":"Invalid Parameter","status":400,"detail":"limit must be an integer from 1 to 100","instance":"/api/v1/quotes","errors":[{"name":"limit","in":"query","value":"500","detail":"limit must be an integer from 1 to 100"}]}
\`\`\`

400: a parameter outside its type or bounds. 404: unknown path, concept slug, quote id or concept filter. 405: a method other than GET, HEAD or OPTIONS.
`;
}
