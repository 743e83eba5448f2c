import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routePathOf } from "../../src/server/api/gate.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the API document", () => {
  it("is OpenAPI 3.1 with every public route and the error schema", async () => {
    const res = await t.request("/api/v3/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "/api/v3" }]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/health",
        "/settings",
        "/checkpoints",
        "/checkpoints/{id}",
        "/checkpoints/{id}/slots",
        "/queue-drafts",
        "/queue-drafts/{id}",
        "/queue-drafts/{id}/submit",
        "/queues",
        "/queues/archive",
        "/queues/{id}",
        "/queues/{id}/history",
        "/queues/{id}/confirm",
        "/queues/{id}/extend",
        "/queues/{id}/cancel",
        "/queues/{id}/change",
        "/queues/{id}/events",
        "/notifications",
        "/operator/lanes/{id}/board",
        "/operator/queues/{id}/admit",
        "/operator/queues/{id}/pass",
        "/operator/queues/{id}/annul",
        "/operator/lanes/{id}",
        "/waiting-area-api/check-ins",
        "/waiting-area-api/check-outs",
        "/push/public-key",
        "/push-subscriptions",
        "/notifications/preferences",
        "/news",
        "/news/{id}",
        "/faq",
        "/pages/{slug}",
        "/waiting-areas",
        "/waiting-areas/{id}",
        "/waiting-area-api/free-spaces",
        "/waiting-area-applications",
        "/feedback",
        "/account/profile",
        "/bot-check/challenge",
        "/auth/register",
        "/auth/register/confirm",
        "/auth/login",
        "/auth/refresh",
        "/auth/logout",
        "/auth/logout-all",
        "/auth/recover",
        "/auth/new-password",
        "/account/password",
        "/profile/carrier-type",
        "/profile/carriers",
        "/profile/carriers/{vehicle_type}",
        "/profile/drivers",
        "/profile/drivers/{id}",
        "/profile/drivers/{id}/phone-verification",
        "/profile/drivers/{id}/phone-verification/confirm",
        "/profile/vehicles",
        "/profile/vehicles/{id}",
        "/profile/files/{id}",
        "/profile/permits",
        "/profile/permits/{id}",
        "/profile/details",
        "/profile/phone-verification",
        "/profile/phone-verification/confirm",
        "/violations",
        "/violations/{id}",
      ]),
    );
    expect(doc.components.schemas.Error.properties).toHaveProperty("message");
    expect(doc.paths["/checkpoints"].get.responses).toHaveProperty("422");
  });

  it("lists for every operation the statuses any request to it can meet before its handler", async () => {
    const doc = await (await t.request("/api/v3/openapi.json")).json();
    type Operation = {
      security?: Array<Record<string, unknown>>;
      parameters?: Array<{ in: string }>;
      requestBody?: { content: Record<string, unknown> };
      responses: Record<string, unknown>;
    };
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(item)) {
        const expected: number[] = [];
        if ((operation.security ?? []).length > 0) expected.push(401);
        if (method !== "get") expected.push(403, 413);
        const content = Object.keys(operation.requestBody?.content ?? {});
        if (content.includes("application/json")) expected.push(400, 415, 422);
        if (content.includes("multipart/form-data")) expected.push(400, 422);
        if ((operation.parameters ?? []).some((p) => p.in === "query")) expected.push(422);
        if ((operation.parameters ?? []).some((p) => p.in === "path")) expected.push(404);
        for (const status of expected) if (!(String(status) in operation.responses)) missing.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
    expect(missing).toEqual([]);
    expect(doc.paths["/auth/login"].post.responses["413"].description).toMatch(/64 KB/);
  });

  it("names only operations the application routes under the same method and path (the gate finds an operation's rules by it)", async () => {
    const doc = await (await t.request("/api/v3/openapi.json")).json();
    const routed = new Set(t.app.routes.map((route) => `${route.method} ${route.path}`));
    const unrouted: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { servers?: Array<{ url: string }> }>>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
        operations++;
        // The compatible paths name their own server (/api); the rest are under /api/v3.
        const route = `${method.toUpperCase()} ${routePathOf(operation.servers?.[0]?.url ?? "/api/v3", path)}`;
        if (!routed.has(route)) unrouted.push(route);
      }
    }
    expect(unrouted).toEqual([]);
    expect(operations).toBeGreaterThan(100);
  });

  it("has a readable reference page served from the project, with no third-party host", async () => {
    const page = await t.request("/api/v3/docs/");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("swagger-ui-bundle.js");
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const bundle = await t.request("/api/v3/docs/assets/swagger-ui-bundle.js");
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toMatch(/javascript/);
    expect((await t.request("/api/v3/docs/assets/../../../package.json")).status).toBe(404);
  });
});
