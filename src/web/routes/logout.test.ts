import { describe, expect, it } from "vitest";
import { testLoadContext } from "../../../tests/support/load-context.ts";
import { action } from "./logout.tsx";

/** The logout form's action, with the API answering POST /auth/logout as given. */
function logoutWith(answer: Response, forwardedHeaders: Record<string, string>) {
  const context = testLoadContext(
    async (request) => (new URL(request.url).pathname.endsWith("/auth/logout") ? answer.clone() : Response.json({ data: { id: 1, email: "a@example.com", carriers: {} } })),
    forwardedHeaders,
  );
  return action({ context, request: new Request("http://localhost/en/logout", { method: "POST" }), params: {} } as never);
}

describe("POST /logout (the header's form)", () => {
  it("answers a form posted from another site with the API's refusal as the page, not a server error", async () => {
    const refusal = Response.json({ message: "A request from another site was refused" }, { status: 403 });
    const thrown = await logoutWith(refusal, { cookie: "session=abc", origin: "https://evil.example" }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", data: { message: "A request from another site was refused" }, init: { status: 403 } });
  });

  it("ends a session that had ended already like any other: home, without the cookie", async () => {
    const response = (await logoutWith(Response.json({ message: "You need to log in" }, { status: 401 }), { cookie: "session=abc" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toContain("session=; Path=/; Max-Age=0");
  });
});
