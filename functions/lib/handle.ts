// Adapts the shared router to Netlify's Request/Response: methods, CORS preflight, clock and randomness.
import { randomInt } from "node:crypto";
import type { ApiModel } from "../../generator/api-model.ts";
import { PROBLEM_TYPES, problem } from "../../generator/documents/problem.ts";
import { CACHE, CORS_HEADERS, jsonResponse, toFetchResponse } from "../../generator/documents/response.ts";
import { respond, type RequestContext } from "../../generator/documents/router.ts";

export const liveContext = (): RequestContext => ({ now: new Date(), randomInt: (n) => randomInt(n) });

/** Answers one request; `context` is injectable so tests can fix the clock and the dice. */
export function handle(request: Request, model: ApiModel, context: RequestContext = liveContext()): Response {
  const url = new URL(request.url);
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: { ...CORS_HEADERS } });
  if (request.method !== "GET" && request.method !== "HEAD") {
    const refused = jsonResponse(405, problem(PROBLEM_TYPES.methodNotAllowed, `${request.method} is not supported: the API is read-only.`, url.pathname), { Allow: "GET, HEAD, OPTIONS", ...CACHE.never });
    return toFetchResponse(refused, request.method);
  }
  return toFetchResponse(respond(url, model, context), request.method);
}
