import { describe, expect, it } from "vitest";
import { unreadFirst, type Notice } from "./notice-list.tsx";

const notice = (id: number, read: boolean): Notice => ({ id, entry_id: 1, kind: "joined", urgent: false, title: "", body: "", path: "/queues/1", created_at: "", read });

describe("unreadFirst", () => {
  it("puts the unread notices first, each group in the API's order", () => {
    expect(unreadFirst([notice(5, true), notice(4, false), notice(3, true), notice(2, false)]).map((n) => n.id)).toEqual([4, 2, 5, 3]);
  });
});
