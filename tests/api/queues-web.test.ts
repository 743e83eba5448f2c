/**
 * What the queue screens add to the API: one live stream for all of a user's entries (or one of
 * them), resuming missed notices after a reconnect; and the archive's filters by status,
 * checkpoint and day ended.
 */
import { describe, expect, it } from "vitest";
import { advance, createBooker, data, useQueueTestApp, truckDraft } from "../support/booking.ts";

const app = useQueueTestApp();

/** Reads a stream until `pattern` shows up (or 10 s pass). */
function streamReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = "";
  return {
    get received() {
      return received;
    },
    async until(pattern: RegExp) {
      const deadline = Date.now() + 10_000;
      while (!pattern.test(received) && Date.now() < deadline) {
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 500))]);
        if (chunk && !chunk.done) received += decoder.decode(chunk.value);
      }
      return pattern.test(received);
    },
    cancel: () => reader.cancel(),
  };
}

describe("GET /queues/events", () => {
  it("streams every open entry of the user, then their changes and notices, in the language asked", async () => {
    const carrier = await createBooker(app.t, app.smtp, 1);
    const first = await data(await carrier.call("POST", `/queue-drafts/${(await truckDraft(carrier, app.yahodyn)).id}/submit`));
    const stranger = await createBooker(app.t, app.smtp, 1);
    const theirs = await data(await stranger.call("POST", `/queue-drafts/${(await truckDraft(stranger, app.yahodyn)).id}/submit`));

    const response = await carrier.call("GET", "/queues/events?locale=pl");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const stream = streamReader(response);
    expect(await stream.until(new RegExp(`event: entry\\ndata: \\{"id":${first.id},"status":30`))).toBe(true);

    expect((await carrier.call("POST", `/queues/${first.id}/extend`)).status).toBe(200);
    expect(await stream.until(/event: notice\ndata: .*"kind":"delayed"/)).toBe(true);
    // The notice is in Polish, whatever the request's other headers say.
    expect(stream.received).toContain("Opóźnienie w kolejce");
    expect(stream.received).toMatch(new RegExp(`event: entry\\ndata: \\{"id":${first.id},"status":30,[^\\n]*"extended":true[^\\n]*\\nid: n\\d+\\n`));
    // Another user's entries never appear.
    expect((await stranger.call("POST", `/queues/${theirs.id}/cancel`)).status).toBe(200);
    expect((await carrier.call("POST", `/queues/${first.id}/cancel`)).status).toBe(200);
    expect(await stream.until(new RegExp(`"id":${first.id},"status":70`))).toBe(true);
    expect(stream.received).not.toContain(`data: {"id":${theirs.id},`);
    await stream.cancel();
  });

  it("narrows to one entry, answers 404 for another user's, and resends missed notices after a reconnect", async () => {
    const carrier = await createBooker(app.t, app.smtp, 1);
    const entry = await data(await carrier.call("POST", `/queue-drafts/${(await truckDraft(carrier, app.yahodyn)).id}/submit`));
    const stranger = await createBooker(app.t, app.smtp, 1);
    expect((await stranger.call("GET", `/queues/events?entry=${entry.id}`)).status).toBe(404);
    expect((await carrier.call("GET", "/queues/events?entry=abc")).status).toBe(404);
    expect((await carrier.call("GET", "/queues/events?locale=xx")).status).toBe(422);

    const first = streamReader(await carrier.call("GET", `/queues/events?entry=${entry.id}&locale=en`));
    expect(await first.until(/event: entry\ndata: .*\nid: (n\d+)\n/)).toBe(true);
    const cursor = /event: entry\ndata: .*\nid: (n\d+)\n/.exec(first.received)![1]!;
    await first.cancel();

    // While away: the call-up (and its notice).
    await advance(app.t, 1);
    expect((await data(await carrier.call("GET", `/queues/${entry.id}`))).status).toBe(40);
    const again = streamReader(await carrier.call("GET", `/queues/events?entry=${entry.id}&locale=en`, undefined, { "Last-Event-ID": cursor }));
    expect(await again.until(/event: notice\ndata: .*"kind":"called-up".*"title":"Prepare for entry"/)).toBe(true);
    expect(again.received).toMatch(new RegExp(`event: entry\\ndata: \\{"id":${entry.id},"status":40`));
    await again.cancel();
  });

  it("is described in the OpenAPI document", async () => {
    const document = await (await app.t.request("/api/v3/openapi.json")).json();
    expect(Object.keys(document.paths)).toContain("/queues/events");
    expect(document.paths["/queues/archive"].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["page", "per_page", "status", "checkpoint_id", "from", "to"]),
    );
  });
});

describe("GET /queues/archive filters", () => {
  it("filters by status, checkpoint and the day the entry ended, and refuses bad filters", async () => {
    const carrier = await createBooker(app.t, app.smtp, 1);
    const cancelled = await data(await carrier.call("POST", `/queue-drafts/${(await truckDraft(carrier, app.yahodyn)).id}/submit`));
    expect((await carrier.call("POST", `/queues/${cancelled.id}/cancel`)).status).toBe(200);
    const other = await data(await carrier.call("POST", `/queue-drafts/${(await truckDraft(carrier, app.yahodyn)).id}/submit`));
    await advance(app.t, 1);
    await advance(app.t, 11); // called up, never confirmed: expired
    const expired = await data(await carrier.call("GET", `/queues/${other.id}`));
    expect(expired.status).toBe(80);

    const ids = async (query: string) => {
      const res = await carrier.call("GET", `/queues/archive${query}`);
      expect(res.status, query).toBe(200);
      const body = await res.json();
      return { ids: body.data.map((e: { id: number }) => e.id), total: body.meta.total };
    };
    expect((await ids("")).ids).toEqual([other.id, cancelled.id]);
    expect(await ids("?status=70")).toEqual({ ids: [cancelled.id], total: 1 });
    expect(await ids("?status=80")).toEqual({ ids: [other.id], total: 1 });
    expect((await ids(`?checkpoint_id=${app.yahodyn}`)).total).toBe(2);
    expect((await ids(`?checkpoint_id=${app.yahodyn + 1000}`)).total).toBe(0);

    const endedDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Kyiv" }).format(new Date(expired.ended_at));
    const dayAfter = new Date(Date.parse(`${endedDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await ids(`?from=${endedDay}&to=${endedDay}`)).ids).toContain(other.id);
    expect((await ids(`?from=${dayAfter}`)).total).toBe(0);
    expect((await ids(`?to=${dayAfter}&per_page=1&page=2`)).ids).toEqual([cancelled.id]);

    for (const bad of ["?status=30", "?status=x", "?checkpoint_id=0", "?from=2026-13-01", "?from=yesterday", `?from=${dayAfter}&to=${endedDay}`]) {
      const res = await carrier.call("GET", `/queues/archive${bad}`);
      expect(res.status, bad).toBe(422);
    }
  });
});
