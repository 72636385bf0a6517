import { MAINTENANCE_CHANNEL, type Maintenance, tpvChannel, type WsServerMessage } from "@comanda/domain";
import { ApiError, api } from "../api-client";
import { reconnectDelay } from "./backoff";

/** Every 25 s, under the server's 30 s: a till on wifi can lose the line without a close. */
const HEARTBEAT_MS = 25_000;
/** The server's close code for a local that was disabled. */
const CLOSE_LOCAL_DISABLED = 4422;

interface Handshake {
  token: string;
  maintenance: Maintenance;
}

export interface RealtimeHandlers {
  /** A message received on one of the channels, as sent (checked by the dispatcher). */
  onMessage: (message: unknown) => void;
  /** The maintenance state read on every (re)connection, since messages sent meanwhile are lost. */
  onMaintenance: (maintenance: Maintenance) => void;
  /** The local cannot be used (disabled, unknown): the connection stops for good. */
  onFatal: (error: ApiError) => void;
}

export interface RealtimeOptions {
  /** The session's till, whose channel carries Refresh and the till's messages; none without a session. */
  tpvKey?: string;
  handlers: RealtimeHandlers;
}

function socketUrl(token: string): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}/ws?token=${encodeURIComponent(token)}`;
}

function parse(data: unknown): WsServerMessage | undefined {
  if (typeof data !== "string") return undefined;
  try {
    return JSON.parse(data) as WsServerMessage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps one websocket to `/ws` open while started: a fresh token from locals/get on every
 * (re)connection, the maintenance channel and the till's, a ping that detects a dead line,
 * and reconnection with backoff. Returns the function that stops it.
 */
export function connectRealtime({ tpvKey, handlers }: RealtimeOptions): () => void {
  const channels = tpvKey ? [MAINTENANCE_CHANNEL, tpvChannel(tpvKey)] : [MAINTENANCE_CHANNEL];
  let stopped = false;
  let attempt = 0;
  let socket: WebSocket | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  function scheduleReconnect() {
    if (stopped) return;
    retryTimer = setTimeout(() => void open(), reconnectDelay(attempt));
    attempt += 1;
  }

  function drop(current: WebSocket) {
    clearInterval(heartbeat);
    current.onopen = null;
    current.onmessage = null;
    current.onclose = null;
    current.close();
    if (socket === current) socket = undefined;
  }

  async function open() {
    let handshake: Handshake;
    try {
      handshake = await api<Handshake>("/api/v1/locals/get", { body: { location: "" } });
    } catch (error) {
      if (stopped) return;
      const unusable =
        error instanceof ApiError &&
        (error.kind === "UNPROCESSABLE_ENTITY_ERROR" || error.code === "locals.not_found");
      if (unusable) handlers.onFatal(error);
      else scheduleReconnect();
      return;
    }
    if (stopped) return;
    handlers.onMaintenance(handshake.maintenance);

    const current = new WebSocket(socketUrl(handshake.token));
    socket = current;
    let answered = true;
    current.onopen = () => {
      for (const channel of channels) current.send(JSON.stringify({ action: "subscribe", channel }));
      heartbeat = setInterval(() => {
        // No pong since the last ping: the line is dead even if the browser has not noticed.
        if (!answered) {
          drop(current);
          scheduleReconnect();
          return;
        }
        answered = false;
        current.send(JSON.stringify({ action: "ping" }));
      }, HEARTBEAT_MS);
    };
    current.onmessage = (event: MessageEvent) => {
      const message = parse(event.data);
      if (message?.kind === "pong") answered = true;
      // Only a subscription proves the token was good; a socket closed at once must keep backing off.
      if (message?.kind === "subscribed") attempt = 0;
      if (message?.kind === "message") handlers.onMessage(message.message);
    };
    current.onclose = (event: CloseEvent) => {
      drop(current);
      if (stopped) return;
      if (event.code === CLOSE_LOCAL_DISABLED) {
        handlers.onFatal(new ApiError("UNPROCESSABLE_ENTITY_ERROR", 422, "locals.disabled", event.reason));
        return;
      }
      scheduleReconnect();
    };
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    if (socket) drop(socket);
  };
}
