import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** While set, every recipient is refused with this reply (450 is a temporary failure). */
  rejectRecipients: { code: number; message: string } | undefined;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state: TestSmtpServer = {
    url: "",
    received,
    rejectRecipients: undefined,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const reject = state.rejectRecipients;
      if (!reject) return callback();
      callback(Object.assign(new Error(reject.message), { responseCode: reject.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (address === null || typeof address === "string") throw new Error("SMTP server has no port");
  state.url = `smtp://127.0.0.1:${address.port}`;
  return state;
}

/** An smtp:// URL where nothing listens: connecting is refused at once. */
export async function unusedSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === "string") throw new Error("probe has no port");
  return `smtp://127.0.0.1:${address.port}`;
}

/** The text body of a single-part mail, undoing the transfer encoding nodemailer chose. */
export function mailText(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = headers.match(/^content-transfer-encoding:\s*(\S+)/im)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The attachments of a multipart mail (base64 parts marked `attachment`), decoded. */
export function mailAttachments(raw: string): ReceivedAttachment[] {
  const boundary = raw.match(/boundary="?([^"\r\n;]+)"?/i)?.[1];
  if (!boundary) return [];
  return raw.split(`--${boundary}`).flatMap((part) => {
    const split = part.indexOf("\r\n\r\n");
    const headers = part.slice(0, split).replace(/\r\n[ \t]+/g, " ");
    if (split < 0 || !/^content-disposition:\s*attachment/im.test(headers)) return [];
    return [
      {
        filename: headers.match(/filename="?([^";\r\n]+)"?/i)?.[1] ?? "",
        contentType: headers.match(/^content-type:\s*([^;\r\n]+)/im)?.[1]?.trim() ?? "",
        content: Buffer.from(part.slice(split + 4).replace(/\s+/g, ""), "base64"),
      },
    ];
  });
}
