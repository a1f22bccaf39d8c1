// The front door in a real headless Chromium: it loads without console errors, its examples fetch from the API,
// the OpenAPI reference renders, and a page on another origin can fetch the API (CORS proven in a browser).
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const available = existsSync(CHROMIUM);
if (!available) console.warn(`SKIPPED: browser tests need Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);

const apiOrigin = inject("apiOrigin");
let browser: Browser;
let otherSite: Server;
let otherOrigin: string;

beforeAll(async () => {
  if (!available) return;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  otherSite = createServer((_, response) => response.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>another site</title><p>another origin"));
  await new Promise<void>((resolve) => otherSite.listen(0, "127.0.0.1", resolve));
  const address = otherSite.address();
  // "localhost" vs the API's "127.0.0.1", and another port: a different origin on both counts.
  otherOrigin = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  await browser?.close();
  if (otherSite) await new Promise<void>((resolve) => otherSite.close(() => resolve()));
});

describe.runIf(available)("front door in Chromium", () => {
  it("loads with no console errors, runs its live examples and renders the reference", async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${apiOrigin}/`, { waitUntil: "load" });
    await page.waitForFunction(() => [...document.querySelectorAll("pre[data-path]")].every((pre) => (pre as HTMLElement).dataset["status"] === "200"), null, { timeout: 20_000 });
    const today = JSON.parse((await page.textContent("#example-0")) ?? "{}");
    expect(today).toMatchObject({ id: expect.any(Number), text: expect.any(String), date: new Date().toISOString().slice(0, 10) });
    expect(JSON.parse((await page.textContent("#example-1")) ?? "{}")).toMatchObject({ concept: "stoicism" });
    await page.waitForSelector("#reference h1", { timeout: 20_000 });
    expect(await page.textContent("#reference")).toContain("/quotes/random");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a page on another origin can fetch static documents, functions and errors", async () => {
    const page = await browser.newPage();
    await page.goto(otherOrigin);
    const results = await page.evaluate(async (api) => {
      const call = async (path: string) => {
        const response = await fetch(`${api}${path}`);
        return { status: response.status, body: await response.json(), link: response.headers.get("link") };
      };
      return Promise.all(["/api/v1/concepts", "/api/v1/quotes/random", "/api/v1/quotes?limit=7&offset=3", "/api/v1/concepts/atlantis"].map(call));
    }, apiOrigin);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 404]);
    expect(results[0]!.body.count).toBeGreaterThan(0);
    expect(results[1]!.body).toMatchObject({ id: expect.any(Number) });
    expect(results[2]!.link).toContain('rel="next"');
    expect(results[3]!.body).toMatchObject({ status: 404, title: "Not Found" });
    await page.close();
  });
});
