// GET /api/v1/quotes/today: the quote of the UTC day, cacheable until the next UTC midnight.
import type { Config } from "@netlify/functions";
import { handle } from "./lib/handle.ts";
import { model } from "./lib/model.ts";

export default async (request: Request): Promise<Response> => handle(request, model);

export const config: Config = { path: "/api/v1/quotes/today" };
