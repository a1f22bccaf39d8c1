// The connection graph and the cross-tradition themes.
import type { ApiModel } from "../api-model.ts";
import { urls } from "./urls.ts";

export function graphDocument(model: ApiModel) {
  const live = model.dataset.concepts.filter((concept) => concept.status === "live");
  return {
    nodes: live.map(({ slug, name, accent_color }) => ({ slug, name, accent_color, url: urls.concept(slug) })),
    edges: model.dataset.edges.map(({ source, target, weight, why }) => ({ source, target, weight, why })),
  };
}

export function themesDocument(model: ApiModel) {
  const results = model.themes.map(({ tag, concepts }) => ({ slug: tag.slug, name: tag.name, description: tag.description, concepts }));
  return { count: results.length, results };
}
