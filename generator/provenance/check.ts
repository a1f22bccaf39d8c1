// Verifies one quote against its source text: verbatim segments in order, inside the section its locator names.
import { normalize, quoteSegments, type NormalizedText } from "./normalize.ts";

/** How a source file's locators and section headings look (dataset/sources/<file>.json). */
export interface SourceRule {
  file: string;
  locator_pattern: string;
  section_heading: string | string[] | null;
}

/** A source text prepared once for many quotes: normalised, with its sections located. */
export interface PreparedSource {
  rule: SourceRule;
  locatorPattern: RegExp;
  normalized: NormalizedText;
  /** Section starts in normalised offsets, in text order. */
  sections: { label: string; start: number }[];
}

export interface QuoteToCheck {
  id: number;
  text: string;
  locator: string;
}

export type ProvenanceResult = { ok: true } | { ok: false; problem: string; nearest?: string };

const MIN_SEGMENT_CHARS = 12;

export const sectionLabel = (label: string): string => label.trim().replace(/\s+/g, " ").replace(/\.$/, "").toLowerCase();

export function prepareSource(rule: SourceRule, raw: string): PreparedSource {
  const normalized = normalize(raw);
  const headings = rule.section_heading === null ? [] : [rule.section_heading].flat();
  const sections: { label: string; start: number }[] = [];
  for (const heading of headings) {
    for (const match of raw.normalize("NFC").matchAll(new RegExp(heading, "gmu"))) {
      const label = match.groups?.["section"];
      if (label === undefined || match.index === undefined) continue;
      sections.push({ label: sectionLabel(label), start: normalizedOffset(normalized, match.index) });
    }
  }
  sections.sort((a, b) => a.start - b.start);
  return { rule, locatorPattern: new RegExp(rule.locator_pattern, "u"), normalized, sections };
}

/** First normalised position whose origin is at or after a raw offset (binary search: origins ascend). */
function normalizedOffset(normalized: NormalizedText, rawOffset: number): number {
  let low = 0;
  let high = normalized.origin.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((normalized.origin[mid] as number) < rawOffset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Every start offset at which all segments occur in order; the quote must lie in one of them. */
function segmentChains(text: string, segments: string[]): number[] {
  const [first, ...rest] = segments;
  if (first === undefined) return [];
  const starts: number[] = [];
  for (let at = text.indexOf(first); at !== -1; at = text.indexOf(first, at + 1)) {
    let cursor = at + first.length;
    const chained = rest.every((segment) => {
      const found = text.indexOf(segment, cursor);
      if (found === -1) return false;
      cursor = found + segment.length;
      return true;
    });
    if (chained) starts.push(at);
  }
  return starts;
}

/** Length of the longest prefix of `segment` (or suffix, with `fromEnd`) that occurs in the text. */
function longestPresent(text: string, segment: string, fromEnd: boolean): number {
  const part = (length: number): string => (fromEnd ? segment.slice(segment.length - length) : segment.slice(0, length));
  let low = 0;
  let high = segment.length;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (text.includes(part(mid))) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Where the source agrees longest with the start or the end of the segment, with context: the reader's best lead. */
export function nearestMatch(text: string, segment: string): string {
  const prefix = longestPresent(text, segment, false);
  const suffix = longestPresent(text, segment, true);
  if (Math.max(prefix, suffix) < 4) return "(no part of it found)";
  if (prefix >= suffix) {
    const at = text.indexOf(segment.slice(0, prefix));
    return `"${text.slice(at, at + segment.length + 20)}" (agrees with the quote's first ${prefix} of ${segment.length} characters)`;
  }
  const end = text.indexOf(segment.slice(segment.length - suffix)) + suffix;
  return `"${text.slice(Math.max(0, end - segment.length - 20), end)}" (agrees with the quote's last ${suffix} of ${segment.length} characters)`;
}

function sectionAt(source: PreparedSource, offset: number): string | undefined {
  let label: string | undefined;
  for (const section of source.sections) {
    if (section.start > offset) break;
    label = section.label;
  }
  return label;
}

export function checkQuote(quote: QuoteToCheck, source: PreparedSource): ProvenanceResult {
  const segments = quoteSegments(quote.text);
  if (segments.length === 0) return { ok: false, problem: "the quote text is empty" };
  const short = segments.find((segment) => segment.length < MIN_SEGMENT_CHARS);
  if (short !== undefined) {
    return { ok: false, problem: `the segment "${short}" is shorter than ${MIN_SEGMENT_CHARS} characters: too short to verify, keep more words around each "..."` };
  }
  const text = source.normalized.text;
  const missing = segments.find((segment) => !text.includes(segment));
  if (missing !== undefined) {
    return { ok: false, problem: `not found verbatim in ${source.rule.file}: "${missing.slice(0, 120)}"`, nearest: nearestMatch(text, missing) };
  }
  const starts = segmentChains(text, segments);
  if (starts.length === 0) return { ok: false, problem: `the segments occur in ${source.rule.file} but not in the quote's order` };

  const locator = source.locatorPattern.exec(quote.locator);
  if (!locator) {
    return { ok: false, problem: `locator "${quote.locator}" does not match the pattern ${source.rule.locator_pattern} declared in dataset/sources for ${source.rule.file}` };
  }
  if (source.rule.section_heading === null) return { ok: true };
  const wanted = locator.groups?.["section"];
  if (wanted === undefined) return { ok: false, problem: `the locator pattern for ${source.rule.file} has no named group "section"` };
  const found = starts.map((start) => sectionAt(source, start));
  if (found.includes(sectionLabel(wanted))) return { ok: true };
  const actual = found.find((label) => label !== undefined);
  return {
    ok: false,
    problem: actual === undefined
      ? `locator "${quote.locator}" names section "${wanted}", but the quote comes before any section heading of ${source.rule.file}`
      : `locator "${quote.locator}" names section "${wanted}", but the quote lies in section "${actual}"`,
  };
}
