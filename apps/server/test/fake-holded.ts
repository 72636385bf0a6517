import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { HoldedDocType } from "@comanda/domain";

/**
 * Holded's invoicing API on loopback (research/fiscal-hardware-notes.md §2.2): the `key` header,
 * `GET /documents/{docType}?starttmp&endtmp&page` filtering by the document's date (Unix
 * seconds, both ends included) a page at a time, and `GET /documents/{docType}/{id}/pdf`
 * answering `{status: 1, data: <base64 PDF>}`. It keeps the queries it was asked, can be taken
 * down and up on the same port, answer 503s or answer something that is not its API's.
 */

export const FAKE_HOLDED_KEY = "holded-test-key-0123456789abcdef";

export interface FakeHoldedDocument {
  id: string;
  docNumber: string;
  contactName: string;
  desc: string;
  /** Unix seconds. */
  date: number;
  total: number;
  currency: string;
}

export type FakeHoldedMode = "up" | "server_error" | "garbage";

/** A small real PDF naming the document, so a test can tell which one it got. */
export function fakePdf(document: FakeHoldedDocument): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n% ${document.docNumber}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );
}

export async function startFakeHolded({ pageSize = 50 }: { pageSize?: number } = {}) {
  const documents = new Map<HoldedDocType, FakeHoldedDocument[]>();
  const queries: { path: string; key: string | undefined; params: Record<string, string> }[] = [];
  const sockets = new Set<Socket>();
  let apiKey = FAKE_HOLDED_KEY;
  let mode: FakeHoldedMode = "up";
  let server: Server | undefined;
  let port = 0;

  function answer(request: IncomingMessage): { status: number; body: unknown } {
    const url = new URL(request.url ?? "/", "http://holded.test");
    const path = url.pathname.replace(/^\/api\/invoicing\/v1/, "");
    const key = typeof request.headers.key === "string" ? request.headers.key : undefined;
    queries.push({ path, key, params: Object.fromEntries(url.searchParams) });
    if (key !== apiKey) return { status: 401, body: { status: 0, info: "Unauthorized" } };
    const pdf = /^\/documents\/(\w+)\/(\w+)\/pdf$/.exec(path);
    if (pdf) {
      const document = documents.get(pdf[1] as HoldedDocType)?.find((candidate) => candidate.id === pdf[2]);
      if (!document) return { status: 404, body: { status: 0, info: "Document not found" } };
      return { status: 200, body: { status: 1, data: fakePdf(document).toString("base64") } };
    }
    const list = /^\/documents\/(\w+)$/.exec(path);
    if (!list) return { status: 404, body: { status: 0, info: "Not found" } };
    const from = Number(url.searchParams.get("starttmp") ?? Number.NEGATIVE_INFINITY);
    const to = Number(url.searchParams.get("endtmp") ?? Number.POSITIVE_INFINITY);
    const page = Number(url.searchParams.get("page") ?? 1);
    const matching = (documents.get(list[1] as HoldedDocType) ?? [])
      .filter((document) => document.date >= from && document.date <= to)
      .sort((a, b) => a.date - b.date);
    return { status: 200, body: matching.slice((page - 1) * pageSize, page * pageSize) };
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    request.resume();
    request.on("end", () => {
      if (mode === "server_error") {
        response.writeHead(503, { "content-type": "text/plain" }).end("Service Unavailable");
        return;
      }
      if (mode === "garbage") {
        response.writeHead(200, { "content-type": "text/html" }).end("<html>Captive portal</html>");
        return;
      }
      const { status, body } = answer(request);
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  }

  async function up() {
    if (server) return;
    const started = createServer(handle);
    started.on("connection", (socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => started.listen(port, "127.0.0.1", resolve));
    port = (started.address() as { port: number }).port;
    server = started;
  }

  async function down() {
    const stopping = server;
    if (!stopping) return;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => stopping.close(() => resolve()));
  }

  await up();

  return {
    /** The base URL, as HOLDED_URL would give it. */
    get url() {
      return `http://127.0.0.1:${port}/api/invoicing/v1`;
    },
    add(docType: HoldedDocType, ...added: FakeHoldedDocument[]) {
      documents.set(docType, [...(documents.get(docType) ?? []), ...added]);
    },
    /** Every request, in order: path, the key header and the query. */
    queries: () => [...queries],
    /** Holded starts accepting only this key (as when the account's key is renewed). */
    acceptKey(key: string) {
      apiKey = key;
    },
    setMode(next: FakeHoldedMode) {
      mode = next;
    },
    down,
    up,
    close: down,
  };
}
export type FakeHolded = Awaited<ReturnType<typeof startFakeHolded>>;
