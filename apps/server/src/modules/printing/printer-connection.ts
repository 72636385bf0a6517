import { connect, type Socket } from "node:net";
import {
  PRINTER_CHECK_TIMEOUT_MS,
  PRINTER_STATUS_TIMEOUT_MS,
  type PrinterCheck,
  type PrinterProblem,
} from "@comanda/domain";

/** Why a printer could not be reached, in the words PrinterCheck uses. */
function reasonOf(error: unknown): string {
  const code = (error as { code?: string }).code;
  switch (code) {
    case "ECONNREFUSED":
      return "refused";
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_NONAME":
      return "unknown_host";
    case "ETIMEDOUT":
      return "timeout";
    default:
      return code ?? "error";
  }
}

export class PrinterUnreachable extends Error {
  /** `written`: the ticket's bytes had been handed to the printer, so it may have printed. */
  constructor(
    readonly reason: string,
    readonly written = false,
  ) {
    super(reason);
    this.name = "PrinterUnreachable";
  }
}

/**
 * Opens a raw TCP connection to host:port, writes `bytes` (if any) and closes it. The whole
 * exchange, name lookup included, gets `timeoutMs`; past that, or on any socket error, it
 * rejects with PrinterUnreachable.
 */
export function sendToPrinter(
  host: string,
  port: number,
  bytes?: Uint8Array,
  timeoutMs = PRINTER_CHECK_TIMEOUT_MS,
  /** Runs once connected, just before the bytes go: from then on they may have printed. */
  beforeWrite?: () => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new PrinterUnreachable("timeout")), timeoutMs);
    socket.once("error", (error) => finish(new PrinterUnreachable(reasonOf(error))));
    socket.once("connect", () => {
      if (!bytes) return finish();
      (beforeWrite ?? (async () => undefined))().then(
        () => socket.end(bytes, () => finish()),
        (error: unknown) => finish(error instanceof Error ? error : new Error(String(error))),
      );
    });
  });
}

/**
 * ESC/POS real-time status, DLE EOT n (research/fiscal-hardware-notes.md §7): n = 1 printer
 * status, 2 off-line cause, 4 roll paper sensor. A printer answers each with one byte at once.
 */
export const STATUS_QUERY = Uint8Array.of(0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04);
const STATUS_ANSWER_LENGTH = 3;

/** What the three status bytes say is wrong, or null when the printer is ready. */
export function problemOf(answer: readonly number[]): PrinterProblem | null {
  // Every status byte has bits 1 and 4 set and bits 0 and 7 clear: anything else is not an answer.
  if (answer.length < STATUS_ANSWER_LENGTH || !answer.every((byte) => (byte & 0x93) === 0x12))
    return "no_answer";
  const [printer = 0, cause = 0, paper = 0] = answer;
  if ((cause & 0x04) !== 0) return "cover_open";
  if ((cause & 0x20) !== 0 || (paper & 0x60) === 0x60) return "paper_out";
  if ((printer & 0x08) !== 0) return "offline";
  return null;
}

/** Opens host:port within `timeoutMs`, or rejects with PrinterUnreachable. */
function open(host: string, port: number, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new PrinterUnreachable("timeout"));
    }, timeoutMs);
    socket.once("error", (error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(new PrinterUnreachable(reasonOf(error)));
    });
    socket.once("connect", () => {
      clearTimeout(timer);
      resolve(socket);
    });
  });
}

/**
 * Writes `bytes` followed by the status query and reads the printer's three answer bytes; a
 * printer that reads nothing, or answers nothing, leaves fewer than three within `timeoutMs`.
 */
function ask(socket: Socket, bytes: Uint8Array, timeoutMs: number): Promise<number[]> {
  return new Promise((resolve) => {
    const answer: number[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.off("data", onData);
      socket.off("close", finish);
      resolve(answer.splice(0, STATUS_ANSWER_LENGTH));
    };
    const onData = (chunk: Buffer) => {
      answer.push(...chunk);
      if (answer.length >= STATUS_ANSWER_LENGTH) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on("data", onData);
    socket.once("close", finish);
    const out = new Uint8Array(bytes.length + STATUS_QUERY.length);
    out.set(bytes);
    out.set(STATUS_QUERY, bytes.length);
    socket.write(out);
  });
}

/**
 * Prints `bytes` only on a printer that says it is ready, and answers only once it says it is
 * still ready after them: asks its status, calls `beforeWrite` (the caller records that the
 * ticket may now print), writes the ticket and asks again. Rejects with PrinterUnreachable
 * naming the problem, `written` when the ticket had gone out.
 */
export async function printConfirmed(
  host: string,
  port: number,
  bytes: Uint8Array,
  options: { timeoutMs: number; statusTimeoutMs?: number; beforeWrite: () => Promise<void> },
): Promise<void> {
  const statusTimeoutMs = options.statusTimeoutMs ?? PRINTER_STATUS_TIMEOUT_MS;
  const socket = await open(host, port, options.timeoutMs);
  // An error after the connection (reset, broken pipe) shows as a missing answer.
  socket.on("error", () => undefined);
  try {
    const before = problemOf(await ask(socket, new Uint8Array(), statusTimeoutMs));
    if (before) throw new PrinterUnreachable(before);
    await options.beforeWrite();
    // A long ticket may take longer to go out than a bare status answer.
    const after = problemOf(await ask(socket, bytes, Math.max(statusTimeoutMs, options.timeoutMs)));
    if (after) throw new PrinterUnreachable(after, true);
  } finally {
    socket.destroy();
  }
}

/**
 * Whether host:port takes a TCP connection within the check's time and, for a printer that
 * answers status (`statusCheck`), whether it says it is ready.
 */
export async function checkPrinter(host: string, port: number, statusCheck = false): Promise<PrinterCheck> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    if (statusCheck) {
      const socket = await open(host, port, PRINTER_CHECK_TIMEOUT_MS);
      socket.on("error", () => undefined);
      try {
        const problem = problemOf(await ask(socket, new Uint8Array(), PRINTER_STATUS_TIMEOUT_MS));
        if (problem) return { reachable: false, elapsed_ms: elapsed(), reason: problem };
      } finally {
        socket.destroy();
      }
    } else await sendToPrinter(host, port);
    return { reachable: true, elapsed_ms: elapsed(), reason: null };
  } catch (error) {
    const reason = error instanceof PrinterUnreachable ? error.reason : reasonOf(error);
    return { reachable: false, elapsed_ms: elapsed(), reason };
  }
}
