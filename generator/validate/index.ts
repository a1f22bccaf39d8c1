// Turns the raw dataset files into the validated Dataset, or fails with every problem at once.
import { fileStem, type LoadedFile, type RawDataset } from "../load.ts";
import { canonicalDataset, type Concept, type Dataset, type Edge, type Quote, type Tag } from "../model.ts";
import { lintProblems, type CheckedFiles, type QuoteRecord, type SourceRuleRecord } from "./lints.ts";
import { DatasetError, type DataProblem } from "./problem.ts";
import { schemaProblems, type SchemaName } from "./schema-check.ts";

/** The schema-valid files, plus the problems of the others. */
function checkSchemas(raw: RawDataset): { files: CheckedFiles; problems: DataProblem[] } {
  const problems: DataProblem[] = [];
  const valid = (file: LoadedFile, schema: SchemaName, noun: string): boolean => {
    const found = schemaProblems(file, schema, noun);
    problems.push(...found);
    return found.length === 0;
  };
  const files: CheckedFiles = {
    concepts: raw.concepts.filter((f) => valid(f, "concept", "concept")).map((f) => ({ file: f.file, stem: fileStem(f.file), concept: f.data as Concept })),
    quoteFiles: raw.quotes.filter((f) => valid(f, "quotes", "quote")).map((f) => ({ file: f.file, stem: fileStem(f.file), quotes: f.data as QuoteRecord[] })),
    sources: raw.sources.filter((f) => valid(f, "source", "source")).map((f) => ({ file: f.file, stem: fileStem(f.file), rule: f.data as SourceRuleRecord })),
    tags: { file: raw.tags.file, tags: valid(raw.tags, "tags", "tag") ? (raw.tags.data as Tag[]) : [] },
    graph: { file: raw.graph.file, edges: valid(raw.graph, "graph", "edge") ? (raw.graph.data as Edge[]) : [] },
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
