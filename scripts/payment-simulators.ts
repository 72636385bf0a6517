/**
 * The card terminal and cash machine simulators for trying the demo without hardware (issue 32).
 *
 * `npm run start:simulators`: builds, starts both simulators and the server pointed at them,
 * and switches the demo restaurant to them (Settings "Usar datáfono" and "Usar cajón
 * inteligente" on, every till on the simulated terminal). One step; stop it with Ctrl-C.
 *
 * `npx tsx scripts/payment-simulators.ts` alone: only the simulators, printing the environment
 * to start a server on them (then switch the settings by hand).
 *
 * What the next card or cash payment does: `curl -X POST localhost:4410/_simulator -d
 * '{"outcome":"signature"}'` (approve, decline, signature, slow, timeout, late) and
 * `curl -X POST localhost:4411/_simulator -d '{"outcome":"not_dispensed"}'` (pay, not_dispensed,
 * slow, timeout, unavailable, fund_low); `{"mode":"crash"}` (terminal: up, unavailable, crash;
 * machine: up, down, crash) takes a device off the network and back.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chargeOnSimulators, type ManagerCall } from "../apps/server/test/demo-simulators";
import { startFakeCashmatic } from "../apps/server/test/fake-cashmatic";
import { startFakeDojo } from "../apps/server/test/fake-dojo";

const dojoPort = Number(process.env.DOJO_SIM_PORT ?? 4410);
const cashPort = Number(process.env.CASHMATIC_SIM_PORT ?? 4411);
const dojo = await startFakeDojo({ port: dojoPort, pollsToSettle: 4 });
const cash = await startFakeCashmatic({ port: cashPort, readsPerStep: 4 });
const deviceEnv = {
  DOJO_URL: dojo.url,
  DOJO_API_KEY: dojo.apiKey,
  CASHMATIC_URL: cash.url,
  CASHMATIC_USERNAME: cash.username,
  CASHMATIC_PASSWORD: cash.password,
};
let server: ChildProcess | undefined;

const stop = async (code = 0) => {
  server?.kill("SIGTERM");
  await dojo.close();
  await cash.close();
  process.exit(code);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

/** The demo's manager, signed in at the till `barra`, calling the API of the server at `base`. */
async function demoManager(base: string): Promise<ManagerCall> {
  const send = async (method: string, path: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(`${base}/api/${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { complete?: boolean; data?: unknown; message?: string };
    if (!response.ok || answer.complete === false)
      throw new Error(`${method} ${path}: ${response.status} ${answer.message ?? ""}`);
    return answer.data;
  };
  const login = (await send(
    "POST",
    "v1/auth/login",
    { email: "admin@demo.local", password: "demo1234", from_client: "web", tpv: "barra" },
    {},
  )) as { token: string };
  return (method, path, body) =>
    send(method, path, body, { authorization: `Bearer ${login.token}`, tpv: "barra" });
}

async function waitUntilUp(base: string) {
  for (let tries = 0; tries < 240; tries++) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (server?.exitCode !== null) throw new Error("the server stopped while starting");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start within two minutes");
}

if (process.argv.includes("--start")) {
  const port = process.env.PORT ?? "3000";
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["apps/server/dist/index.js"], {
    env: { ...process.env, ...deviceEnv, PORT: port },
    stdio: "inherit",
  });
  server.on("exit", (code) => void stop(code ?? 0));
  try {
    await waitUntilUp(base);
    const tills = await chargeOnSimulators(await demoManager(base), dojo.terminalId);
    process.stdout.write(
      [
        "",
        `Demo at http://localhost:${port}: tills ${tills.join(", ")} charge on the simulated card terminal`,
        `(${dojo.url}) and the simulated cash machine (${cash.url}).`,
        `Next card: curl -X POST ${dojo.url}/_simulator -d '{"outcome":"signature"}'`,
        `Next cash payment: curl -X POST ${cash.url}/_simulator -d '{"outcome":"not_dispensed"}'`,
        "",
      ].join("\n"),
    );
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    await stop(1);
  }
} else {
  process.stdout.write(
    [
      "Payment device simulators running. Start the server with:",
      `  DOJO_URL=${dojo.url} DOJO_API_KEY=${dojo.apiKey} \\`,
      `  CASHMATIC_URL=${cash.url} CASHMATIC_USERNAME=${cash.username} CASHMATIC_PASSWORD=${cash.password} npm start`,
      `Terminals: ${dojo.terminalId}, tm_comanda_2`,
      "",
    ].join("\n"),
  );
}
