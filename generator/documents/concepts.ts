// Concept documents: the concept lists and each concept's full detail with its closest kin.
import type { ApiModel } from "../api-model.ts";
import type { Concept, ConceptStatus } from "../model.ts";
import { DEFAULT_LIMIT, urls } from "./urls.ts";

const quoteCount = (model: ApiModel, slug: string): number => model.quotesByConcept.get(slug)?.length ?? 0;

export function conceptListItem(model: ApiModel, concept: Concept) {
  return {
    slug: concept.slug,
    name: concept.name,
    status: concept.status,
    region: concept.region,
    era: concept.era,
    accent_color: concept.accent_color,
    native_script: concept.native_script,
    quote_count: quoteCount(model, concept.slug),
    url: urls.concept(concept.slug),
  };
}

export function conceptListDocument(model: ApiModel, status: ConceptStatus) {
  const results = model.dataset.concepts.filter((concept) => concept.status === status).map((concept) => conceptListItem(model, concept));
  return { count: results.length, results };
}

export function conceptDetailDocument(model: ApiModel, concept: Concept) {
  return {
    slug: concept.slug,
    name: concept.name,
    status: concept.status,
    summary: concept.summary,
    region: concept.region,
    era: concept.era,
    accent_color: concept.accent_color,
    native_script: concept.native_script,
    native_script_language: concept.native_script_language,
    tags: concept.tags,
    quote_count: quoteCount(model, concept.slug),
    url: urls.concept(concept.slug),
    quotes_url: urls.quotesPage({ concept: concept.slug, limit: DEFAULT_LIMIT, offset: 0 }),
    related: (model.related.get(concept.slug) ?? []).map(({ concept: kin, weight, why }) => ({ slug: kin.slug, name: kin.name, weight, why, url: urls.concept(kin.slug) })),
  };
}
