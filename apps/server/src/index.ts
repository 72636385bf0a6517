import { mkdirSync } from "node:fs";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { createPrintWorker } from "./modules/printing/print-worker";
import { planAndWarn } from "./modules/printing/tickets/plan-and-warn";
import { openDatabase } from "./platform/db/client";
import { createMailWorker } from "./platform/mail/mail-worker";
import { seedIfEmpty } from "./seed/demo";

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const seeded = await database.withStartupLock(async (db) => {
  await database.migrate();
  return seedIfEmpty(db);
});
const { app, realtime, fiscal } = await buildApp({ database, config, logger: { level: config.logLevel } });
if (seeded) app.log.info("demo restaurant created: admin@demo.local / demo1234");
const mailWorker = config.smtpUrl
  ? createMailWorker({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log })
  : undefined;
if (!mailWorker) app.log.warn("SMTP_URL is not set: mails wait in the outbox until it is");
const printWorker = createPrintWorker({
  db: database.db,
  planner: planAndWarn((localId, message, tx) => realtime.publishToTills(localId, message, tx)),
  logger: app.log,
  publish: (localId, message) => realtime.publishToTills(localId, message),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  await mailWorker?.stop();
  await printWorker.stop();
  await fiscal.queue.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
mailWorker?.start();
printWorker.start();
// Records wait in the database until sent: a restart or an outage loses none.
fiscal.queue.start();
app.log.info(`Comanda on ${config.publicUrl} (database: ${database.kind})`);
