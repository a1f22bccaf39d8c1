// The API root: what the API is, its endpoints, counts and dataset version.
import type { ApiModel } from "../api-model.ts";
import { ENDPOINTS } from "./endpoints.ts";
import { API_BASE, urls } from "./urls.ts";

export function catalogueDocument(model: ApiModel) {
  const live = model.dataset.concepts.filter((concept) => concept.status === "live").length;
  return {
    name: "Wisdom Data API",
    description: "A free, read-only JSON API over contemplative-wisdom traditions: concepts, verbatim public-domain quotes, a weighted connection graph and cross-tradition themes.",
    version: "1",
    license: "CC0-1.0",
    license_url: "https://creativecommons.org/publicdomain/zero/1.0/",
    openapi: urls.openapi(),
    documentation: "/",
    llms_txt: "/llms.txt",
    dataset_version: model.version,
    counts: {
      concepts: live,
      coming_soon: model.dataset.concepts.length - live,
      quotes: model.dataset.quotes.length,
      edges: model.dataset.edges.length,
      themes: model.themes.length,
    },
    downloads: {
      dataset: urls.dataset(),
      quotes_ndjson: urls.quotesNdjson(),
      quotes_csv: urls.quotesCsv(),
      checksums: urls.checksums(),
      calendar: urls.calendar(),
    },
    endpoints: ENDPOINTS.map((endpoint) => ({
      method: "GET",
      path: `${API_BASE}${endpoint.path === "/" ? "/" : endpoint.path}`,
      path_form: endpoint.pathForm === null ? null : `${API_BASE}${endpoint.pathForm}`,
      description: endpoint.description,
      parameters: endpoint.parameters.map(({ name, in: location, required, description, schema }) => ({ name, in: location, required, description, ...schema })),
    })),
  };
}
