// Indexes the dataset once for the document builders: lookups by slug and id, related concepts, themes.
import { createHash } from "node:crypto";
import type { Concept, Dataset, Edge, Quote, Tag } from "./model.ts";

export const RELATED_LIMIT = 5;

export interface Neighbour {
  concept: Concept;
  weight: number;
  why: string;
}

export interface Theme {
  tag: Tag;
  concepts: string[];
}

export interface ApiModel {
  dataset: Dataset;
  /** Content hash of the dataset: same data, same version. */
  version: string;
  conceptBySlug: Map<string, Concept>;
  quoteById: Map<number, Quote>;
  /** All quote ids ascending; one stable array, so per-array memoisation (today's schedule) works. */
  quoteIds: number[];
  quotesByConcept: Map<string, Quote[]>;
  related: Map<string, Neighbour[]>;
  themes: Theme[];
}

/** The heaviest edges first, ties broken by slug, at most RELATED_LIMIT: the "closest kin" of a concept. */
export function relatedConcepts(slug: string, edges: Edge[], conceptBySlug: Map<string, Concept>): Neighbour[] {
  const neighbours: Neighbour[] = [];
  for (const edge of edges) {
    const other = edge.source === slug ? edge.target : edge.target === slug ? edge.source : null;
    const concept = other === null ? undefined : conceptBySlug.get(other);
    if (concept) neighbours.push({ concept, weight: edge.weight, why: edge.why });
  }
  neighbours.sort((a, b) => b.weight - a.weight || (a.concept.slug < b.concept.slug ? -1 : 1));
  return neighbours.slice(0, RELATED_LIMIT);
}

/** Tags shared by at least two live concepts, by tag slug, each with its live concepts by slug. */
export function themesOf(dataset: Dataset): Theme[] {
  const live = dataset.concepts.filter((concept) => concept.status === "live");
  return dataset.tags
    .map((tag) => ({ tag, concepts: live.filter((concept) => concept.tags.includes(tag.slug)).map((concept) => concept.slug) }))
    .filter((theme) => theme.concepts.length >= 2);
}

/** First 16 hex digits of the SHA-256 of the canonical dataset: changes exactly when published data changes. */
export const datasetVersion = (dataset: Dataset): string => createHash("sha256").update(JSON.stringify(dataset)).digest("hex").slice(0, 16);

export function buildApiModel(dataset: Dataset): ApiModel {
  const conceptBySlug = new Map(dataset.concepts.map((concept) => [concept.slug, concept]));
  const quotesByConcept = new Map<string, Quote[]>(dataset.concepts.map((concept) => [concept.slug, []]));
  for (const quote of dataset.quotes) quotesByConcept.get(quote.concept)?.push(quote);
  return {
    dataset,
    version: datasetVersion(dataset),
    conceptBySlug,
    quoteById: new Map(dataset.quotes.map((quote) => [quote.id, quote])),
    quoteIds: dataset.quotes.map((quote) => quote.id),
    quotesByConcept,
    related: new Map(dataset.concepts.map((concept) => [concept.slug, relatedConcepts(concept.slug, dataset.edges, conceptBySlug)])),
    themes: themesOf(dataset),
  };
}
