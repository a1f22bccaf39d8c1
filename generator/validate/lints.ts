// Named consistency checks across dataset files, run once every file has passed its schema.
import type { Concept, Edge, Tag } from "../model.ts";
import type { DataProblem } from "./problem.ts";

export interface QuoteRecord {
  id: number;
  text: string;
  author: string;
  source: { work: string; locator: string; translator: string | null; year: number; edition: string; file: string };
}

export interface SourceRuleRecord {
  file: string;
  locator_pattern: string;
  section_heading: string | string[] | null;
}

/** Schema-valid records with the file each came from. */
export interface CheckedFiles {
  concepts: { file: string; stem: string; concept: Concept }[];
  quoteFiles: { file: string; stem: string; quotes: QuoteRecord[] }[];
  sources: { file: string; stem: string; rule: SourceRuleRecord }[];
  tags: { file: string; tags: Tag[] };
  graph: { file: string; edges: Edge[] };
}

type Lint = (files: CheckedFiles) => DataProblem[];

const conceptFile = (slug: string): string => `dataset/concepts/${slug}.json`;

const conceptFileName: Lint = ({ concepts }) =>
  concepts
    .filter(({ stem, concept }) => stem !== concept.slug)
    .map(({ file, concept }) => ({ check: "concept-file-name", file, record: `concept ${concept.slug}`, message: `the slug "${concept.slug}" differs from the file name`, fix: `rename the file to ${conceptFile(concept.slug)} or set "slug" to the file name` }));

const distinctColors: Lint = ({ concepts }) => {
  const seen = new Map<string, string>();
  const problems: DataProblem[] = [];
  for (const { file, concept } of concepts) {
    const other = seen.get(concept.accent_color);
    if (other !== undefined) problems.push({ check: "duplicate-accent-color", file, record: `concept ${concept.slug}`, message: `accent_color ${concept.accent_color} is already used by ${other}`, fix: "pick a colour no other concept uses" });
    else seen.set(concept.accent_color, concept.slug);
  }
  return problems;
};

const tagVocabulary: Lint = ({ concepts, tags }) => {
  const problems: DataProblem[] = [];
  const vocabulary = new Set<string>();
  tags.tags.forEach((tag, index) => {
    if (vocabulary.has(tag.slug)) problems.push({ check: "duplicate-tag", file: tags.file, record: `tag ${tag.slug}`, message: `tag "${tag.slug}" is defined twice`, fix: "remove one of the two definitions" });
    const previous = tags.tags[index - 1];
    if (previous !== undefined && previous.slug > tag.slug) problems.push({ check: "tag-order", file: tags.file, record: `tag ${tag.slug}`, message: `"${tag.slug}" comes after "${previous.slug}"`, fix: "sort the vocabulary by slug" });
    vocabulary.add(tag.slug);
  });
  const used = new Set<string>();
  for (const { file, concept } of concepts) {
    for (const tag of concept.tags) {
      used.add(tag);
      if (!vocabulary.has(tag)) problems.push({ check: "unknown-tag", file, record: `concept ${concept.slug}`, message: `tag "${tag}" is not in the vocabulary`, fix: `use a tag from ${tags.file} or add "${tag}" there with a name and description` });
    }
    if (concept.tags.some((tag, index) => index > 0 && (concept.tags[index - 1] as string) > tag)) problems.push({ check: "tag-order", file, record: `concept ${concept.slug}`, message: "tags are not sorted", fix: "sort the tags alphabetically" });
  }
  for (const tag of tags.tags) {
    if (!used.has(tag.slug)) problems.push({ check: "unused-tag", file: tags.file, record: `tag ${tag.slug}`, message: `no concept uses the tag "${tag.slug}"`, fix: "tag a concept with it or remove it from the vocabulary" });
  }
  return problems;
};

