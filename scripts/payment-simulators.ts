/**
 * The card terminal and cash machine simulators for trying the demo without hardware (issue 32):
 * `npx tsx scripts/payment-simulators.ts`, then start the server with the environment it prints
 * and turn on "Usar datáfono" / "Usar cajón inteligente" in Settings and a terminal on Settings → TPV.
 * What the next card or cash payment does: `curl -X POST localhost:4410/_simulator -d
 * '{"outcome":"signature"}'` (approve, decline, signature, slow, timeout, late) and
 * `curl -X POST localhost:4411/_simulator -d '{"outcome":"not_dispensed"}'` (pay, not_dispensed,
 * slow, timeout, unavailable, fund_low).
 */
import { startFakeCashmatic } from "../apps/server/test/fake-cashmatic";
import { startFakeDojo } from "../apps/server/test/fake-dojo";

const dojoPort = Number(process.env.DOJO_SIM_PORT ?? 4410);
const cashPort = Number(process.env.CASHMATIC_SIM_PORT ?? 4411);
const dojo = await startFakeDojo({ port: dojoPort, pollsToSettle: 4 });
const cash = await startFakeCashmatic({ port: cashPort, readsPerStep: 4 });
process.stdout.write(
  [
    "Payment device simulators running. Start the server with:",
    `  DOJO_URL=${dojo.url} DOJO_API_KEY=${dojo.apiKey} \\`,
    `  CASHMATIC_URL=${cash.url} CASHMATIC_USERNAME=${cash.username} CASHMATIC_PASSWORD=${cash.password} npm start`,
    `Terminals: ${dojo.terminalId}, tm_comanda_2`,
    "",
  ].join("\n"),
);
const stop = async () => {
  await dojo.close();
  await cash.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
