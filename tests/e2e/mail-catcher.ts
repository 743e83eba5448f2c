/**
 * The browser tests' mail server: the portal's servers send their mail to its SMTP side (their
 * SMTP_URL, playwright.config.ts starts it before them), and the tests read what arrived from its
 * HTTP side (mail-helpers.ts):
 *
 *   GET /mails?to=<address>  → [{ to, subject, text }], in the order received (text: the decoded text part)
 *   GET /health              → 200 once both sides listen
 *
 * Test-only: `node tests/e2e/mail-catcher.ts <smtp port> <http port>`, on the loopback address.
 */
import { createServer } from "node:http";
import { startSmtpSink } from "../support/smtp-sink.ts";

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) {
  console.error("usage: node tests/e2e/mail-catcher.ts <smtp port> <http port>");
  process.exit(2);
}

const smtp = await startSmtpSink(smtpPort);

const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (request.method === "GET" && url.pathname === "/health") {
    response.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
  } else if (request.method === "GET" && url.pathname === "/mails") {
    const to = url.searchParams.get("to");
    const mails = (to === null ? smtp.mails : smtp.mailsTo(to)).map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.plainText }));
    response.writeHead(200, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(mails));
  } else {
    response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
  }
});
http.listen(httpPort, "127.0.0.1");

// Playwright stops its web servers with SIGTERM (SIGINT on Ctrl-C).
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    http.close();
    void smtp.close().then(() => process.exit(0));
  });
}
