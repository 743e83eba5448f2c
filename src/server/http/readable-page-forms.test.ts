import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { RequestVariables } from "./context.ts";
import { translatorFor } from "../i18n.ts";
import { readablePageForms } from "./readable-page-forms.ts";

/** A page route behind the check, whose action reads the form as React Router's would. */
function page() {
  const app = new Hono<{ Variables: RequestVariables }>();
  app.use(async (c, next) => {
    c.set("t", translatorFor("en"));
    await next();
  });
  app.post("/en/profile/carrier", readablePageForms(), async (c) => c.text(`fields: ${[...(await c.req.raw.formData()).keys()].join(",")}`));
  return app;
}

describe("a page form that cannot be read", () => {
  it("answers 400 with a message in the page's language, with a boundary or without", async () => {
    for (const type of ["multipart/form-data; boundary=x", "multipart/form-data"]) {
      const res = await page().request("/en/profile/carrier", { method: "POST", headers: { "Content-Type": type }, body: "--x\r\nbroken" });
      expect(res.status).toBe(400);
      expect(await res.text()).toBe("The request body could not be read");
    }
  });

  it("leaves a good form to the route, which reads it whole", async () => {
    const form = new FormData();
    form.append("name", "Acme");
    form.append("certificate", new File([new Uint8Array([1, 2, 3])], "scan.png"));
    const res = await page().request("/en/profile/carrier", { method: "POST", body: form });
    expect(await res.text()).toBe("fields: name,certificate");
  });
});
