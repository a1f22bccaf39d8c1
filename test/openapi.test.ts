// The generated OpenAPI document is valid OpenAPI 3.1 (by a real validator) and describes every endpoint and bound.
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { readStatic } from "./support/public-site.ts";

const openapi = JSON.parse(readStatic("/api/v1/openapi.json"));

describe("openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(openapi);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("has version 1.0.0 and a server ending in /api/v1", () => {
    expect(openapi.info.version).toBe("1.0.0");
    expect(openapi.servers.map((server: { url: string }) => server.url)).toEqual([expect.stringMatching(/\/api\/v1$/)]);
  });

  it("declares every endpoint of the service", () => {
    expect(Object.keys(openapi.paths).sort()).toEqual(["/", "/concepts", "/concepts/{slug}", "/graph", "/openapi.json", "/quotes", "/quotes/random", "/quotes/today", "/quotes/{id}", "/themes"]);
  });

  it("declares the parameter bounds", () => {
    const parameters = Object.fromEntries(openapi.paths["/quotes"].get.parameters.map((p: { name: string; schema: unknown }) => [p.name, p.schema]));
    expect(parameters["limit"]).toMatchObject({ type: "integer", minimum: 1, maximum: 100, default: 25 });
    expect(parameters["offset"]).toMatchObject({ type: "integer", minimum: 0, default: 0 });
    expect(openapi.paths["/concepts"].get.parameters[0].schema).toMatchObject({ enum: ["live", "coming_soon"], default: "live" });
  });

  it("gives every response a schema, errors included", () => {
    for (const [path, item] of Object.entries<any>(openapi.paths)) {
      for (const [status, response] of Object.entries<any>(item.get.responses)) {
        const content = Object.values<any>(response.content ?? {});
        expect(content.length, `${path} ${status}`).toBeGreaterThan(0);
        for (const media of content) expect(media.schema, `${path} ${status}`).toBeDefined();
      }
    }
  });
});
