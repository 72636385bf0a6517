import {
  ERROR_CODES,
  isPublicMessage,
  MAINTENANCE_CHANNEL,
  type RealtimeMessage,
  roleFollowsOrders,
  type WsServerMessage,
  wsClientMessageSchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { AuthPort, Session } from "../auth/session";
import type { RealtimeService } from "./realtime.service";
import { readWsToken } from "./ws-token";

const MAX_SUBSCRIPTIONS = 20;
/** Tills on restaurant wifi drop without closing; a socket silent for two beats is ended. */
const HEARTBEAT_MS = 30_000;
/** The close code of a socket whose token or session is not (or no longer) good. */
const CLOSE_UNAUTHENTICATED = 4401;

export interface WsRouteDeps {
  realtime: RealtimeService;
  auth: AuthPort;
  secret: string;
  /** A disabled local's sockets are refused like its HTTP calls, though its token is still signed. */
  isLocalEnabled: (localId: number) => Promise<boolean>;
  /** Whether the channel is one of the local's: the maintenance channel or one of its tills'. */
  channelExists: (localId: number, channel: string) => Promise<boolean>;
}

/**
 * `/ws?token=<locals/get token>`. Clients send `{action:"subscribe", channel}` and receive
 * `{kind:"message", channel, message}`. A token asked for by a staff session whose role sees
 * orders hears everything on its local's till channels while that session lasts; any other
 * token hears only the notices a login screen needs (maintenance, Refresh).
 */
export function registerWsRoute(app: FastifyInstance, deps: WsRouteDeps) {
  app.get("/ws", { websocket: true, config: { tenant: false } }, (socket, request) => {
    const send = (message: WsServerMessage) => socket.send(JSON.stringify(message));
    const query = request.query as Record<string, string | undefined>;
    const subscriptions = new Map<string, () => void>();
    let closed = false;

    function end(code: number, errorCode: string, reason: string) {
      if (closed) return;
      send({ kind: "error", code: errorCode, message: reason });
      socket.close(code, reason);
    }

    const grant = readWsToken(deps.secret, query.token);
    /** The staff session still good enough to hear orders, or undefined (ended, or never one). */
    async function staffSession(): Promise<Session | undefined> {
      if (grant?.sessionId === undefined) return undefined;
      const session = await deps.auth.sessionById(grant.localId, grant.sessionId);
      return session && roleFollowsOrders(session.role) ? session : undefined;
    }

    // Handlers are attached synchronously (below) so no early message is lost while this resolves.
    const ready = (async (): Promise<number | undefined> => {
      if (!grant) {
        end(CLOSE_UNAUTHENTICATED, ERROR_CODES.unauthenticated, "invalid websocket token");
        return undefined;
      }
      if (!(await deps.isLocalEnabled(grant.localId))) {
        end(4422, ERROR_CODES.localDisabled, "local disabled");
        return undefined;
      }
      // A token of a session that has ended (logout, password change) is refused: the client
      // asks locals/get again and opens with what it may hear now.
      if (grant.sessionId !== undefined && !(await deps.auth.sessionById(grant.localId, grant.sessionId))) {
        end(CLOSE_UNAUTHENTICATED, ERROR_CODES.unauthenticated, "session ended");
        return undefined;
      }
      return grant.localId;
    })().catch((error: unknown) => {
      request.log.error({ err: error }, "websocket authentication failed");
      socket.close(1011, "server error");
      return undefined;
    });

    // Order events are checked against the session as they go out, in publication order: a
    // session that logged out or lost the orders module hears nothing more and is closed.
    let deliveries = Promise.resolve();
    function deliver(channel: string, message: RealtimeMessage) {
      if (isPublicMessage(message)) {
        send({ kind: "message", channel, message });
        return;
      }
      deliveries = deliveries
        .then(async () => {
          if (closed) return;
          if (await staffSession()) send({ kind: "message", channel, message });
          else end(CLOSE_UNAUTHENTICATED, ERROR_CODES.unauthenticated, "session ended");
        })
        .catch((error: unknown) => request.log.error({ err: error }, "websocket delivery failed"));
    }

    async function handle(raw: Buffer) {
      const localId = await ready;
      if (localId === undefined || closed) return;
      let data: unknown;
      try {
        data = JSON.parse(raw.toString());
      } catch {
        send({ kind: "error", code: "validation.invalid", message: "messages are JSON" });
        return;
      }
      const parsed = wsClientMessageSchema.safeParse(data);
      if (!parsed.success) {
        send({ kind: "error", code: "validation.invalid", message: "unknown action" });
        return;
      }
      const message = parsed.data;
      if (message.action === "ping") return send({ kind: "pong" });
      if (message.action === "unsubscribe") {
        subscriptions.get(message.channel)?.();
        subscriptions.delete(message.channel);
        return;
      }
      const { channel } = message;
      if (subscriptions.has(channel)) return send({ kind: "subscribed", channel });
      if (subscriptions.size >= MAX_SUBSCRIPTIONS || !(await deps.channelExists(localId, channel))) {
        send({ kind: "error", code: ERROR_CODES.forbidden, message: `cannot subscribe to ${channel}` });
        return;
      }
      // The socket may have closed while the channel was checked; a listener added now would never be removed.
      if (closed) return;
      const staff = channel !== MAINTENANCE_CHANNEL && (await staffSession()) !== undefined;
      subscriptions.set(
        channel,
        deps.realtime.subscribe(localId, channel, (event) => {
          if (staff) deliver(channel, event);
          else if (isPublicMessage(event)) send({ kind: "message", channel, message: event });
        }),
      );
      send({ kind: "subscribed", channel });
    }

    // One message at a time, in order: two quick subscribes to one channel must not both pass
    // the duplicate check, which would leave a listener nobody removes.
    let queue = Promise.resolve();
    socket.on("message", (raw: Buffer) => {
      queue = queue
        .then(() => handle(raw))
        .catch((error: unknown) => {
          request.log.error({ err: error }, "websocket message failed");
          send({ kind: "error", code: ERROR_CODES.server, message: "server error" });
        });
    });
    let alive = true;
    socket.on("pong", () => {
      alive = true;
    });
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
      // A quiet till of a session that ended is closed within a beat, not at its next order.
      if (grant?.sessionId !== undefined) {
        void deps.auth
          .sessionById(grant.localId, grant.sessionId)
          .then((session) => {
            if (!session) end(CLOSE_UNAUTHENTICATED, ERROR_CODES.unauthenticated, "session ended");
          })
          .catch((error: unknown) => request.log.error({ err: error }, "websocket session check failed"));
      }
    }, HEARTBEAT_MS);
    heartbeat.unref();
    socket.on("close", () => {
      closed = true;
      clearInterval(heartbeat);
      for (const stop of subscriptions.values()) stop();
      subscriptions.clear();
    });
  });
}
