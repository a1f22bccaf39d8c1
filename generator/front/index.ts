// The site's front door files (outside /api/v1): the HTML page and the llms.txt pair.
import type { ApiModel } from "../api-model.ts";
import { llmsFullTxt, llmsTxt } from "./llms.ts";
import { frontPage, REDOC_PATH } from "./page.ts";

const REDOC_CDN_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg";
const EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

/**
 * Redoc 2.5 hard-codes its "API docs by Redocly" logo from its CDN; pointing it at an empty inline
 * image keeps the page free of third-party requests (and of errors where the CDN is unreachable).
 */
export function selfHostedRedoc(bundle: string): string {
  if (!bundle.includes(REDOC_CDN_LOGO)) throw new Error("Redoc's bundle changed: re-check it for CDN requests before upgrading");
  return bundle.replaceAll(REDOC_CDN_LOGO, EMPTY_SVG);
}

export function frontDoorFiles(model: ApiModel, redocBundle: string): Map<string, string> {
  return new Map([
    ["/index.html", frontPage(model)],
    [REDOC_PATH, selfHostedRedoc(redocBundle)],
    ["/llms.txt", llmsTxt(model)],
    ["/llms-full.txt", llmsFullTxt(model)],
  ]);
}
