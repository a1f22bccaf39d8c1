// Types for netlify-redirector (Netlify's WASM redirect engine), which ships none: only what the tests use.
declare module "netlify-redirector" {
  export interface MatchRequest {
    scheme: string;
    host: string;
    path: string;
    query: string;
    headers: Record<string, string>;
    cookieValues: Record<string, string>;
    getHeader(name: string): string;
    getCookie(name: string): string;
  }
  export interface Matcher {
    match(request: MatchRequest): { to: string; status: number; force?: boolean } | null;
  }
  const redirector: { parseJSON(rules: string, options: Record<string, unknown>): Promise<Matcher> };
  export default redirector;
}
