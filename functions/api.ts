// Fallback for every path-only URL without a static file: off-grid pages, bad parameters, unknown slugs and ids.
import type { Config } from "@netlify/functions";
import { handle } from "./lib/handle.ts";
import { model } from "./lib/model.ts";

export default async (request: Request): Promise<Response> => handle(request, model);

export const config: Config = { path: "/api/v1/*.json", preferStatic: true };
