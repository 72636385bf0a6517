import type { WsServerMessage } from "@comanda/domain";
import WebSocket from "ws";

const TIMEOUT_MS = 5000;

type Predicate = (message: WsServerMessage) => boolean;

export interface TestSocket {
  send(message: unknown): void;
  /**
   * The first message not taken yet that matches, waiting for it if it has not arrived.
   * Taking consumes it, so two identical publications are two takes.
   */
  take(predicate: Predicate, timeoutMs?: number): Promise<WsServerMessage>;
  /** Messages received and not taken, to assert that something did not arrive. */
  untaken(): WsServerMessage[];
  /** Subscribes and answers the server's reply: `subscribed` or an `error`. */
  subscribe(channel: string): Promise<WsServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what()}`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A websocket client that keeps what it receives, so tests can wait for or rule out a message. */
export async function openSocket(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const inbox: WsServerMessage[] = [];
  const waiters = new Set<{ predicate: Predicate; resolve: (message: WsServerMessage) => void }>();

  ws.on("message", (raw: Buffer) => {
    const message = JSON.parse(raw.toString()) as WsServerMessage;
    for (const waiter of waiters) {
      if (waiter.predicate(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
        return;
      }
    }
    inbox.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await withTimeout(
    new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    }),
    TIMEOUT_MS,
    () => `the websocket ${url} to open`,
  );

  function take(predicate: Predicate, timeoutMs = TIMEOUT_MS): Promise<WsServerMessage> {
    const index = inbox.findIndex(predicate);
    if (index >= 0) return Promise.resolve(inbox.splice(index, 1)[0] as WsServerMessage);
    const waiter = { predicate, resolve: (_: WsServerMessage) => {} };
    const arrived = new Promise<WsServerMessage>((resolve) => {
      waiter.resolve = resolve;
    });
    waiters.add(waiter);
    return withTimeout(
      arrived,
      timeoutMs,
      () => `a message; received meanwhile ${JSON.stringify(inbox)}`,
    ).catch((error: unknown) => {
      waiters.delete(waiter);
      throw error;
    });
  }

  return {
    send: (message) => ws.send(JSON.stringify(message)),
    take,
    untaken: () => [...inbox],
    subscribe(channel) {
      ws.send(JSON.stringify({ action: "subscribe", channel }));
      return take(
        (message) =>
          (message.kind === "subscribed" && message.channel === channel) ||
          (message.kind === "error" && message.message.endsWith(` ${channel}`)),
      );
    },
    closed,
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await withTimeout(closed, TIMEOUT_MS, () => "the websocket to close").catch(() => ws.terminate());
    },
  };
}

/** The message a subscriber receives for one publication. */
export function isPublication(channel: string, type: string): Predicate {
  return (message) =>
    message.kind === "message" && message.channel === channel && message.message.type === type;
}
