/**
 * The outbox, readable while developing and testing (never in production), by clients on this
 * machine only (http/loopback.ts): mail and SMS that were kept because no SMTP server or SMS
 * gateway is configured. JSON under /api/v3/dev/outbox and a plain page at /dev/outbox.
 */
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { html } from "hono/html";
import type { DatabaseHandle } from "../../db/client.ts";
import { fromLoopback } from "../../http/loopback.ts";
import { outbox } from "../../db/schema.ts";

const LIMIT = 50;

async function latest(database: DatabaseHandle, recipient: string | undefined) {
  return database.db
    .select()
    .from(outbox)
    .where(recipient ? eq(outbox.recipient, recipient) : undefined)
    .orderBy(desc(outbox.id))
    .limit(LIMIT);
}

/** Behind the API's loopback guard (create-api.ts covers /api/v3/dev/*). */
export function devOutboxApi(database: DatabaseHandle) {
  return new Hono().get("/dev/outbox", async (c) => {
    const rows = await latest(database, c.req.query("recipient") || undefined);
    c.header("Cache-Control", "no-store");
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        text: row.text,
        created_at: row.createdAt.toISOString(),
      })),
    });
  });
}

export function devOutboxPage(database: DatabaseHandle) {
  return new Hono().get("/dev/outbox", async (c, next) => {
    // Anyone else gets what the path would be without the outbox: the portal's page not found.
    if (!fromLoopback(c)) return next();
    const rows = await latest(database, c.req.query("recipient") || undefined);
    c.header("Cache-Control", "no-store");
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Outbox (development only)</title>
        </head>
        <body style="font-family: system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem">
          <h1>Outbox</h1>
          <p>Mail and SMS kept because no SMTP server or SMS gateway is configured. Development and test only.</p>
          ${rows.length === 0 ? html`<p>Nothing sent yet.</p>` : ""}
          ${rows.map(
            (row) => html`<article style="border-top: 1px solid #ccc; padding: 0.5rem 0">
              <h2 style="font-size: 1rem">${row.channel === "mail" ? "✉" : "SMS"} ${row.recipient} — ${row.subject ?? ""}</h2>
              <p><time datetime="${row.createdAt.toISOString()}">${row.createdAt.toISOString()}</time></p>
              <pre style="white-space: pre-wrap">${row.text}</pre>
            </article>`,
          )}
        </body>
      </html>`);
  });
}
