// The API's URL structure: every document's root-relative, path-only URL (the file it is written to).

export const API_BASE = "/api/v1";
export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;

export interface PageQuery {
  concept: string | null;
  limit: number;
  offset: number;
}

export const urls = {
  catalogue: (): string => `${API_BASE}/index.json`,
  concepts: (): string => `${API_BASE}/concepts.json`,
  conceptsByStatus: (status: string): string => `${API_BASE}/concepts/status/${status}.json`,
  concept: (slug: string): string => `${API_BASE}/concepts/${slug}.json`,
  quotes: (): string => `${API_BASE}/quotes.json`,
  quotesPage: ({ concept, limit, offset }: PageQuery): string =>
    `${API_BASE}/quotes/${concept === null ? "" : `concept/${concept}/`}limit/${limit}/offset/${offset}.json`,
  quote: (id: number): string => `${API_BASE}/quotes/${id}.json`,
  todayOn: (date: string): string => `${API_BASE}/quotes/today/${date}.json`,
  graph: (): string => `${API_BASE}/graph.json`,
  themes: (): string => `${API_BASE}/themes.json`,
  openapi: (): string => `${API_BASE}/openapi.json`,
  dataset: (): string => `${API_BASE}/dataset.json`,
  quotesNdjson: (): string => `${API_BASE}/quotes.ndjson`,
  quotesCsv: (): string => `${API_BASE}/quotes.csv`,
  checksums: (): string => `${API_BASE}/checksums.json`,
  calendar: (): string => `${API_BASE}/quotes/today/{date}.json`,
  problemType: (name: string): string => `${API_BASE}/problems/${name}.json`,
};
