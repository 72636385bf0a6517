import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Socket } from "node:net";

/**
 * A Cashmatic cash machine on loopback, following its REST API (research/fiscal-hardware-notes.md
 * §4.2): every call a POST with a JSON body and `Authorization: Bearer <token>` from
 * `/api/user/Login`, answered `{code, message, data}` (code 0: success; 4 another operation
 * running, 7 bad credentials, 13 device not active, 18 cash fund low). A payment moves on one
 * step per `/api/device/ActiveTransaction` read: the cash goes in, the change comes out, then the
 * machine is idle again and `/api/device/LastTransaction` tells how it ended.
 *
 * Outcomes: pay (change given), not_dispensed (the change could not be given), slow (waits for
 * cash until cancelled or `insert`ed), timeout (gives back what went in and ends "timeout"),
 * unavailable (code 13 on start), fund_low (code 18 on start). Modes: up, down (HTTP 503),
 * crash (connections dropped).
 */

export const FAKE_CASHMATIC_USER = "comanda";
export const FAKE_CASHMATIC_PASSWORD = "cashmatic-test";

export type FakeCashmaticOutcome = "pay" | "not_dispensed" | "slow" | "timeout" | "unavailable" | "fund_low";
export type FakeCashmaticMode = "up" | "down" | "crash";

export interface Running {
  amount: number;
  /** What the customer puts in: the amount rounded up to whole tens of euros by default. */
  tendered: number;
  inserted: number;
  dispensed: number;
  outcome: FakeCashmaticOutcome;
  reference: string;
}

export interface Ended {
  id: number;
  operation: "payment";
  end: string;
  start: string;
  inserted: number;
  dispensed: number;
  notDispensed: number;
  requested: number;
  reference: string;
}

class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const FAKE_CASHMATIC_MODES: readonly FakeCashmaticMode[] = ["up", "down", "crash"];

export const FAKE_CASHMATIC_OUTCOMES: readonly FakeCashmaticOutcome[] = [
  "pay",
  "not_dispensed",
  "slow",
  "timeout",
  "unavailable",
  "fund_low",
];

/**
 * `readsPerStep`: how many reads of the running payment each step takes (a slower machine);
 * `port`: a fixed one (the demo's simulator). Besides the machine's API it answers
 * `POST /_simulator {outcome?, mode?}` (no token, in every mode), so a person trying the demo
 * picks how the next payment goes, or takes the machine down (down, crash) and back up.
 */
