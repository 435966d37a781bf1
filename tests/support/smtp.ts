import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One email as the SMTP server received it, decoded enough to assert on. */
export type ReceivedMail = {
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  raw: string;
};

export type SmtpSink = {
  url: string;
  mails: ReceivedMail[];
  /** Rejects the next n messages with this SMTP reply code (4xx temporary, 5xx permanent). */
  rejectNext(n: number, code?: number): void;
  /** Resolves when at least n emails have arrived. */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

function unfoldHeaders(block: string) {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

function decodeWords(value: string) {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_m, _cs, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

function decodeQuotedPrintable(text: string) {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeBody(headers: Map<string, string>, body: string) {
  const enc = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** Splits a MIME entity into its leaf parts by content type. */
function leaves(raw: string): { type: string; body: string }[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfoldHeaders(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith("--"))
      .flatMap((p) => leaves(p.replace(/^\r?\n/, "")));
  }
  return [{ type: type.split(";")[0]!.toLowerCase(), body: decodeBody(headers, body) }];
}

function parse(raw: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfoldHeaders(raw.slice(0, split));
  const parts = leaves(raw);
  return {
    envelopeTo,
    headers,
    subject: decodeWords(headers.get("subject") ?? ""),
    messageId: headers.get("message-id") ?? "",
    text: parts.find((p) => p.type === "text/plain")?.body ?? "",
    html: parts.find((p) => p.type === "text/html")?.body ?? "",
    raw,
  };
}

/** A real SMTP server on a free loopback port that keeps what it receives: the edge of the email service. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let rejections: { left: number; code: number } = { left: 0, code: 451 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (rejections.left > 0) {
          rejections.left--;
          const err = Object.assign(new Error("Mailbox temporarily unavailable"), {
            responseCode: rejections.code,
          });
          return callback(err);
        }
        mails.push(
          parse(
            Buffer.concat(chunks).toString("utf8"),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  // A sender killed mid-conversation (the crash test) resets its connection; a mail service shrugs that off.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    rejectNext(n, code = 451) {
      rejections = { left: n, code };
    },
    async waitFor(n, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} emails, got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
