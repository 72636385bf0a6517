import { createServer, type Server, type Socket } from "node:net";

/**
 * How the printer answers ESC/POS real-time status (DLE EOT 1, 2, 4):
 * ready; paper_out and cover_open (off line, with the cause); silent (reads, never answers);
 * hung (takes the connection and reads nothing: a paper jam or stuck firmware);
 * jams (ready until it has taken a ticket, then silent on that connection).
 */
export type FakePrinterMode = "ready" | "paper_out" | "cover_open" | "silent" | "hung" | "jams";

const READY = 0x12;
/** The status bytes for n = 1, 2, 4 (research/fiscal-hardware-notes.md §7). */
const ANSWERS: Partial<Record<FakePrinterMode, Record<number, number>>> = {
  ready: { 1: READY, 2: READY, 4: READY },
  jams: { 1: READY, 2: READY, 4: READY },
  // Off line, stopped by paper end; paper near end and end.
  paper_out: { 1: 0x1a, 2: 0x32, 4: 0x7e },
  // Off line, cover open.
  cover_open: { 1: 0x1a, 2: 0x16, 4: READY },
};

/**
 * A raw-TCP printer on loopback that keeps what each connection sent to be printed (the
 * status queries apart), answers status as its `mode` says, and can be switched off and on
 * again on the same port (a kitchen printer losing power).
 */
export async function startFakePrinter(initialMode: FakePrinterMode = "ready") {
  const received: Buffer[] = [];
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let mode = initialMode;
  /** Status queries answered or left unanswered, to see that the worker asked. */
  let statusQueries = 0;

  function serve(socket: Socket) {
    sockets.add(socket);
    const printed: number[] = [];
    if (mode === "hung") socket.pause();
    // A query may be split between two chunks: `pending` holds its start.
    let pending: number[] = [];
    let tookTicket = false;
    let index: number | undefined;
    socket.on("data", (chunk) => {
      const answer: number[] = [];
      for (const byte of [...pending, ...chunk]) {
        pending = [];
        printed.push(byte);
        const n = printed.length;
        if (n >= 3 && printed[n - 3] === 0x10 && printed[n - 2] === 0x04) {
          printed.length -= 3;
          statusQueries += 1;
          const silent = mode === "jams" && tookTicket;
          const status = silent ? undefined : ANSWERS[mode]?.[byte];
          if (status !== undefined) answer.push(status);
        } else if (byte !== 0x10 && byte !== 0x04) tookTicket ||= printed.length > 0;
      }
      // Keep an unfinished DLE or DLE EOT at the end for the next chunk.
      const tail = printed.at(-1) === 0x10 ? 1 : printed.at(-2) === 0x10 && printed.at(-1) === 0x04 ? 2 : 0;
      if (tail > 0) pending = printed.splice(printed.length - tail, tail);
      // What was printed shows at once, not when the sender closes.
      if (printed.length > 0) {
        index ??= received.push(Buffer.alloc(0)) - 1;
        received[index] = Buffer.from(printed);
      }
      if (answer.length > 0) socket.write(Uint8Array.from(answer));
    });
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  }

  async function up() {
    if (server) return;
    const listening = createServer(serve);
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", resolve);
    });
    server = listening;
    port = (listening.address() as { port: number }).port;
  }

  async function down() {
    const listening = server;
    server = undefined;
    if (!listening) return;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => listening.close(() => resolve()));
  }

  await up();
  return {
    get port() {
      return port;
    },
    received,
    get mode() {
      return mode;
    },
    set mode(next: FakePrinterMode) {
      mode = next;
    },
    get statusQueries() {
      return statusQueries;
    },
    /** What each connection sent to be printed, as text. */
    texts: () => received.map((bytes) => bytes.toString("latin1")),
    up,
    down,
  };
}
export type FakePrinter = Awaited<ReturnType<typeof startFakePrinter>>;

/** A loopback port nothing listens on: one that was just closed. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
