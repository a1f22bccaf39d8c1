// The whole dataset as one document (/api/v1/dataset.json), and back: the functions' source of data.
import { buildApiModel, type ApiModel } from "./api-model.ts";
import { conceptDetailDocument } from "./documents/concepts.ts";
import { themesDocument } from "./documents/graph.ts";
import { quoteObject } from "./documents/quotes.ts";
import { canonicalDataset, type Concept, type Dataset, type Quote } from "./model.ts";

export type BulkDataset = ReturnType<typeof bulkDocument>;

export function bulkDocument(model: ApiModel) {
  const { concepts, quotes, edges, tags } = model.dataset;
  return {
    dataset_version: model.version,
    license: "CC0-1.0",
    counts: { concepts: concepts.length, quotes: quotes.length, edges: edges.length, tags: tags.length, themes: model.themes.length },
    concepts: concepts.map((concept) => conceptDetailDocument(model, concept)),
    quotes: quotes.map(quoteObject),
    edges,
    tags,
    themes: themesDocument(model).results,
  };
}

/** Rebuilds the dataset from the bulk document; the version check proves nothing was lost on the way. */
export function modelFromBulk(bulk: BulkDataset): ApiModel {
  const concepts: Concept[] = bulk.concepts.map(({ slug, name, status, summary, region, era, accent_color, native_script, native_script_language, tags }) => ({ slug, name, status, summary, region, era, accent_color, native_script, native_script_language, tags }));
  const quotes: Quote[] = bulk.quotes.map(({ id, concept, text, author, source }) => ({ id, concept, text, author, source }));
  const dataset: Dataset = canonicalDataset({ concepts, quotes, edges: bulk.edges, tags: bulk.tags });
  const model = buildApiModel(dataset);
  if (model.version !== bulk.dataset_version) {
    throw new Error(`dataset.json is inconsistent: its data hashes to ${model.version}, not ${bulk.dataset_version}; rebuild with npm run build`);
  }
  return model;
}
