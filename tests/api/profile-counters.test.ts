import { beforeAll, describe, expect, it } from "vitest";
import { createBooker, useQueueTestApp, truckDraft, type Booker } from "../support/booking.ts";

const app = useQueueTestApp();
let booker: Booker;
beforeAll(async () => {
  booker = await createBooker(app.t, app.smtp, 1, "counters");
});

const profile = async () => (await (await booker.call("GET", "/account/profile")).json()).data as { queues_counter: number; notices_unread: number };

describe("the profile's header counters", () => {
  it("counts the open queue entries and the unread notices, and forgets them when they end or are read", async () => {
    expect(await profile()).toMatchObject({ queues_counter: 0, notices_unread: 0 });

    const draft = await truckDraft(booker, app.yahodyn);
    const submitted = await booker.call("POST", `/queue-drafts/${draft.id}/submit`, undefined, { "Idempotency-Key": `counters-${draft.id}` });
    expect(submitted.status).toBe(201);
    const entry = (await submitted.json()).data as { id: number };
    // The 'joined' notice arrives with the entry.
    expect(await profile()).toMatchObject({ queues_counter: 1, notices_unread: 1 });

    expect((await booker.call("POST", "/notifications/read", {})).status).toBe(204);
    expect(await profile()).toMatchObject({ queues_counter: 1, notices_unread: 0 });

    expect((await booker.call("POST", `/queues/${entry.id}/cancel`)).status).toBeLessThan(300);
    const after = await profile();
    expect(after.queues_counter).toBe(0);
  });

  it("is documented in the OpenAPI document", async () => {
    const document = await (await app.t.request("/api/v3/openapi.json")).json();
    const properties = document.components.schemas.Profile.properties;
    expect(properties.queues_counter.type).toBe("integer");
    expect(properties.notices_unread.type).toBe("integer");
  });
});
