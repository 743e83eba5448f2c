/** A real SMTP server in the test process: mail sent by the app over SMTP lands here. */
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
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

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

export async function startSmtpSink() {
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
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeBodies(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
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
