import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { MAINTENANCE_CHANNEL, tpvChannel } from "@comanda/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from "../../../test/test-app";
import { isPublication, openSocket, type TestSocket } from "../../../test/ws-client";

const REPO_ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));
const START_TIMEOUT_MS = 45_000;
const STOP_TIMEOUT_MS = 5_000;

interface Instance {
  child: ChildProcess;
  url: string;
  /** What the process printed, to explain a failed start. */
  output: () => string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port assigned");
  return address.port;
}

/** The real server entry point, as `npm start` runs it, but from source. */
async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      WEB_DIST: "",
    },
    // Its own process group, so the tsx loader and anything else it starts die with it.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

async function waitForHealth(instance: Instance): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) {
      throw new Error(`server exited with ${instance.child.exitCode}:\n${instance.output()}`);
    }
    try {
      const response = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `server at ${instance.url} not healthy after ${START_TIMEOUT_MS} ms:\n${instance.output()}`,
  );
}

async function stopInstance(instance: Instance): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup("SIGTERM");
  const timer = setTimeout(() => signalGroup("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

async function post(instance: Instance, path: string, body: unknown, token?: string) {
  const response = await fetch(`${instance.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await response.json()) as { data: Record<string, unknown> };
  return { status: response.status, data: json.data };
}

describe.skipIf(!TEST_POSTGRES_URL)(
  "two server processes on one PostgreSQL (skipped without TEST_DATABASE_URL: PGlite has one process only)",
  () => {
    let database: TestDatabase;
    const instances: Instance[] = [];
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      database = await createTestDatabase("postgresql");
      // Both start together on the empty database: the start-up lock lets one seed the demo local.
      instances.push(
        await startInstance(database.url as string),
        await startInstance(database.url as string),
      );
      await Promise.all(instances.map(waitForHealth));
    }, START_TIMEOUT_MS + 15_000);

    afterAll(async () => {
      await Promise.all(sockets.map((socket) => socket.close()));
      await Promise.all(instances.map(stopInstance));
      await database?.drop();
    }, 30_000);

    /** The token may come from the other instance: a load balancer sends each request anywhere. */
    async function connect(
      instance: Instance,
      tokenFrom: Instance,
      ...channels: string[]
    ): Promise<TestSocket> {
      const { status, data } = await post(tokenFrom, "/api/v1/locals/get", { location: "demo" });
      expect(status).toBe(200);
      const socket = await openSocket(`${instance.url.replace("http", "ws")}/ws?token=${String(data.token)}`);
      sockets.push(socket);
      for (const channel of channels)
        expect(await socket.subscribe(channel)).toMatchObject({ kind: "subscribed" });
      return socket;
    }

    async function adminToken(instance: Instance): Promise<string> {
      const { status, data } = await post(instance, "/api/v1/auth/login", {
        email: "admin@demo.local",
        password: "demo1234",
        tpv: "barra",
      });
      expect(status).toBe(200);
      return String(data.token);
    }

    it("starts both on one empty database, which gets the demo local", async () => {
      for (const instance of instances) {
        const { status, data } = await post(instance, "/api/v1/locals/get", { location: "demo" });
        expect(status).toBe(200);
        expect(data.location).toBe("demo");
      }
    });

    it("delivers to a socket on one instance what an admin call on the other publishes", async () => {
      const [first, second] = instances as [Instance, Instance];
      const onFirst = await connect(
        first,
        second,
        MAINTENANCE_CHANNEL,
        tpvChannel("barra"),
        tpvChannel("terraza"),
      );
      const onSecond = await connect(second, first, MAINTENANCE_CHANNEL);
      const token = await adminToken(second);

      const maintenance = { type: "alert", text: "Cierre de caja a las 23:00", active: true };
      expect((await post(second, "/api/v1/locals/maintenance", maintenance, token)).status).toBe(200);
      const expected = {
        kind: "message",
        channel: MAINTENANCE_CHANNEL,
        message: { type: "maintenance", data: maintenance },
      };
      expect(await onFirst.take(isPublication(MAINTENANCE_CHANNEL, "maintenance"))).toEqual(expected);
      expect(await onSecond.take(isPublication(MAINTENANCE_CHANNEL, "maintenance"))).toEqual(expected);

      expect((await post(second, "/api/v1/locals/refresh", {}, token)).status).toBe(200);
      await onFirst.take(isPublication(tpvChannel("barra"), "Refresh"));
      await onFirst.take(isPublication(tpvChannel("terraza"), "Refresh"));

      // And the other way round, with the admin's token used on the first instance.
      const lifted = { ...maintenance, active: false };
      expect((await post(first, "/api/v1/locals/maintenance", lifted, token)).status).toBe(200);
      expect(await onSecond.take(isPublication(MAINTENANCE_CHANNEL, "maintenance"))).toMatchObject({
        message: { data: lifted },
      });
    });
  },
);
