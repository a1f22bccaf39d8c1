// The OpenAPI 3.1 description of the API, built with openapi3-ts from the shared endpoint table.
import { OpenApiBuilder, type OperationObject, type ResponsesObject } from "openapi3-ts/oas31";
import type { ApiModel } from "../api-model.ts";
import { ENDPOINTS, type EndpointSpec } from "./endpoints.ts";
import { RESPONSE_SCHEMAS } from "./openapi-schemas.ts";
import { PROBLEM_TYPES, problem } from "./problem.ts";
import { API_BASE } from "./urls.ts";

export const OPENAPI_VERSION = "1.0.0";

const ERROR_EXAMPLES: Record<number, ReturnType<typeof problem>> = {
  400: problem(PROBLEM_TYPES.invalidParameter, "limit must be an integer from 1 to 100", `${API_BASE}/quotes`, [{ name: "limit", in: "query", value: "500", detail: "limit must be an integer from 1 to 100" }]),
  404: problem(PROBLEM_TYPES.notFound, "No concept has the slug \"atlantis\".", `${API_BASE}/concepts/atlantis`),
};

function responses(endpoint: EndpointSpec, example: unknown): ResponsesObject {
  const result: ResponsesObject = {
    "200": {
      description: `${endpoint.summary}. Cache: ${endpoint.cache}.`,
      headers: { "Access-Control-Allow-Origin": { description: "Always *: any origin may call the API.", schema: { type: "string", const: "*" } } },
      content: { "application/json": { schema: { $ref: `#/components/schemas/${endpoint.response}` }, ...(example === undefined ? {} : { example }) } },
    },
  };
  for (const status of endpoint.errors) {
    result[String(status)] = {
      description: status === 400 ? "A parameter is outside its declared type or bounds." : "Nothing exists at this URL.",
      content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" }, example: ERROR_EXAMPLES[status] } },
    };
  }
  return result;
}

/** Builds the document; `examples` maps operationId to a real response body from the dataset. */
export function openApiDocument(model: ApiModel, examples: Record<string, unknown>) {
  const builder = OpenApiBuilder.create()
    .addOpenApiVersion("3.1.0")
    .addInfo({
      title: "Wisdom Data API",
      version: OPENAPI_VERSION,
      description: `A free, read-only JSON API over contemplative-wisdom traditions: ${model.dataset.concepts.filter((c) => c.status === "live").length} live concepts, ${model.dataset.quotes.length} verbatim quotes from public-domain editions, a weighted connection graph and cross-tradition themes. No authentication; CORS is open; errors are RFC 9457 problem details. Every document also has a path-only URL ending in .json that works on any static mirror. Dataset version ${model.version}.`,
      license: { name: "CC0 1.0 (data)", identifier: "CC0-1.0" },
    })
    .addServer({ url: API_BASE, description: "This deployment (relative, so every mirror works)." });
  for (const [name, schema] of Object.entries(RESPONSE_SCHEMAS)) builder.addSchema(name, schema);
  for (const endpoint of ENDPOINTS) {
    const operation: OperationObject = {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      description: endpoint.pathForm === null ? endpoint.description : `${endpoint.description}\n\nPath-only form: ${API_BASE}${endpoint.pathForm}`,
      parameters: endpoint.parameters.map(({ name, in: location, required, description, schema }) => ({ name, in: location, required, description, schema: { ...schema } })),
      responses: responses(endpoint, examples[endpoint.operationId]),
    };
    builder.addPath(endpoint.path, { get: operation });
  }
  return builder.getSpec();
}
