// The front door at /: what the API is, live examples, bulk files, and the OpenAPI reference (Redoc, self-hosted).
import type { ApiModel } from "../api-model.ts";
import { urls } from "../documents/urls.ts";

export const REDOC_PATH = "/vendor/redoc.standalone.js";

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const EXAMPLES = [
  ["Quote of the day", "/api/v1/quotes/today"],
  ["A random Stoic quote", "/api/v1/quotes/random?concept=stoicism"],
  ["Taoism and its closest kin", "/api/v1/concepts/taoism"],
  ["Quotes, 3 at a time", "/api/v1/quotes?limit=3"],
] as const;

export function frontPage(model: ApiModel): string {
  const live = model.dataset.concepts.filter((concept) => concept.status === "live");
  const chips = live.map((c) => `<a class="chip" style="--accent:${c.accent_color}" href="${urls.concept(c.slug)}" title="${escapeHtml(c.name)}">${escapeHtml(c.native_script)} · ${escapeHtml(c.name)}</a>`).join("\n      ");
  const examples = EXAMPLES.map(([label, path], index) => `<section class="example">
      <h3>${label}</h3>
      <p><code>GET <a href="${path}">${escapeHtml(path)}</a></code> <button type="button" data-example="${index}">Run again</button></p>
      <pre id="example-${index}" data-path="${escapeHtml(path)}" aria-live="polite">Loading…</pre>
    </section>`).join("\n    ");
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Wisdom Data API: a free JSON API of contemplative traditions and their quotes</title>
  <meta name="description" content="Free, read-only JSON API: ${live.length} wisdom traditions, ${model.dataset.quotes.length} verbatim public-domain quotes, a connection graph and themes. CC0, no key, open CORS.">
  <link rel="alternate" type="text/plain" href="/llms.txt" title="llms.txt">
  <link rel="icon" href="data:,">
  <style>
    :root { color-scheme: light dark; --ink: #1d1d1f; --muted: #5b5b66; --line: #d9d9e0; --bg: #fbfbf8; }
    @media (prefers-color-scheme: dark) { :root { --ink: #ececf1; --muted: #a8a8b3; --line: #3a3a44; --bg: #16161a; } }
    body { margin: 0; font: 17px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--bg); }
    main { max-width: 56rem; margin: 0 auto; padding: 2.5rem 1.25rem; }
    h1 { font-size: 2.1rem; margin: 0 0 .4rem; } h2 { margin-top: 2.5rem; border-bottom: 1px solid var(--line); padding-bottom: .3rem; }
    .lede { font-size: 1.15rem; color: var(--muted); }
    code, pre { font: 14px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
    pre { background: rgba(127,127,127,.09); border: 1px solid var(--line); border-radius: 8px; padding: .9rem; overflow: auto; max-height: 18rem; white-space: pre-wrap; }
    .chip { display: inline-block; margin: .2rem; padding: .2rem .6rem; border-radius: 999px; border: 1px solid var(--accent); color: var(--ink); text-decoration: none; font-size: .9rem; }
    .chip:hover { background: var(--accent); color: #fff; }
    ul.files li { margin: .3rem 0; } button { font: inherit; font-size: .85rem; }
    #reference { border-top: 1px solid var(--line); margin-top: 3rem; background: #fff; color: #1d1d1f; }
    /* Redoc pins its credit line to the viewport (position: fixed), which would float over this page's intro. */
    #reference div:has(> a[href^="https://redocly.com/redoc"]) { position: static; }
  </style>
</head>
<body>
<main>
  <h1>Wisdom Data API</h1>
  <p class="lede">A free, read-only JSON API over contemplative-wisdom traditions: ${live.length} traditions, ${model.dataset.quotes.length} quotes copied verbatim from public-domain editions (each with author, work, locator, translator and year), a hand-curated graph of ${model.dataset.edges.length} kinships between them, and ${model.themes.length} cross-tradition themes. No key, no sign-up, open CORS. The data is <a href="https://creativecommons.org/publicdomain/zero/1.0/">CC0</a>.</p>
  <p>Start at the catalogue <a href="/api/v1/"><code>/api/v1/</code></a>, read the <a href="${urls.openapi()}">OpenAPI 3.1 description</a> or the reference below. AI tools: see <a href="/llms.txt"><code>/llms.txt</code></a>.</p>

  <h2>Try it</h2>
  <pre>curl ${escapeHtml("https://<this-site>/api/v1/quotes/today")}</pre>
    ${examples}

  <h2>Traditions</h2>
  <p>
      ${chips}
  </p>

  <h2>Download everything</h2>
  <p>Fetch the whole dataset once and cache it; <code>dataset_version</code> (also in the catalogue) changes exactly when the data does.</p>
  <ul class="files">
    <li><a href="${urls.dataset()}"><code>dataset.json</code></a>: concepts with details, quotes, graph edges, themes and tags in one document</li>
    <li><a href="${urls.quotesNdjson()}"><code>quotes.ndjson</code></a>: one quote per line, for pipelines</li>
    <li><a href="${urls.quotesCsv()}"><code>quotes.csv</code></a>: RFC 4180, UTF-8, a header row, for spreadsheets</li>
    <li><a href="${urls.checksums()}"><code>checksums.json</code></a>: SHA-256 of each bulk file</li>
    <li><code>/api/v1/quotes/today/YYYY-MM-DD.json</code>: the quote of the day for the coming year, to schedule ahead</li>
  </ul>
  <p>Dataset version <code>${model.version}</code>. Every document also has a path-only <code>.json</code> URL, so this site works as a mirror on any static host.</p>

  <h2>API reference</h2>
</main>
<div id="reference"></div>
<script>
  async function run(pre) {
    pre.textContent = "Loading…";
    try {
      const response = await fetch(pre.dataset.path, { headers: { Accept: "application/json" } });
      pre.textContent = JSON.stringify(await response.json(), null, 2);
      pre.dataset.status = String(response.status);
    } catch (error) {
      pre.textContent = "Could not load: " + error;
      pre.dataset.status = "error";
    }
  }
  document.querySelectorAll("pre[data-path]").forEach(run);
  document.querySelectorAll("button[data-example]").forEach((button) =>
    button.addEventListener("click", () => run(document.getElementById("example-" + button.dataset.example))));
</script>
<script src="${REDOC_PATH}"></script>
<script>
  Redoc.init("${urls.openapi()}", { hideDownloadButton: false, expandResponses: "200", disableSearch: false, nativeScrollbars: true }, document.getElementById("reference"));
</script>
</body>
</html>
`;
}
