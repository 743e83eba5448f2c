/** A real SMTP server in the test process: mail sent by the app over SMTP lands here. */
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
  /** The Subject header, unfolded, its encoded words (RFC 2047) decoded. */
  subject: string;
  /** The text/plain part alone, decoded, with \n line ends (the text a mail client shows). */
  plainText: string;
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? /^[0-9A-F]{2}$/.exec(joined.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The message with its quoted-printable text decoded and every base64 part appended, decoded. */
function decodeBodies(raw: string): string {
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) =>
    Buffer.from((m[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8"),
  );
  return [decodeQuotedPrintable(raw), ...base64Parts].join("\n\n");
}

/** A MIME entity's headers (names in lower case, folded lines joined) and its body. */
function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const end = /\r?\n\r?\n/.exec(entity);
  const head = end ? entity.slice(0, end.index) : entity;
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end ? entity.slice(end.index + end[0].length) : "" };
}

/** A header's encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) decoded; the space between two of them dropped. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** The first text/plain part of a MIME entity (searching multipart ones), decoded; "" if there is none. */
function plainTextOf(entity: string): string {
  const { headers, body } = splitEntity(entity);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      const text = plainTextOf(part.replace(/^\r?\n/, ""));
      if (text) return text;
    }
    return "";
  }
  if (!/^text\/plain/i.test(type)) return "";
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Listens on `port` of the loopback address (0: any free one). */
export async function startSmtpSink(port = 0) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        const subject = decodeHeader(splitEntity(raw).headers.get("subject") ?? "");
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeBodies(raw), subject, plainText: plainTextOf(raw).replace(/\r\n/g, "\n") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // A client that drops its connection is no reason to stop (an 'error' event with no listener would).
  server.on("error", (error) => console.error(`SMTP sink: ${error.message}`));
  const listening = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${listening.port}`,
    mails,
    mailsTo: (address: string) => mails.filter((m) => m.to.includes(address)),
    /** The 6-digit code of the latest mail to `address`. */
    latestCode(address: string): string | null {
      const mail = mails.filter((m) => m.to.includes(address)).at(-1);
      const body = mail?.text.split(/\r?\n\r?\n/).slice(1).join("\n") ?? "";
      // The code stands alone on its line in the text part.
      return /^(\d{6})$/m.exec(body)?.[1] ?? null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
