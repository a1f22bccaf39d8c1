// RFC 9457 problem details: the one shape of every error the API returns.
import { urls } from "./urls.ts";

export interface ParameterError {
  name: string;
  in: "query" | "path";
  value: string;
  detail: string;
}

export interface ProblemType {
  name: string;
  status: number;
  title: string;
  description: string;
}

export const PROBLEM_TYPES = {
  notFound: { name: "not-found", status: 404, title: "Not Found", description: "No document exists at this URL: an unknown path, concept slug, quote id or concept filter." },
  invalidParameter: { name: "invalid-parameter", status: 400, title: "Invalid Parameter", description: "A query or path parameter is outside its declared type or bounds; the errors list names each one. Values are never clamped silently." },
  methodNotAllowed: { name: "method-not-allowed", status: 405, title: "Method Not Allowed", description: "The API is read-only: only GET, HEAD and OPTIONS are answered." },
} as const satisfies Record<string, ProblemType>;

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  errors?: ParameterError[];
}

export function problem(kind: ProblemType, detail: string, instance: string, errors?: ParameterError[]): Problem {
  return { type: urls.problemType(kind.name), title: kind.title, status: kind.status, detail, instance, ...(errors ? { errors } : {}) };
}

/** The document served at each problem type's URL, so `type` is dereferenceable. */
export function problemTypeDocument(kind: ProblemType) {
  return { type: urls.problemType(kind.name), title: kind.title, status: kind.status, description: kind.description };
}