const quoteReferences: Lint = ({ concepts, quoteFiles, sources }) => {
  const problems: DataProblem[] = [];
  const status = new Map(concepts.map(({ concept }) => [concept.slug, concept.status]));
  const rules = new Set(sources.map(({ rule }) => rule.file));
  const ids = new Map<number, string>();
  for (const { file, stem, quotes } of quoteFiles) {
    if (!status.has(stem)) problems.push({ check: "unknown-concept", file, message: `no concept has the slug "${stem}"`, fix: `name the file after a concept (dataset/concepts/<slug>.json) or add ${conceptFile(stem)}` });
    else if (status.get(stem) === "coming_soon" && quotes.length > 0) problems.push({ check: "quotes-for-coming-soon", file, message: `"${stem}" is coming_soon but has quotes`, fix: `set "status": "live" in ${conceptFile(stem)} or move the quotes out` });
    for (const quote of quotes) {
      const record = `quote ${quote.id}`;
      const other = ids.get(quote.id);
      if (other !== undefined) problems.push({ check: "duplicate-quote-id", file, record, message: `id ${quote.id} is also used in ${other}`, fix: "give the newer quote the next unused id (ids are never reused)" });
      else ids.set(quote.id, file);
      if (!rules.has(quote.source.file)) problems.push({ check: "unknown-source", file, record, message: `source file "${quote.source.file}" has no locator rule`, fix: `add dataset/sources/${quote.source.file.replace(/\.txt$/, "")}.json (see dataset/schemas/source.schema.json)` });
    }
  }
  return problems;
};

const sourceRules: Lint = ({ sources }) => {
  const problems: DataProblem[] = [];
  for (const { file, stem, rule } of sources) {
    if (`${stem}.txt` !== rule.file) problems.push({ check: "source-file-name", file, message: `"file" is ${rule.file} but the rule file is named ${stem}.json`, fix: `rename the rule file to ${rule.file.replace(/\.txt$/, "")}.json` });
    for (const pattern of [rule.locator_pattern, ...(rule.section_heading === null ? [] : [rule.section_heading].flat())]) {
      try {
        if (!new RegExp(pattern, "u").source.includes("(?<section>")) problems.push({ check: "source-pattern", file, message: `pattern ${pattern} has no named group "section"`, fix: "capture the section label with (?<section>...)" });
      } catch (error) {
        problems.push({ check: "source-pattern", file, message: `invalid regular expression ${pattern}: ${(error as Error).message}`, fix: "correct the regular expression" });
      }
    }
  }
  return problems;
};

const graphEdges: Lint = ({ concepts, graph }) => {
  const problems: DataProblem[] = [];
  const status = new Map(concepts.map(({ concept }) => [concept.slug, concept.status]));
  const seen = new Set<string>();
  for (const edge of graph.edges) {
    const record = `edge ${edge.source}–${edge.target}`;
    const add = (check: string, message: string, fix: string): void => void problems.push({ check, file: graph.file, record, message, fix });
    for (const end of [edge.source, edge.target]) {
      if (!status.has(end)) add("unknown-concept", `no concept has the slug "${end}"`, "correct the slug or add the concept");
      else if (status.get(end) !== "live") add("edge-to-coming-soon", `"${end}" is coming_soon; only live concepts are in the graph`, "remove the edge until the concept goes live");
    }
    if (edge.source === edge.target) add("self-loop", "an edge joins a concept to itself", "remove the edge");
    else if (edge.source > edge.target) add("edge-order", "source must come before target alphabetically", `write it as source "${edge.target}", target "${edge.source}"`);
    const key = [edge.source, edge.target].sort().join("|");
    if (seen.has(key)) add("duplicate-edge", "the pair is joined twice (edges are undirected)", "keep one edge and merge the why texts");
    seen.add(key);
  }
  return problems;
};

export const LINTS: Record<string, Lint> = { conceptFileName, distinctColors, tagVocabulary, quoteReferences, sourceRules, graphEdges };

export function lintProblems(files: CheckedFiles): DataProblem[] {
  return Object.values(LINTS).flatMap((lint) => lint(files));
}
