// Validates response bodies against the response schemas of the generated openapi.json (JSON Schema 2020-12, ajv).
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

export type BodyValidator = (schemaName: string, body: unknown) => string[];

export function validatorFromOpenApi(openapi: Record<string, unknown>): BodyValidator {
  // strict: false because the document also holds OpenAPI keywords (example, description on $ref) that are not JSON Schema.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...openapi, $id: "openapi.json" });
  return (schemaName, body) => {
    const validate = ajv.getSchema(`openapi.json#/components/schemas/${schemaName}`);
    if (!validate) return [`no schema ${schemaName} in openapi.json`];
    return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };
}
