import { createServer, type Server, type Socket } from "node:net";

/**
 * A raw-TCP printer on loopback that keeps what each connection sent, and can be switched
 * off and on again on the same port (a kitchen printer losing power).
 */
export async function startFakePrinter() {
  const received: Buffer[] = [];
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  async function up() {
    if (server) return;
    const listening = createServer((socket) => {
      sockets.add(socket);
      const chunks: Buffer[] = [];
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.on("close", () => {
        sockets.delete(socket);
        if (chunks.length > 0) received.push(Buffer.concat(chunks));
      });
    });
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
    /** What each connection sent, as text. */
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
