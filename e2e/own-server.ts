import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "./fixtures";

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === "string") throw new Error("probe has no port");
  return address.port;
}

export interface OwnServer {
  /** `http://127.0.0.1:<port>`, the address to open pages and call the API on. */
  base: string;
  /** Stops the server and removes its data once it has exited (it writes on the way out). */
  stop(): Promise<void>;
}

/**
 * A server of the spec's own, on fresh demo data (the build the suite runs: `E2E_SERVER_ENTRY`
 * and `E2E_WEB_DIST` when set), for what the shared server cannot do: a mail server to read the
 * mails from, a fake tax agency to send records to. `env` adds to or overrides its environment.
 */
export async function startOwnServer(label: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = await mkdtemp(join(tmpdir(), `comanda-e2e-${label}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [process.env.E2E_SERVER_ENTRY ?? "apps/server/dist/index.js"],
    {
      stdio: "ignore",
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: "",
        PUBLIC_URL: base,
        LOG_LEVEL: "warn",
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
        ...env,
      },
    },
  );
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
  return {
    base,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill();
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
