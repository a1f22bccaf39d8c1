// Turns the raw dataset files into the validated Dataset, or fails with every problem at once.
import { fileStem, type LoadedFile, type RawDataset } from "../load.ts";
import { canonicalDataset, type Concept, type Dataset, type Edge, type Quote, type Tag } from "../model.ts";
import { lintProblems, type CheckedFiles, type QuoteRecord, type SourceRuleRecord } from "./lints.ts";
import { DatasetError, type DataProblem } from "./problem.ts";
import { checkSchema, type SchemaName } from "./schema-check.ts";

/** The schema-valid records of every file, plus the problems of the others. */
function checkSchemas(raw: RawDataset): { files: CheckedFiles; problems: DataProblem[] } {
  const problems: DataProblem[] = [];
  const usable = <T>(file: LoadedFile, schema: SchemaName, noun: string): T | undefined => {
    const result = checkSchema(file, schema, noun);
    problems.push(...result.problems);
    return result.usable as T | undefined;
  };
  const each = <T>(files: LoadedFile[], schema: SchemaName, noun: string) =>
    files.flatMap((file) => {
      const data = usable<T>(file, schema, noun);
      return data === undefined ? [] : [{ file: file.file, stem: fileStem(file.file), data }];
    });
  const files: CheckedFiles = {
    concepts: each<Concept>(raw.concepts, "concept", "concept").map(({ data, ...at }) => ({ ...at, concept: data })),
    quoteFiles: each<QuoteRecord[]>(raw.quotes, "quotes", "quote").map(({ data, ...at }) => ({ ...at, quotes: data })),
    sources: each<SourceRuleRecord>(raw.sources, "source", "source").map(({ data, ...at }) => ({ ...at, rule: data })),
    tags: { file: raw.tags.file, tags: usable<Tag[]>(raw.tags, "tags", "tag") ?? [] },
    graph: { file: raw.graph.file, edges: usable<Edge[]>(raw.graph, "graph", "edge") ?? [] },
  };
  return { files, problems };
}

function toDataset(files: CheckedFiles): Dataset {
  const quotes: Quote[] = files.quoteFiles.flatMap(({ stem, quotes: records }) =>
    records.map(({ id, text, author, source }) => ({
      id,
      concept: stem,
      text,
      author,
      source: { work: source.work, locator: source.locator, translator: source.translator, year: source.year, edition: source.edition },
    })),
  );
  const concepts = files.concepts.map(({ concept }) => {
    const { $schema: _editorHint, ...fields } = concept as Concept & { $schema?: string };
    return fields;
  });
  return canonicalDataset({ concepts, quotes, tags: files.tags.tags, edges: files.graph.edges });
}

export function validateDataset(raw: RawDataset): Dataset {
  const { files, problems } = checkSchemas(raw);
  problems.push(...lintProblems(files));
  if (problems.length > 0) throw new DatasetError(problems);
  return toDataset(files);
}
