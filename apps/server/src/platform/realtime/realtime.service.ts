import { type RealtimeMessage, tpvKeyOfChannel } from "@comanda/domain";
import { eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../db/client";
import { realtimePayloads } from "./realtime.schema";

const NOTIFY_CHANNEL = "comanda_realtime";
/** PostgreSQL caps a NOTIFY payload at 8000 bytes; larger messages go through a table. */
const MAX_INLINE_BYTES = 7000;

type Listener = (message: RealtimeMessage) => void;
/** `c`: one channel; `t`: every till's channel of the local (one NOTIFY however many tills). */
interface Envelope {
  l: number;
  c?: string;
  t?: true;
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
  /** Listeners by local, then by channel. */
  const listeners = new Map<number, Map<string, Set<Listener>>>();
  let stopListening: (() => Promise<void>) | undefined;

  function targetsOf(envelope: Envelope): Set<Listener>[] {
    const channels = listeners.get(envelope.l);
    if (!channels) return [];
    if (envelope.t) return [...channels].flatMap(([channel, set]) => (tpvKeyOfChannel(channel) ? [set] : []));
    const set = envelope.c === undefined ? undefined : channels.get(envelope.c);
    return set ? [set] : [];
  }

  async function dispatch(raw: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    const targets = targetsOf(envelope);
    if (targets.length === 0) return;
    let message = envelope.m;
    if (!message && envelope.id !== undefined) {
      const [row] = await db.select().from(realtimePayloads).where(eq(realtimePayloads.id, envelope.id));
      message = row?.payload as RealtimeMessage | undefined;
    }
    if (!message) return;
    for (const listener of targets.flatMap((set) => [...set])) {
      try {
        listener(message);
      } catch (error) {
        // One broken subscriber must not keep the message from the others.
        log.error({ err: error, channel: envelope.c ?? "tills" }, "realtime listener failed");
      }
    }
  }

  async function send(envelope: Envelope & { m: RealtimeMessage }, tx: Db) {
    let payload = JSON.stringify(envelope);
    if (Buffer.byteLength(payload) > MAX_INLINE_BYTES) {
      await tx
        .delete(realtimePayloads)
        .where(lt(realtimePayloads.created_at, new Date(Date.now() - 3_600_000)));
      const [row] = await tx
        .insert(realtimePayloads)
        .values({ payload: envelope.m })
        .returning({ id: realtimePayloads.id });
      payload = JSON.stringify({ ...envelope, m: undefined, id: row!.id } satisfies Envelope);
    }
    await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
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
    publish(localId: number, channel: string, message: RealtimeMessage, tx: Db = db): Promise<void> {
      return send({ l: localId, c: channel, m: message }, tx);
    },

    /**
     * To every till of the local, each on its own channel, as one message through the
     * database: a change every till shows costs one NOTIFY however many tills there are.
     */
    publishToTills(localId: number, message: RealtimeMessage, tx: Db = db): Promise<void> {
      return send({ l: localId, t: true, m: message }, tx);
    },

    subscribe(localId: number, channel: string, listener: Listener): () => void {
      let channels = listeners.get(localId);
      if (!channels) {
        channels = new Map();
        listeners.set(localId, channels);
      }
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        // A second call, after the maps were dropped and made again, must not touch the new ones.
        if (set.size > 0 || channels.get(channel) !== set) return;
        channels.delete(channel);
        if (channels.size === 0 && listeners.get(localId) === channels) listeners.delete(localId);
      };
    },
  };
}
export type RealtimeService = ReturnType<typeof createRealtimeService>;
