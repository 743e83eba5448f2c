import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, createVisitor, expectAdminOnly, grantAdmin, type AdminTestApp } from "../support/admin.ts";

let app: AdminTestApp;
beforeAll(async () => {
  app = await createAdminTestApp();
});
afterAll(() => app.close());

describe("the administration API", () => {
  it("answers administrators only: 401 for a guest, 403 for a user and an operator, before reading any input", async () => {
    await expectAdminOnly(app, "GET", "/admin/audit");
    // An invalid body is refused for what the caller is, not for the body.
    await expectAdminOnly(app, "PUT", `/admin/users/${app.user.userId}/role`, { role: "superuser" }, 422);
    await expectAdminOnly(app, "GET", "/admin/audit?page=0", undefined, 422);
    const refused = await (await app.user.call("GET", "/admin/audit")).json();
    expect(refused.message).toBe("This is for administrators only");
  });

  it("answers privately: nothing an administrator reads is kept by a cache", async () => {
    const res = await app.admin.call("GET", "/admin/audit");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("grants and takes roles, each change in the audit log with before and after; the session sees the new role at once", async () => {
    const someone = await createVisitor(app.t, app.smtp, "someone");
    const granted = await app.admin.call("PUT", `/admin/users/${someone.userId}/role`, { role: "operator" });
    expect(granted.status).toBe(200);
    expect((await granted.json()).data).toEqual({ user_id: someone.userId, role: "operator", previous: "user" });
    expect((await (await someone.call("GET", "/account/profile")).json()).data.role).toBe("operator");
    expect((await app.admin.call("PUT", `/admin/users/${someone.userId}/role`, { role: "admin" })).status).toBe(200);
    expect((await someone.call("GET", "/admin/audit")).status).toBe(200);
    expect((await app.admin.call("PUT", `/admin/users/${someone.userId}/role`, { role: "user" })).status).toBe(200);
    expect((await someone.call("GET", "/admin/audit")).status).toBe(403);

    const log = await (await app.admin.call("GET", `/admin/audit?subject_type=user&subject_id=${someone.userId}`)).json();
    expect(log.data.map((row: { action: string; before: unknown; after: unknown; actor: { id: number } }) => [row.action, row.before, row.after, row.actor.id])).toEqual([
      ["user.role", { role: "admin" }, { role: "user" }, app.admin.userId],
      ["user.role", { role: "operator" }, { role: "admin" }, app.admin.userId],
      ["user.role", { role: "user" }, { role: "operator" }, app.admin.userId],
    ]);
    expect(log.meta).toEqual({ page: 1, per_page: 50, total: 3 });
    expect((await app.admin.call("GET", `/admin/audit?action=user.role&actor_id=${app.user.userId}`)).status).toBe(200);
    expect((await (await app.admin.call("GET", `/admin/audit?action=user.role&actor_id=${app.user.userId}`)).json()).data).toEqual([]);
    // What an action acts on finds all of its actions; a part of a word finds none.
    const byKind = await (await app.admin.call("GET", `/admin/audit?action=user&subject_id=${someone.userId}`)).json();
    expect(byKind.data.map((row: { action: string }) => row.action)).toEqual(["user.role", "user.role", "user.role"]);
    expect((await (await app.admin.call("GET", `/admin/audit?action=use&subject_id=${someone.userId}`)).json()).data).toEqual([]);
  });

  it("never leaves the portal without an administrator", async () => {
    const { t, smtp } = app;
    const second = await createVisitor(t, smtp, "second-admin");
    await grantAdmin(t, second.email);
    // Two administrators: one may step down, then the last one may not.
    expect((await second.call("PUT", `/admin/users/${second.userId}/role`, { role: "user" })).status).toBe(200);
    const refused = await app.admin.call("PUT", `/admin/users/${app.admin.userId}/role`, { role: "operator" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "last-admin", message: "The last administrator cannot lose the role" });
    expect((await (await app.admin.call("GET", "/account/profile")).json()).data.role).toBe("admin");
  });

  it("answers 404 for an unknown user and 422 for filters out of range", async () => {
    expect((await app.admin.call("PUT", "/admin/users/2147483647/role", { role: "user" })).status).toBe(404);
    expect((await app.admin.call("PUT", "/admin/users/2147483648/role", { role: "user" })).status).toBe(404);
    expect((await app.admin.call("GET", "/admin/audit?from=1999-01-01")).status).toBe(422);
    expect((await app.admin.call("GET", "/admin/audit?actor_id=2147483648")).status).toBe(422);
    expect((await app.admin.call("GET", "/admin/audit?action=x%00y")).status).toBe(422);
    const reversed = await app.admin.call("GET", "/admin/audit?from=2026-11-20&to=2026-11-19", undefined, { "X-Client-Locale": "en" });
    expect(reversed.status).toBe(422);
    expect((await reversed.json()).errors).toEqual({ to: ["The start date must not be after the end date."] });
  });
});
