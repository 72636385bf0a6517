import { connect } from "node:net";
import { PRINTER_CHECK_TIMEOUT_MS, type PrinterCheck } from "@comanda/domain";

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
  constructor(readonly reason: string) {
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
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    let settled = false;
    const finish = (error?: PrinterUnreachable) => {
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
      socket.end(bytes, () => finish());
    });
  });
}

/** Whether host:port takes a TCP connection within the check's time. */
export async function checkPrinter(host: string, port: number): Promise<PrinterCheck> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    await sendToPrinter(host, port);
    return { reachable: true, elapsed_ms: elapsed(), reason: null };
  } catch (error) {
    const reason = error instanceof PrinterUnreachable ? error.reason : reasonOf(error);
    return { reachable: false, elapsed_ms: elapsed(), reason };
  }
}
