// HTTP responses of the API: JSON bodies with the headers every response carries (CORS included).

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const A_YEAR = 31_536_000;

/**
 * Caching, as headers. Browsers always revalidate documents (cheap with ETags). Netlify's CDN keeps
 * static files until the next deploy by itself; function answers need Netlify-CDN-Cache-Control to be
 * cached at all, and every deploy purges them, so "a year" means "until the data can change".
 */
export const CACHE = {
  document: { "Cache-Control": "public, max-age=0, must-revalidate", "Netlify-CDN-Cache-Control": `public, durable, max-age=${A_YEAR}` },
  /** Today's quote: any cache may keep it until the next UTC midnight, and no longer. */
  untilMidnight: (seconds: number) => ({ "Cache-Control": `public, max-age=${seconds}`, "Netlify-CDN-Cache-Control": `public, durable, max-age=${seconds}` }),
  never: { "Cache-Control": "no-store", "Netlify-CDN-Cache-Control": "no-store" },
} as const;

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
  "Access-Control-Allow-Headers": "*",
  "Access-Control-Expose-Headers": "Link, ETag, Content-Length",
  "Access-Control-Max-Age": "86400",
} as const;

/** The exact bytes of every JSON document: compact, with a trailing newline. */
export const serialize = (document: unknown): string => `${JSON.stringify(document)}\n`;

export function jsonResponse(status: number, document: unknown, headers: Record<string, string> = {}): ApiResponse {
  const problem = status >= 400;
  return {
    status,
    headers: {
      "Content-Type": problem ? "application/problem+json; charset=utf-8" : "application/json; charset=utf-8",
      ...CACHE.document,
      "X-Content-Type-Options": "nosniff",
      ...CORS_HEADERS,
      ...headers,
    },
    body: serialize(document),
  };
}

/** Adapts an ApiResponse to the Fetch API Response that Netlify Functions return; HEAD gets no body. */
export function toFetchResponse(response: ApiResponse, method: string): Response {
  return new Response(method === "HEAD" ? null : response.body, { status: response.status, headers: response.headers });
}
