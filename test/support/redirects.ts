// Asks Netlify's own redirect engine (netlify-redirector, as netlify dev uses it) where a URL goes under netlify.toml.
import path from "node:path";
import { parseAllRedirects } from "@netlify/redirect-parser";
import redirector from "netlify-redirector";

export interface RedirectMatch {
  to: string;
  status: number;
}

export type Router = (url: string) => RedirectMatch | null;

const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** Loads the rules as netlify-cli does (dist/utils/redirects.js): `from` → `origin`, `query` → `params`. */
export async function loadRouter(configPath = path.join(ROOT, "netlify.toml")): Promise<Router> {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [], netlifyConfigPath: configPath, minimal: false, configRedirects: [] });
  if (errors.length > 0) throw new Error(`netlify.toml redirects do not parse: ${errors.map((error: Error) => error.message).join("; ")}`);
  const rules = (redirects as Record<string, unknown>[]).map(({ from, query, conditions, ...rest }) => ({ ...rest, origin: from, params: query, conditions: conditions ?? {} }));
  const matcher = await redirector.parseJSON(JSON.stringify(rules), {});
  return (url) => {
    const parsed = new URL(url, "http://localhost");
    const match = matcher.match({
      scheme: "http",
      host: "localhost",
      path: decodeURIComponent(parsed.pathname),
      query: parsed.search.slice(1),
      headers: {},
      cookieValues: {},
      getHeader: () => "",
      getCookie: () => "",
    });
    return match ? { to: String(match.to), status: Number(match.status) } : null;
  };
}
