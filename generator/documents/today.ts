// The quote of the day: one documented pure function of the UTC date and the dataset's quote ids.
import { createHash } from "node:crypto";

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a UTC calendar date "YYYY-MM-DD", or null if it is not a real date. */
export function dayNumber(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === date ? time / DAY_MS : null;
}

export const utcDate = (now: Date): string => now.toISOString().slice(0, 10);

/** Seconds from `now` to the next UTC midnight: how long a cache may keep today's quote. */
export const secondsUntilUtcMidnight = (now: Date): number => Math.max(1, Math.ceil((DAY_MS - (now.getTime() % DAY_MS)) / 1000));

const rank = (cycle: number, id: number): string => createHash("sha256").update(`wisdom-data-api/today/${cycle}/${id}`).digest("hex");

// Memoised per id list and cycle: a cycle lasts N days, so the hashing runs about once per N days.
const permutations = new WeakMap<readonly number[], Map<number, number[]>>();

/**
 * The schedule: day d (days since 1970-01-01, UTC) falls in cycle floor(d / N) at position d mod N,
 * where N is the number of quotes. Each cycle orders all quote ids by
 * SHA-256("wisdom-data-api/today/<cycle>/<id>"), so every quote is shown once per cycle, in an order
 * anyone can recompute, before any quote repeats.
 */
export function quoteIdForDay(day: number, ids: readonly number[]): number {
  if (ids.length === 0) throw new Error("the dataset has no quotes");
  const cycle = Math.floor(day / ids.length);
  const position = day - cycle * ids.length;
  let cycles = permutations.get(ids);
  if (!cycles) permutations.set(ids, (cycles = new Map()));
  let order = cycles.get(cycle);
  if (!order) {
    const ranked = ids.map((id) => ({ id, rank: rank(cycle, id) }));
    ranked.sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.id - b.id));
    order = ranked.map((entry) => entry.id);
    if (cycles.size > 4) cycles.clear();
    cycles.set(cycle, order);
  }
  return order[position] as number;
}
