import { describe, expect, it } from "vitest";
import { listQuery, MAX_PAGE } from "./list-query.ts";

const at = (search: string) => new URL(`http://portal.test/admin/list${search}`);

describe("listQuery", () => {
  it("reads a search, trimmed, and the page; the API is sent only what is asked", () => {
    expect(listQuery(at("?q=%20olena%40%20&page=3"), { text: ["q"], paged: true })).toEqual({ values: { q: "olena@" }, page: 3, query: { q: "olena@", page: 3 } });
    expect(listQuery(at(""), { text: ["q"], paged: true })).toEqual({ values: { q: "" }, page: 1, query: { page: 1 } });
  });

  it.each(["0", "-2", "1.5", "abc", String(MAX_PAGE + 1)])("takes page %s for the first", (page) => {
    expect(listQuery(at(`?page=${page}`), { text: ["q"], paged: true }).page).toBe(1);
  });

  it("sends no page for a list that is not paged", () => {
    expect(listQuery(at("?page=4&status=new"), { choice: { status: { values: ["new", "closed"] } } }).query).toEqual({ status: "new" });
  });

  it("reads the audit's filters, keeping the empty ones for the form only", () => {
    const { values, query } = listQuery(at("?action=user.role&actor_id=&from=2026-01-01"), { text: ["actor_id", "action", "from"], paged: true });
    expect(values).toEqual({ actor_id: "", action: "user.role", from: "2026-01-01" });
    expect(query).toEqual({ action: "user.role", from: "2026-01-01", page: 1 });
  });

  it("takes a choice from its values: the initial one when absent, no filter (or `otherwise`) for an unknown one", () => {
    const applications = { choice: { status: { values: ["new", "accepted", "declined"], initial: "new" } } };
    expect(listQuery(at(""), applications).values.status).toBe("new");
    expect(listQuery(at("?status=declined"), applications).query).toEqual({ status: "declined" });
    expect(listQuery(at("?status=all"), applications)).toMatchObject({ values: { status: "" }, query: {} });
    const reviews = { choice: { status: { values: ["pending", "approved", "rejected", "all"], initial: "pending", otherwise: "pending" } } };
    expect(listQuery(at("?status=all"), reviews).query).toEqual({ status: "all" });
    expect(listQuery(at("?status=nonsense"), reviews).query).toEqual({ status: "pending" });
  });
});
