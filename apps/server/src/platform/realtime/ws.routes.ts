import { ERROR_CODES, type WsServerMessage, wsClientMessageSchema } from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { AuthPort } from "../auth/session";
import { verifySignedToken } from "../auth/tokens";
import type { RealtimeService } from "./realtime.service";

export const WS_TOKEN_TTL_MS = 24 * 3_600_000;
const MAX_SUBSCRIPTIONS = 20;
/** Tills on restaurant wifi drop without closing; a socket silent for two beats is ended. */
const HEARTBEAT_MS = 30_000;

export interface WsRouteDeps {
  realtime: RealtimeService;
  auth: AuthPort;
  secret: string;
  /** A disabled local's sockets are refused like its HTTP calls, though its token is still signed. */
  isLocalEnabled: (localId: number) => Promise<boolean>;
  /** Whether a socket of this local may listen on the channel. */
  canSubscribe: (localId: number, channel: string) => Promise<boolean>;
}

/**
 * `/ws?token=<locals/get token>[&auth=<user token>]`. Clients send
 * `{action:"subscribe", channel}` and receive `{kind:"message", channel, message}`.
 */
export function registerWsRoute(app: FastifyInstance, deps: WsRouteDeps) {
  app.get("/ws", { websocket: true, config: { tenant: false } }, (socket, request) => {
    const send = (message: WsServerMessage) => socket.send(JSON.stringify(message));
    const query = request.query as Record<string, string | undefined>;
    const subscriptions = new Map<string, () => void>();
    let closed = false;

    // Handlers are attached synchronously (below) so no early message is lost while this resolves.
    const ready = (async (): Promise<number | undefined> => {
      const payload = query.token ? verifySignedToken(deps.secret, query.token) : undefined;
      const localId = typeof payload?.local_id === "number" ? payload.local_id : undefined;
      const expires = typeof payload?.exp === "number" ? payload.exp : 0;
      const userOk =
        localId !== undefined && (!query.auth || !!(await deps.auth.authenticate(localId, query.auth)));
      if (localId === undefined || expires < Date.now() || !userOk) {
        send({ kind: "error", code: ERROR_CODES.unauthenticated, message: "invalid websocket token" });
        socket.close(4401, "unauthenticated");
        return undefined;
      }
      if (!(await deps.isLocalEnabled(localId))) {
        send({ kind: "error", code: ERROR_CODES.localDisabled, message: "local disabled" });
        socket.close(4422, "local disabled");
        return undefined;
      }
      return localId;
    })().catch((error: unknown) => {
      request.log.error({ err: error }, "websocket authentication failed");
      socket.close(1011, "server error");
      return undefined;
    });

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
      if (subscriptions.has(message.channel)) return send({ kind: "subscribed", channel: message.channel });
      if (subscriptions.size >= MAX_SUBSCRIPTIONS || !(await deps.canSubscribe(localId, message.channel))) {
        send({
          kind: "error",
          code: ERROR_CODES.forbidden,
          message: `cannot subscribe to ${message.channel}`,
        });
        return;
      }
      // The socket may have closed while the channel was checked; a listener added now would never be removed.
      if (closed) return;
      subscriptions.set(
        message.channel,
        deps.realtime.subscribe(localId, message.channel, (event) =>
          send({ kind: "message", channel: message.channel, message: event }),
        ),
      );
      send({ kind: "subscribed", channel: message.channel });
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
