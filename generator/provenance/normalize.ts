// Normalises source texts and quotes to a comparable form, remembering where each character came from.

/** A normalised string plus, for every character of it, its offset in the original string. */
export interface NormalizedText {
  text: string;
  origin: number[];
}

const QUOTE_MARKS = new Set(["'", '"', "`", "\u2018", "\u2019", "\u201A", "\u201B", "\u201C", "\u201D", "\u201E", "\u201F", "\u00AB", "\u00BB", "\u2032", "\u2033"]);
const DASHES = new Set(["-", "\u2010", "\u2011", "\u2012", "\u2013", "\u2014", "\u2015", "\u2212"]);
// Footnote markers as Gutenberg texts print them: [1], [12], [A], [a], [Footnote 3].
const FOOTNOTE_MARKER = /\[(?:\d{1,3}|[A-Za-z]|Footnote[^\]]{0,12})\]/y;

/**
 * Editions differ from transcriptions only in typography: line breaks, curly vs straight quotes,
 * `--` vs an em dash, `_italics_` and footnote markers (`[1]`, `[A]`, `word+`). Folding those away (and nothing else) lets
 * the check demand every remaining character verbatim.
 */
export function normalize(raw: string): NormalizedText {
  const input = raw.normalize("NFC");
  const out: string[] = [];
  const origin: number[] = [];
  const last = (): string | undefined => out[out.length - 1];
  const emit = (ch: string, at: number): void => {
    out.push(ch);
    origin.push(at);
  };
  for (let i = 0; i < input.length; i++) {
    FOOTNOTE_MARKER.lastIndex = i;
    const marker = FOOTNOTE_MARKER.exec(input);
    if (marker) {
      i += marker[0].length - 1;
      continue;
    }
    const ch = input[i] as string;
    if (ch === "_" || ch === "\u00AD") continue;
    // Some editions (e.g. Long's) flag their notes with a "+" glued to the word before.
    if (ch === "+" && i > 0 && !/\s/u.test(input[i - 1] as string)) continue;
    if (QUOTE_MARKS.has(ch)) {
      if (last() !== "'") emit("'", i);
    } else if (DASHES.has(ch)) {
      // Spacing around dashes varies between editions and transcriptions, so drop it.
      if (last() === " ") {
        out.pop();
        origin.pop();
      }
      if (last() !== "-") emit("-", i);
    } else if (/\s/u.test(ch)) {
      if (out.length > 0 && last() !== " " && last() !== "-") emit(" ", i);
    } else if (ch === "\u2026") {
      for (let k = 0; k < 3; k++) emit(".", i);
    } else {
      emit(ch, i);
    }
  }
  if (last() === " ") {
    out.pop();
    origin.pop();
  }
  return { text: out.join(""), origin };
}

/** Splits a quote at its omission marks (`...` or `…`) into normalised segments to find in order. */
export function quoteSegments(quote: string): string[] {
  return quote
    .split(/\s*(?:\.{3,}|\u2026)\s*/u)
    .map((segment) => normalize(segment).text)
    .filter((segment) => segment.length > 0);
}
