import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * Dojo Pay at Counter on loopback, following its documented API (research/fiscal-hardware-notes.md
 * §4.1): `POST /payment-intents`, `GET|DELETE /payment-intents/{id}`, `GET /terminals`,
 * `POST /terminal-sessions`, `GET /terminal-sessions/{id}`, `PUT /terminal-sessions/{id}/cancel`,
 * `PUT /terminal-sessions/{id}/signature`; Sale and MatchedRefund sessions (a refund gives back
 * part or all of what a captured intent took, never more: `refundedAmount`); the customer's
 * card slip (`customerReceipt`) with a captured sale; headers `Authorization: Basic <key>`, `version`,
 * `software-house-id`; errors as RFC 7807 problem details. Each session plays the outcome the
 * fake was set to when it started: it settles after `pollsToSettle` reads of it.
 *
 * Outcomes: approve, decline, signature (asks for the signature, then approves or declines as
 * the cashier says), slow (waits for the card until cancelled or `settle`d), timeout (the session
 * expires), unavailable (every call 503), crash (every connection dropped), late (the card is
 * taken as the cancel arrives: 422).
 */

export const FAKE_DOJO_KEY = "sk_sandbox_comanda_test";
export const FAKE_DOJO_TERMINAL = "tm_comanda_1";

export type FakeDojoOutcome = "approve" | "decline" | "signature" | "slow" | "timeout" | "late";
export type FakeDojoMode = "up" | "unavailable" | "crash";

type SessionStatus =
  | "InitiateRequested"
  | "Initiated"
  | "Authorized"
  | "Captured"
  | "CancelRequested"
  | "Canceled"
  | "SignatureVerificationRequired"
  | "SignatureVerificationAccepted"
  | "SignatureVerificationRejected"
  | "Expired"
  | "Declined";

export interface FakeIntent {
  id: string;
  amount: { value: number; currencyCode: string };
  reference: string;
  status: "Created" | "Authorized" | "Captured" | "Canceled" | "Reversed";
  /** Minor units given back by refunds that ended Captured. */
  refundedAmount: number;
}

export interface FakeSession {
  id: string;
  terminalId: string;
  intentId: string;
  type: "Sale" | "MatchedRefund";
  /** MatchedRefund: the minor units to give back. */
  refundValue: number;
  status: SessionStatus;
  outcome: FakeDojoOutcome;
  reads: number;
  notificationEvents: Array<{ notificationType: string; createdAt: string }>;
}

const FINAL: readonly SessionStatus[] = ["Captured", "Canceled", "Expired", "Declined"];

/** The customer's copy of the card slip as Dojo gives it with a captured sale (its line types). */
function receiptLines(intent: FakeIntent, session: FakeSession) {
  const money = (value: number) => `${intent.amount.currencyCode} ${(value / 100).toFixed(2)}`;
  const text = (value: string, extra: { size?: string; align?: string; emphasisBold?: boolean } = {}) => ({
    lineType: "Text",
    text: { value, size: "SizeBody", align: "AlignLeft", emphasisBold: false, ...extra },
  });
  return [
    text("COMANDA TEST", { size: "SizeHeader1", align: "AlignCenter", emphasisBold: true }),
    { lineType: "SingleLineSeperator" },
    text("VISA CREDIT"),
    text("************4242"),
    text("SALE"),
    text(`TOTAL              ${money(intent.amount.value)}`, { emphasisBold: true }),
    text(session.outcome === "signature" ? "SIGNATURE VERIFIED" : "PIN VERIFIED"),
    text("AUTH CODE:A1B2C3"),
    { lineType: "NewLine" },
    text("CUSTOMER COPY", { align: "AlignCenter" }),
    { lineType: "DoubleLineSeperator" },
  ];
}

class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
  ) {
    super(title);
  }
}

export const FAKE_DOJO_MODES: readonly FakeDojoMode[] = ["up", "unavailable", "crash"];

