import type { RealtimeMessage } from "@comanda/domain";
import { eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../db/client";
import { realtimePayloads } from "./realtime.schema";

const NOTIFY_CHANNEL = "comanda_realtime";
/** PostgreSQL caps a NOTIFY payload at 8000 bytes; larger messages go through a table. */
const MAX_INLINE_BYTES = 7000;

type Listener = (message: RealtimeMessage) => void;
interface Envelope {
  l: number;
  c: string;
  m?: RealtimeMessage;
  id?: number;
}

/**
 * Publish/subscribe across server instances through PostgreSQL LISTEN/NOTIFY.
 * Every publication, even to this instance's own sockets, goes through the database,
 * so one path is exercised whether there is one instance or many.
 */
export function createRealtimeService({ database, log }: { database: Database; log: FastifyBaseLogger }) {
  const { db } = database;
  const listeners = new Map<string, Set<Listener>>();
  let stopListening: (() => Promise<void>) | undefined;
  const key = (localId: number, channel: string) => `${localId}|${channel}`;

  async function dispatch(raw: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    const targets = listeners.get(key(envelope.l, envelope.c));
    if (!targets?.size) return;
    let message = envelope.m;
    if (!message && envelope.id !== undefined) {
      const [row] = await db.select().from(realtimePayloads).where(eq(realtimePayloads.id, envelope.id));
      message = row?.payload as RealtimeMessage | undefined;
    }
    if (!message) return;
    for (const listener of targets) {
      try {
        listener(message);
      } catch (error) {
        // One broken subscriber must not keep the message from the others.
        log.error({ err: error, channel: envelope.c }, "realtime listener failed");
      }
    }
  }

  return {
    async start() {
      stopListening = await database.listen(
        NOTIFY_CHANNEL,
        (payload) => {
          // Reading a large payload can fail; a rejected promise left unhandled would end the process.
          dispatch(payload).catch((error: unknown) => log.error({ err: error }, "realtime dispatch failed"));
        },
        {
          onLost: (error) => log.warn({ err: error }, "realtime LISTEN connection lost, reconnecting"),
          onRestored: () => log.info("realtime LISTEN connection restored"),
        },
      );
    },

    async stop() {
      await stopListening?.();
      stopListening = undefined;
    },

    /**
     * The one way modules send realtime messages. Given a transaction, the message leaves
     * when it commits (PostgreSQL delivers NOTIFY at commit) and never if it rolls back.
     */
    async publish(localId: number, channel: string, message: RealtimeMessage, tx: Db = db): Promise<void> {
      let payload = JSON.stringify({ l: localId, c: channel, m: message } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_INLINE_BYTES) {
        await tx
          .delete(realtimePayloads)
          .where(lt(realtimePayloads.created_at, new Date(Date.now() - 3_600_000)));
        const [row] = await tx
          .insert(realtimePayloads)
          .values({ payload: message })
          .returning({ id: realtimePayloads.id });
        payload = JSON.stringify({ l: localId, c: channel, id: row!.id } satisfies Envelope);
      }
      await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
    },

    subscribe(localId: number, channel: string, listener: Listener): () => void {
      const k = key(localId, channel);
      let set = listeners.get(k);
      if (!set) {
        set = new Set();
        listeners.set(k, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(k);
      };
    },
  };
}
export type RealtimeService = ReturnType<typeof createRealtimeService>;
