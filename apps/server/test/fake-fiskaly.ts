import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { z } from "zod";
import type { FiskalyRegistration } from "../src/modules/fiscal/fiskaly-schemas";
import {
  amountError,
  type FakeInvoice,
  type FakeValidation,
  fakeInvoiceRequestSchema,
  fieldsOf,
  invoiceAnswer,
  newFakeInvoice,
  targetOf,
} from "./fake-fiskaly-invoices";

/**
 * fiskaly SIGN ES on loopback, following its documented shapes (research/fiscal-hardware-notes.md
 * §2.1): `POST /auth`, `PUT /taxpayer`, `PUT /signers/{id}`, `PUT /clients/{id}`,
 * `PUT|GET /clients/{client}/invoices/{id}`, every body in `{content}`, errors in
 * `{content: {code, message, status}}`. Registration is asynchronous as in SIGN ES: an invoice
 * is PENDING when issued and gets the AEAT's verdict on a later GET (after `pollsToSettle` of
 * them) or when the test calls `settle()`. It can be taken down and brought up on the same port,
 * answer 503s, or take calls and never answer.
 */

export const FAKE_FISKALY_KEY = "test_key_comanda";
export const FAKE_FISKALY_SECRET = "test_secret_comanda";

export type FakeFiskalyMode = "up" | "server_error" | "hang";

interface Verdict {
  registration: FiskalyRegistration;
  validations: FakeValidation[];
}

const REMEDIABLE: readonly FiskalyRegistration[] = ["REQUIRES_CORRECTION", "INVALID"];
const FAILED_REMEDY: readonly FiskalyRegistration[] = [
  "REQUIRES_CORRECTION",
  "INVALID",
  "REQUIRES_INSPECTION",
];

