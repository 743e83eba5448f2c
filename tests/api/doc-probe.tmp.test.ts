import { it } from "vitest";
import { createTestApp } from "../support/test-app.ts";
it("probe", async () => {
  const t = await createTestApp();
  const doc = await (await t.request("/api/v3/openapi.json")).json() as any;
  console.log(JSON.stringify(doc.paths["/queue-drafts/{id}/submit"].post.parameters));
  await t.close();
}, 60000);
