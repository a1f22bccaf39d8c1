// Parses and bounds-checks request parameters; never clamps, so a bad value gets a clear 400.
import { CONCEPT_STATUSES, type ConceptStatus } from "../model.ts";
import type { ParameterError } from "./problem.ts";
import { DEFAULT_LIMIT, MAX_LIMIT, type PageQuery } from "./urls.ts";

export interface RawParameter {
  value: string | null;
  in: "query" | "path";
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: ParameterError };

const DIGITS = /^\d{1,15}$/;

function integerParameter(name: string, raw: RawParameter, min: number, max: number, fallback: number): Parsed<number> {
  if (raw.value === null) return { ok: true, value: fallback };
  const value = DIGITS.test(raw.value) ? Number(raw.value) : Number.NaN;
  if (Number.isSafeInteger(value) && value >= min && value <= max) return { ok: true, value };
  const bounds = max === Number.MAX_SAFE_INTEGER ? `an integer of at least ${min}` : `an integer from ${min} to ${max}`;
  return { ok: false, error: { name, in: raw.in, value: raw.value, detail: `${name} must be ${bounds}` } };
}

/** limit 1..100 (default 25), offset >= 0 (default 0); every invalid parameter is reported, not just the first. */
export function parsePageQuery(concept: string | null, limit: RawParameter, offset: RawParameter): { ok: true; value: PageQuery } | { ok: false; errors: ParameterError[] } {
  const parsedLimit = integerParameter("limit", limit, 1, MAX_LIMIT, DEFAULT_LIMIT);
  const parsedOffset = integerParameter("offset", offset, 0, Number.MAX_SAFE_INTEGER, 0);
  const errors = [parsedLimit, parsedOffset].flatMap((parsed) => (parsed.ok ? [] : [parsed.error]));
  if (!parsedLimit.ok || !parsedOffset.ok) return { ok: false, errors };
  return { ok: true, value: { concept, limit: parsedLimit.value, offset: parsedOffset.value } };
}

export function parseStatus(raw: RawParameter): Parsed<ConceptStatus> {
  if (raw.value === null) return { ok: true, value: "live" };
  const status = CONCEPT_STATUSES.find((candidate) => candidate === raw.value);
  if (status) return { ok: true, value: status };
  return { ok: false, error: { name: "status", in: raw.in, value: raw.value, detail: `status must be one of ${CONCEPT_STATUSES.join(", ")}` } };
}
