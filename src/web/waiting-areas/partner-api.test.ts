import { describe, expect, it } from "vitest";
import { partnerOperations, type OpenApiDocument } from "./partner-api.ts";

const document: OpenApiDocument = {
  paths: {
    "/health": { get: { summary: "Health" } },
    "/waiting-area-api/check-ins": {
      post: {
        summary: "Check in",
        security: [{ waitingAreaKey: [] }],
        requestBody: { content: { "application/json": { schema: { type: "object", properties: { plate: { type: "string", example: "AA1234BB" } } } } } },
        responses: { "200": { description: "Checked in" }, "401": { description: "No key" } },
      },
    },
    "/waiting-areas/{id}": { get: { summary: "An area", parameters: [{ name: "id", in: "path", schema: { type: "string", example: "7" } }], responses: { "404": { description: "Not found" } } } },
    "/waiting-areas-other": { get: { summary: "Not ours" } },
  },
};

describe("partnerOperations", () => {
  const found = partnerOperations(document, ["/waiting-area-api", "/waiting-areas"], "https://echerha.example/api/v3");

  it("takes the operations under the prefixes only, in the document's order", () => {
    expect(found.map((o) => `${o.method} ${o.path}`)).toEqual(["POST /waiting-area-api/check-ins", "GET /waiting-areas/{id}"]);
  });

  it("writes a curl command with the key, the body's example and the path's example", () => {
    const [checkIn, area] = found;
    expect(checkIn).toMatchObject({ needsKey: true, body: '{"plate":"AA1234BB"}', answers: [{ status: "200", description: "Checked in" }, { status: "401", description: "No key" }] });
    expect(checkIn!.curl).toBe(
      "curl -X POST 'https://echerha.example/api/v3/waiting-area-api/check-ins' \\\n  -H 'Authorization: Bearer wa_YOUR_KEY' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"plate\":\"AA1234BB\"}'",
    );
    expect(area).toMatchObject({ needsKey: false, body: null, curl: "curl -X GET 'https://echerha.example/api/v3/waiting-areas/7'" });
  });
});