export const FAKE_DOJO_OUTCOMES: readonly FakeDojoOutcome[] = [
  "approve",
  "decline",
  "signature",
  "slow",
  "timeout",
  "late",
];

/**
 * `port`: a fixed one (the demo's simulator); 0 by default. Besides Dojo's API it answers
 * `POST /_simulator {outcome?, mode?}` (no key, in every mode), so a person trying the demo picks
 * what the next card does, or takes the terminal down (unavailable, crash) and back up.
 */
export async function startFakeDojo(
  options: { pollsToSettle?: number; terminals?: string[]; port?: number; apiKey?: string } = {},
) {
  const pollsToSettle = options.pollsToSettle ?? 1;
  const apiKey = options.apiKey ?? FAKE_DOJO_KEY;
  const terminals = options.terminals ?? [FAKE_DOJO_TERMINAL, "tm_comanda_2"];
  const intents = new Map<string, FakeIntent>();
  const sessions = new Map<string, FakeSession>();
  const sockets = new Set<Socket>();
  const calls: string[] = [];
  let outcome: FakeDojoOutcome = "approve";
  let mode: FakeDojoMode = "up";
  const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
  const now = () => new Date().toISOString();

  function notify(session: FakeSession, notificationType: string) {
    session.notificationEvents.push({ notificationType, createdAt: now() });
  }

  function finish(session: FakeSession, status: SessionStatus) {
    session.status = status;
    const intent = intents.get(session.intentId);
    if (status === "Captured") {
      notify(session, "Approved");
      if (intent && session.type === "MatchedRefund") intent.refundedAmount += session.refundValue;
      else if (intent) intent.status = "Captured";
    }
    if (status === "Declined") notify(session, "Declined");
    if (status === "Canceled" && intent?.status === "Created") intent.status = "Canceled";
  }

  /** One read of a session: it moves on as its outcome says. */
  function advance(session: FakeSession) {
    if (FINAL.includes(session.status)) return;
    session.reads += 1;
    if (session.status === "CancelRequested") return finish(session, "Canceled");
    if (session.status === "SignatureVerificationAccepted") return finish(session, "Captured");
    if (session.status === "SignatureVerificationRejected") return finish(session, "Declined");
    if (session.status === "SignatureVerificationRequired") return;
    if (session.status === "InitiateRequested") {
      session.status = "Initiated";
      notify(session, "PresentCard");
    }
    if (session.reads < pollsToSettle) return;
    switch (session.outcome) {
      case "approve":
      case "late":
        return finish(session, "Captured");
      case "decline":
        return finish(session, "Declined");
      case "timeout":
        return finish(session, "Expired");
      case "signature": {
        // A refund gives money back: the terminal asks for no signature.
        if (session.type === "MatchedRefund") return finish(session, "Captured");
        session.status = "SignatureVerificationRequired";
        const intent = intents.get(session.intentId);
        if (intent) intent.status = "Authorized";
        return;
      }
      case "slow":
        return;
    }
  }

  function sessionView(session: FakeSession) {
    const view: Record<string, unknown> = {
      id: session.id,
      terminalId: session.terminalId,
      status: session.status,
      details:
        session.type === "Sale"
          ? { sessionType: "Sale", sale: { paymentIntentId: session.intentId } }
          : {
              sessionType: "MatchedRefund",
              matchedRefund: { paymentIntentId: session.intentId, amount: { value: session.refundValue } },
            },
      notificationEvents: session.notificationEvents,
      statusEvents: [],
      expireAt: new Date(Date.now() + 300_000).toISOString(),
    };
    if (session.status === "Captured")
      view.paymentDetails = {
        transactionId: `tr_${session.id.slice(3)}`,
        authCode: "A1B2C3",
        cardLast4: "4242",
        cardScheme: "VISA",
        verificationMethod: session.outcome === "signature" ? "Signature" : "Pin",
      };
    const intent = intents.get(session.intentId);
    if (session.status === "Captured" && session.type === "Sale" && intent)
      view.customerReceipt = { lines: receiptLines(intent, session) };
    return view;
  }

  async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    if (text === "") return {};
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new Problem(400, "Malformed JSON");
    }
  }

  async function handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    if (request.method === "POST" && request.url === "/_simulator") {
      const wanted = await bodyOf(request);
      const next = FAKE_DOJO_OUTCOMES.find((candidate) => candidate === wanted.outcome);
      const nextMode = FAKE_DOJO_MODES.find((candidate) => candidate === wanted.mode);
      if (
        (wanted.outcome !== undefined && !next) ||
        (wanted.mode !== undefined && !nextMode) ||
        (!next && !nextMode)
      )
        throw new Problem(
          400,
          `outcome: one of ${FAKE_DOJO_OUTCOMES.join(", ")}; mode: one of ${FAKE_DOJO_MODES.join(", ")}`,
        );
      if (next) outcome = next;
      if (nextMode) mode = nextMode;
      return { status: 200, body: { outcome, mode } };
    }
    if (request.headers.authorization !== `Basic ${apiKey}`) throw new Problem(401, "Unauthorized");
    if (!request.headers.version) throw new Problem(400, "The version header is required");
    if (!request.headers["software-house-id"]) throw new Problem(400, "software-house-id is required");
    const url = new URL(request.url ?? "/", "http://fake");
    const path = url.pathname;
    const method = request.method ?? "GET";
    calls.push(`${method} ${path}`);
    const body = method === "POST" || method === "PUT" ? await bodyOf(request) : {};
    const intentPath = /^\/payment-intents\/([^/]+)$/.exec(path);
    const sessionPath = /^\/terminal-sessions\/([^/]+)(\/cancel|\/signature)?$/.exec(path);

    if (method === "POST" && path === "/payment-intents") {
      const amount = body.amount as { value?: unknown; currencyCode?: unknown } | undefined;
      if (!amount || !Number.isInteger(amount.value) || (amount.value as number) <= 0)
        throw new Problem(400, "amount.value must be a positive integer");
      if (amount.currencyCode !== "EUR" && amount.currencyCode !== "GBP")
        throw new Problem(400, "Unsupported currency");
      const intent: FakeIntent = {
        id: newId("pi"),
        amount: { value: amount.value as number, currencyCode: amount.currencyCode },
        reference: String(body.reference ?? ""),
        status: "Created",
        refundedAmount: 0,
      };
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    if (intentPath) {
      const intent = intents.get(decodeURIComponent(intentPath[1]!));
      if (!intent) throw new Problem(404, "Payment intent not found");
      if (method === "GET") return { status: 200, body: intent };
      if (method === "DELETE") {
        if (intent.status !== "Created") throw new Problem(422, "Payment intent cannot be canceled");
        intent.status = "Canceled";
        return { status: 200, body: intent };
      }
    }
    if (method === "GET" && path === "/terminals")
      return {
        status: 200,
        body: terminals.map((id) => ({ id, status: "Available", properties: { tid: id } })),
      };
    if (method === "POST" && path === "/terminal-sessions") {
      const details = body.details as
        | {
            sessionType?: unknown;
            sale?: { paymentIntentId?: unknown };
            matchedRefund?: {
              paymentIntentId?: unknown;
              amount?: { value?: unknown; currencyCode?: unknown };
            };
          }
        | undefined;
      const terminalId = String(body.terminalId ?? "");
      if (!terminals.includes(terminalId)) throw new Problem(404, "Terminal not found");
      const type = details?.sessionType;
      if (type !== "Sale" && type !== "MatchedRefund")
        throw new Problem(400, "Only Sale and MatchedRefund sessions are simulated");
      const refund = details?.matchedRefund;
      const intent = intents.get(String((type === "Sale" ? details?.sale : refund)?.paymentIntentId ?? ""));
      let refundValue = 0;
      if (type === "Sale" && intent?.status !== "Created")
        throw new Problem(422, "Payment intent is not payable");
      if (type === "MatchedRefund") {
        if (intent?.status !== "Captured") throw new Problem(422, "Payment intent is not refundable");
        const value = refund?.amount?.value;
        if (!Number.isInteger(value) || (value as number) <= 0)
          throw new Problem(400, "matchedRefund.amount.value must be a positive integer");
        if (refund?.amount?.currencyCode !== intent.amount.currencyCode)
          throw new Problem(400, "The refund's currency is not the payment's");
        if ((value as number) + intent.refundedAmount > intent.amount.value)
          throw new Problem(422, "Refund amount exceeds the amount left to refund");
        refundValue = value as number;
      }
      if (!intent) throw new Problem(404, "Payment intent not found");
      const busy = [...sessions.values()].some(
        (session) => session.terminalId === terminalId && !FINAL.includes(session.status),
      );
      if (busy) throw new Problem(409, "Terminal is busy");
      const session: FakeSession = {
        id: newId("ts"),
        terminalId,
        intentId: intent.id,
        type,
        refundValue,
        status: "InitiateRequested",
        outcome,
        reads: 0,
        notificationEvents: [],
      };
      sessions.set(session.id, session);
      return { status: 200, body: sessionView(session) };
    }
    if (sessionPath) {
      const session = sessions.get(decodeURIComponent(sessionPath[1]!));
      if (!session) throw new Problem(404, "Terminal session not found");
      const action = sessionPath[2];
      if (method === "GET" && !action) {
        advance(session);
        return { status: 200, body: sessionView(session) };
      }
      if (method === "PUT" && action === "/cancel") {
        if (session.outcome === "late" && !FINAL.includes(session.status)) finish(session, "Captured");
        if (FINAL.includes(session.status) || session.status === "Authorized")
          throw new Problem(422, "Session cannot be canceled");
        session.status = "CancelRequested";
        return { status: 200, body: sessionView(session) };
      }
      if (method === "PUT" && action === "/signature") {
        if (session.status !== "SignatureVerificationRequired")
          throw new Problem(422, "Session is not waiting for a signature verification");
        if (typeof body.accepted !== "boolean") throw new Problem(400, "accepted is required");
        session.status = body.accepted ? "SignatureVerificationAccepted" : "SignatureVerificationRejected";
        return { status: 200, body: sessionView(session) };
      }
    }
    throw new Problem(404, "Not found");
  }

  const server: Server = createServer((request, response: ServerResponse) => {
    // The simulator's own call answers in every mode: a person trying the demo can bring it back.
    const isSimulatorCall = request.url === "/_simulator";
    if (mode === "crash" && !isSimulatorCall) {
      request.socket.destroy();
      return;
    }
    if (mode === "unavailable" && !isSimulatorCall) {
      response.writeHead(503, { "content-type": "application/problem+json" });
      response.end(JSON.stringify({ type: "about:blank", title: "Service Unavailable", status: 503 }));
      return;
    }
    handle(request).then(
      ({ status, body }) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      },
      (error: unknown) => {
        const problem = error instanceof Problem ? error : new Problem(500, "Internal error");
        response.writeHead(problem.status, { "content-type": "application/problem+json" });
        response.end(
          JSON.stringify({
            type: "about:blank",
            title: problem.title,
            status: problem.status,
            traceId: randomBytes(4).toString("hex"),
          }),
        );
      },
    );
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("fake dojo has no port");

  return {
    url: `http://127.0.0.1:${address.port}`,
    apiKey,
    terminalId: terminals[0] ?? FAKE_DOJO_TERMINAL,
    /** The outcome of the sessions started from now on. */
    setOutcome(next: FakeDojoOutcome) {
      outcome = next;
    },
    setMode(next: FakeDojoMode) {
      mode = next;
    },
    intents: () => [...intents.values()],
    sessions: () => [...sessions.values()],
    calls: () => [...calls],
    /** Ends a session now as the terminal would (a card taken while nobody was looking). */
    settle(sessionId: string, status: "Captured" | "Declined" | "Expired" | "Canceled") {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      finish(session, status);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type FakeDojo = Awaited<ReturnType<typeof startFakeDojo>>;