const authSchema = z.object({ content: z.object({ api_key: z.string(), api_secret: z.string() }) });
const taxpayerSchema = z.object({
  content: z.object({
    issuer: z.object({ legal_name: z.string().min(1), tax_number: z.string().regex(/^[0-9A-Z]{9}$/) }),
    territory: z.enum([
      "SPAIN_OTHER",
      "ARABA",
      "BIZKAIA",
      "GIPUZKOA",
      "NAVARRE",
      "CANARY_ISLANDS",
      "CEUTA",
      "MELILLA",
    ]),
  }),
});
const clientSchema = z.object({ content: z.object({ signer_id: z.uuid() }) });
const signerSchema = z.object({ content: z.object({}) });

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startFakeFiskaly(
  options: { pollsToSettle?: number; tokenTtlSeconds?: number; apiKey?: string; apiSecret?: string } = {},
) {
  const apiKey = options.apiKey ?? FAKE_FISKALY_KEY;
  const apiSecret = options.apiSecret ?? FAKE_FISKALY_SECRET;
  const pollsToSettle = options.pollsToSettle ?? 1;
  const tokens = new Set<string>();
  const signers = new Set<string>();
  const clients = new Map<string, string>();
  const invoices = new Map<string, FakeInvoice>();
  const verdicts = new Map<string, Verdict>();
  const hanging = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  let taxpayer: { legal_name: string; tax_number: string; territory: string } | undefined;
  let authCalls = 0;
  let mode: FakeFiskalyMode = "up";
  let server: Server | undefined;
  let port = 0;

  const refuse = (status: number, code: string, message: string): never => {
    throw new Refusal(status, code, message);
  };

  function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) refuse(400, "E_VALIDATION", z.prettifyError(parsed.error));
    return parsed.data as z.output<T>;
  }

  function authorize(request: IncomingMessage) {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!bearer || !tokens.has(bearer)) refuse(401, "E_UNAUTHORIZED", "missing or expired access token");
  }

  /** The verdict the AEAT gives an invoice: REGISTERED unless the test chose another for its number. */
  function settleOne(invoice: FakeInvoice) {
    if (invoice.registration !== "PENDING") return;
    const key = invoice.series + invoice.number;
    const verdict = verdicts.get(key) ?? { registration: "REGISTERED", validations: [] };
    verdicts.delete(key);
    invoice.registration = verdict.registration;
    invoice.validations = verdict.validations;
  }

  function putInvoice(clientId: string, invoiceId: string, body: unknown) {
    const signer = clients.get(clientId);
    if (!signer) return refuse(404, "E_CLIENT_NOT_FOUND", `no client ${clientId}`);
    if (!taxpayer) return refuse(400, "E_TAXPAYER_NOT_FOUND", "create the taxpayer first");
    const request = parse(fakeInvoiceRequestSchema, body);
    const candidate = newFakeInvoice(invoiceId, clientId, request, taxpayer.tax_number);
    const existing = invoices.get(invoiceId);
    if (existing) {
      if (existing.canonical !== candidate.canonical) {
        refuse(409, "E_RESOURCE_CONFLICT", `invoice ${invoiceId} exists with another body`);
      }
      return existing;
    }
    const fields = fieldsOf(request.content);
    const problem = amountError(fields);
    if (problem) refuse(400, problem, `the amounts of ${fields.series}${fields.number} do not add up`);
    const targetId = targetOf(request.content);
    const target = targetId === undefined ? undefined : invoices.get(targetId);
    if (targetId !== undefined && !target) refuse(400, "E_INVOICE_NOT_FOUND", `no invoice ${targetId}`);
    if (request.content.type === "REMEDY") {
      if (!REMEDIABLE.includes(target!.registration)) {
        refuse(400, "E_REMEDY_NOT_ALLOWED", `invoice ${targetId} is ${target!.registration}`);
      }
      const previous = target!.remedy_id === null ? undefined : invoices.get(target!.remedy_id);
      if (previous && !FAILED_REMEDY.includes(previous.registration)) {
        refuse(400, "V_REGISTRATION_REMEDY_ALREADY_EXISTS", `invoice ${targetId} is being remedied`);
      }
    } else if ([...invoices.values()].some((i) => i.series === fields.series && i.number === fields.number)) {
      refuse(400, "V_INVOICE_ALREADY_REGISTERED", `${fields.series}${fields.number} was issued before`);
    }
    if (request.content.type === "REMEDY") target!.remedy_id = invoiceId;
    if (request.content.type === "CORRECTING") target!.correction_id = invoiceId;
    invoices.set(invoiceId, candidate);
    return candidate;
  }

  async function route(method: string, path: string, request: IncomingMessage, body: unknown) {
    if (method === "POST" && path === "/auth") {
      authCalls += 1;
      const { content } = parse(authSchema, body);
      if (content.api_key !== apiKey || content.api_secret !== apiSecret) {
        refuse(401, "E_UNAUTHORIZED", "wrong api_key or api_secret");
      }
      const bearer = randomUUID();
      tokens.add(bearer);
      const ttl = options.tokenTtlSeconds ?? 86_400;
      return {
        content: {
          access_token: { bearer, expires_in: ttl, expires_at: Math.floor(Date.now() / 1000) + ttl },
          refresh_token: { bearer: randomUUID(), expires_in: 2 * ttl },
          claims: { environment: "TEST", organization_id: "0a7d3c1e-8f0b-4c8e-9d51-7d4f6f2a9b10" },
        },
      };
    }
    authorize(request);
    if (method === "PUT" && path === "/taxpayer") {
      const { content } = parse(taxpayerSchema, body);
      const sent = { ...content.issuer, territory: content.territory };
      if (taxpayer && JSON.stringify(taxpayer) !== JSON.stringify(sent)) {
        refuse(409, "E_RESOURCE_CONFLICT", "the taxpayer cannot change");
      }
      taxpayer = sent;
      return {
        content: { issuer: content.issuer, territory: content.territory, type: "COMPANY", state: "ENABLED" },
      };
    }
    const signer = /^\/signers\/([0-9a-f-]{36})$/.exec(path)?.[1];
    if (method === "PUT" && signer) {
      parse(signerSchema, body);
      signers.add(signer);
      return {
        content: { id: signer, state: "ENABLED", certificate: { serial_number: signer.slice(0, 8) } },
      };
    }
    const client = /^\/clients\/([0-9a-f-]{36})$/.exec(path)?.[1];
    if (method === "PUT" && client) {
      const { content } = parse(clientSchema, body);
      if (!signers.has(content.signer_id))
        refuse(400, "E_SIGNER_NOT_FOUND", `no signer ${content.signer_id}`);
      const current = clients.get(client);
      if (current && current !== content.signer_id)
        refuse(409, "E_RESOURCE_CONFLICT", "the client has a signer");
      clients.set(client, content.signer_id);
      return { content: { id: client, state: "ENABLED", signer: { id: content.signer_id } } };
    }
    const invoicePath = /^\/clients\/([0-9a-f-]{36})\/invoices\/([0-9a-f-]{36})$/.exec(path);
    if (invoicePath) {
      const [, clientId = "", invoiceId = ""] = invoicePath;
      if (method === "PUT")
        return invoiceAnswer(putInvoice(clientId, invoiceId, body), clients.get(clientId)!);
      if (method === "GET") {
        const invoice = invoices.get(invoiceId);
        if (!invoice || invoice.client_id !== clientId)
          return refuse(404, "E_INVOICE_NOT_FOUND", "no invoice");
        invoice.polls += 1;
        if (invoice.polls >= pollsToSettle) settleOne(invoice);
        return invoiceAnswer(invoice, clients.get(clientId)!);
      }
    }
    return refuse(404, "E_NOT_FOUND", `${method} ${path}`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (mode === "hang") {
      hanging.add(response);
      return;
    }
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(payload));
    };
    if (mode === "server_error") return send(503, { content: { code: "E_UNAVAILABLE", status: 503 } });
    const text = Buffer.concat(chunks).toString("utf8");
    const path = (request.url ?? "").replace(/^\/api\/v1/, "").split("?")[0] ?? "";
    try {
      const body = text === "" ? undefined : (JSON.parse(text) as unknown);
      send(200, await route(request.method ?? "GET", path, request, body));
    } catch (error) {
      if (!(error instanceof Refusal)) {
        send(400, { content: { code: "E_BAD_REQUEST", message: String(error), status: 400 } });
        return;
      }
      send(error.status, {
        content: { code: error.code, error: "Refused", message: error.message, status: error.status },
      });
    }
  }

  async function up() {
    if (server) return;
    const started = createServer((request, response) => void handle(request, response));
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
    for (const response of hanging) response.destroy();
    hanging.clear();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => stopping.close(() => resolve()));
  }

  await up();

  return {
    /** The base URL to give the client (…/api/v1, like fiskaly's). */
    get url() {
      return `http://127.0.0.1:${port}/api/v1`;
    },
    get authCalls() {
      return authCalls;
    },
    /** Every invoice issued, in the order it arrived. */
    invoices: () => [...invoices.values()],
    invoice: (id: string) => invoices.get(id),
    taxpayer: () => taxpayer,
    /** Revokes every token (as when one runs out on fiskaly's side first): the next call gets 401. */
    revokeTokens: () => tokens.clear(),
    /**
     * The verdict the AEAT gives the next invoice numbered `seriesAndNumber` to settle (then
     * REGISTERED again, so the remedy of a rejected invoice goes through unless told otherwise).
     */
    verdictFor(
      seriesAndNumber: string,
      registration: FiskalyRegistration,
      validations: FakeValidation[] = [],
    ) {
      verdicts.set(seriesAndNumber, { registration, validations });
    },
    /** Gives every pending invoice its verdict now, without waiting for polls. */
    settle: () => {
      for (const invoice of invoices.values()) settleOne(invoice);
    },
    setMode(next: FakeFiskalyMode) {
      mode = next;
      if (next !== "hang") {
        for (const response of hanging) response.destroy();
        hanging.clear();
      }
    },
    /** Stops listening (connections refused) until `up()`, on the same port. */
    down,
    up,
    close: down,
  };
}
export type FakeFiskaly = Awaited<ReturnType<typeof startFakeFiskaly>>;
