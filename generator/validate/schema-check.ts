// Validates each dataset file against its JSON Schema (dataset/schemas) and reports errors per record.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import type { LoadedFile } from "../load.ts";
import type { DataProblem } from "./problem.ts";

export type SchemaName = "concept" | "quotes" | "tags" | "graph" | "source";

const SCHEMA_DIR = path.resolve(import.meta.dirname, "..", "..", "dataset", "schemas");
const ajv = new Ajv2020({ allErrors: true, strict: true });
const validators = new Map<SchemaName, ValidateFunction>();

function validatorFor(name: SchemaName): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    validate = ajv.compile(JSON.parse(readFileSync(path.join(SCHEMA_DIR, `${name}.schema.json`), "utf8")));
    validators.set(name, validate);
  }
  return validate;
}

/** "quote 1703" for an array element that has an id or slug, else "item 4"; undefined for the file itself. */
function recordName(data: unknown, instancePath: string, noun: string): string | undefined {
  const index = /^\/(\d+)/.exec(instancePath)?.[1];
  if (index === undefined) return undefined;
  const item = (data as Record<string, unknown>[])[Number(index)];
  const key = item?.["id"] ?? item?.["slug"] ?? (item?.["source"] !== undefined ? `${String(item["source"])}–${String(item["target"])}` : undefined);
  return key === undefined ? `${noun} #${Number(index) + 1}` : `${noun} ${String(key)}`;
}

function describe(error: ErrorObject): { message: string; fix: string } {
  const field = error.instancePath.replace(/^\/\d+/, "").replace(/^\//, "").replaceAll("/", ".") || "the record";
  switch (error.keyword) {
    case "required":
      return { message: `missing property "${String(error.params["missingProperty"])}"`, fix: `add "${String(error.params["missingProperty"])}" (see dataset/schemas for its meaning)` };
    case "additionalProperties":
      return { message: `unknown property "${String(error.params["additionalProperty"])}"`, fix: `remove "${String(error.params["additionalProperty"])}" or correct its spelling` };
    case "enum":
      return { message: `${field} must be one of ${JSON.stringify(error.params["allowedValues"])}`, fix: `use one of the allowed values for ${field}` };
    default:
      return { message: `${field} ${error.message ?? "is invalid"}`, fix: `correct ${field} (see its description in dataset/schemas)` };
  }
}

export interface SchemaResult {
  problems: DataProblem[];
  /** The file's data if it is valid; for a valid array with some invalid items, the valid items, so cross-file checks still run on them. */
  usable: unknown;
}

export function checkSchema(file: LoadedFile, schema: SchemaName, noun: string): SchemaResult {
  if (file.parseError !== undefined) {
    return { usable: undefined, problems: [{ check: "json", file: file.file, message: file.parseError, fix: "make the file valid JSON (an editor with the schema in dataset/schemas helps)" }] };
  }
  const validate = validatorFor(schema);
  const data: unknown = file.data;
  if (validate(data)) return { usable: data, problems: [] };
  const errors = validate.errors ?? [];
  const problems = errors.map((error) => {
    const record = recordName(file.data, error.instancePath, noun);
    return { check: "schema", file: file.file, ...(record === undefined ? {} : { record }), ...describe(error) };
  });
  const badItems = new Set(errors.map((error) => /^\/(\d+)/.exec(error.instancePath)?.[1]));
  const usable = Array.isArray(file.data) && !badItems.has(undefined) ? (file.data as unknown[]).filter((_, index) => !badItems.has(String(index))) : undefined;
  return { usable, problems };
}
