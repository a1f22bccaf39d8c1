// The validated dataset as the document builders see it: plain records, sorted, no file-system details.

export type ConceptStatus = "live" | "coming_soon";
export const CONCEPT_STATUSES: readonly ConceptStatus[] = ["live", "coming_soon"];

export interface Concept {
  slug: string;
  name: string;
  status: ConceptStatus;
  summary: string;
  region: string;
  era: string;
  accent_color: string;
  native_script: string;
  native_script_language: string;
  tags: string[];
}

export interface QuoteSource {
  work: string;
  locator: string;
  translator: string | null;
  year: number;
  edition: string;
}

/** A quote as published: the dataset record with its concept, without the provenance file name. */
export interface Quote {
  id: number;
  concept: string;
  text: string;
  author: string;
  source: QuoteSource;
}

export interface Tag {
  slug: string;
  name: string;
  description: string;
}

export interface Edge {
  source: string;
  target: string;
  weight: number;
  why: string;
}

/** Everything the API publishes. Concepts by slug, quotes by id, tags by slug, edges by (source, target). */
export interface Dataset {
  concepts: Concept[];
  quotes: Quote[];
  tags: Tag[];
  edges: Edge[];
}

export const bySlug = <T extends { slug: string }>(a: T, b: T): number => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/** Sorts every collection into its canonical order, so documents never depend on file-system order. */
export function canonicalDataset(dataset: Dataset): Dataset {
  return {
    concepts: [...dataset.concepts].sort(bySlug),
    quotes: [...dataset.quotes].sort((a, b) => a.id - b.id),
    tags: [...dataset.tags].sort(bySlug),
    edges: [...dataset.edges].sort((a, b) => (a.source === b.source ? (a.target < b.target ? -1 : 1) : a.source < b.source ? -1 : 1)),
  };
}