export async function startFakeCashmatic(options: { readsPerStep?: number; port?: number } = {}) {
  const readsPerStep = options.readsPerStep ?? 1;
  let reads = 0;
  const tokens = new Set<string>();
  const sockets = new Set<Socket>();
  const ended: Ended[] = [];
  const calls: string[] = [];
  let running: Running | undefined;
  let outcome: FakeCashmaticOutcome = "pay";
  let mode: FakeCashmaticMode = "up";
  let tenderedOverride: number | undefined;
  let nextId = 100;

  function end(how: string, notDispensed = 0) {
    if (!running) return;
    ended.push({
      id: nextId++,
      operation: "payment",
      end: how,
      start: new Date().toISOString(),
      inserted: running.inserted,
      dispensed: running.dispensed,
      notDispensed,
      requested: running.amount,
      reference: running.reference,
    });
    running = undefined;
  }

  /** One step of the running payment, as a read of the active transaction sees it. */
  function step() {
    if (!running) return;
    reads += 1;
    if (reads % readsPerStep !== 0) return;
    const change = running.tendered - running.amount;
    if (running.outcome === "slow") return;
    if (running.outcome === "timeout") {
      if (running.inserted === 0) running.inserted = Math.min(running.amount - 1, 500);
      else {
        running.dispensed = running.inserted;
        end("timeout");
      }
      return;
    }
    if (running.inserted < running.tendered) {
      running.inserted = running.tendered;
      return;
    }
    if (running.outcome === "not_dispensed") return end("normal", change);
    if (running.dispensed < change) {
      running.dispensed = change;
      return;
    }
    end("normal");
  }

  async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    try {
      return text === "" ? {} : (JSON.parse(text) as Record<string, unknown>);
    } catch {
      throw new Refusal(1, "malformed JSON");
    }
  }

  async function handle(request: IncomingMessage): Promise<unknown> {
    if (request.method !== "POST") throw new Refusal(1, "only POST");
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    calls.push(path);
    const body = await bodyOf(request);
    if (path === "/_simulator") {
      const next = FAKE_CASHMATIC_OUTCOMES.find((candidate) => candidate === body.outcome);
      const nextMode = FAKE_CASHMATIC_MODES.find((candidate) => candidate === body.mode);
      if (
        (body.outcome !== undefined && !next) ||
        (body.mode !== undefined && !nextMode) ||
        (!next && !nextMode)
      )
        throw new Refusal(
          1,
          `outcome: one of ${FAKE_CASHMATIC_OUTCOMES.join(", ")}; mode: one of ${FAKE_CASHMATIC_MODES.join(", ")}`,
        );
      if (next) outcome = next;
      if (nextMode) mode = nextMode;
      return { outcome, mode };
    }
    if (path === "/api/user/Login") {
      if (body.username !== FAKE_CASHMATIC_USER || body.password !== FAKE_CASHMATIC_PASSWORD)
        throw new Refusal(7, "bad credentials");
      const token = randomBytes(12).toString("hex");
      tokens.add(token);
      return { token };
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!bearer || !tokens.has(bearer)) throw new Refusal(7, "bad credentials");
    switch (path) {
      case "/api/user/RenewToken": {
        tokens.delete(bearer);
        const token = randomBytes(12).toString("hex");
        tokens.add(token);
        return { token };
      }
      case "/api/transaction/StartPayment": {
        if (outcome === "unavailable") throw new Refusal(13, "device not active");
        if (outcome === "fund_low") throw new Refusal(18, "cash fund low");
        if (running) throw new Refusal(4, "another operation in progress");
        const amount = body.amount;
        if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0)
          throw new Refusal(1, "amount must be a positive integer of cents");
        running = {
          amount,
          tendered: Math.max(amount, tenderedOverride ?? Math.ceil(amount / 1000) * 1000),
          inserted: 0,
          dispensed: 0,
          outcome,
          reference: String(body.reference ?? ""),
        };
        return {};
      }
      case "/api/device/ActiveTransaction": {
        step();
        if (!running) return { operation: "idle", inserted: 0, dispensed: 0 };
        return {
          operation: "payment",
          requested: running.amount,
          inserted: running.inserted,
          dispensed: running.dispensed,
        };
      }
      case "/api/device/LastTransaction":
        return ended.at(-1) ?? null;
      case "/api/transaction/CancelPayment":
        if (running) {
          running.dispensed = running.inserted;
          end("cancel");
        }
        return {};
      default:
        throw new Refusal(1, "unknown call");
    }
  }

  const server: Server = createServer((request, response) => {
    // The simulator's own call answers in every mode: a person trying the demo can bring it back.
    const isSimulatorCall = request.url === "/_simulator";
    if (mode === "crash" && !isSimulatorCall) {
      request.socket.destroy();
      return;
    }
    if (mode === "down" && !isSimulatorCall) {
      response.writeHead(503);
      response.end();
      return;
    }
    handle(request).then(
      (data) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ code: 0, message: "OK", data }));
      },
      (error: unknown) => {
        const refusal = error instanceof Refusal ? error : new Refusal(1, "internal error");
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ code: refusal.code, message: refusal.message, data: null }));
      },
    );
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("fake cashmatic has no port");

  return {
    url: `http://127.0.0.1:${address.port}`,
    username: FAKE_CASHMATIC_USER,
    password: FAKE_CASHMATIC_PASSWORD,
    /** How the payments started from now on go. */
    setOutcome(next: FakeCashmaticOutcome) {
      outcome = next;
    },
    setMode(next: FakeCashmaticMode) {
      mode = next;
    },
    /** What the customer puts in for the next payments (cents); undefined: the next whole ten euros. */
    setTendered(cents: number | undefined) {
      tenderedOverride = cents;
    },
    /** The slow payment gets its cash now and ends paid (with its change) on the next reads. */
    insertAll() {
      if (running) running.outcome = "pay";
    },
    /** The customer puts `cents` into the running payment (a slow one waits for the rest). */
    insert(cents: number) {
      if (running) running.inserted += cents;
    },
    /** Runs the payment to its end now, as the machine does while nobody reads it. */
    finishRunning() {
      for (let i = 0; i < 10 * readsPerStep && running; i++) step();
    },
    running: () => (running ? { ...running } : undefined),
    transactions: () => [...ended],
    calls: () => [...calls],
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type FakeCashmatic = Awaited<ReturnType<typeof startFakeCashmatic>>;
