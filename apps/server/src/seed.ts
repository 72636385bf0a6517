import { mkdirSync } from "node:fs";
import { loadConfig } from "./config";
import { openDatabase } from "./platform/db/client";
import { resetDemo, seedIfEmpty } from "./seed/demo";

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.withStartupLock(async (db) => {
  await database.migrate();
  if (process.argv.includes("--reset")) {
    await resetDemo(db);
    console.log("demo restaurant recreated");
  } else {
    console.log(
      (await seedIfEmpty(db)) ? "demo restaurant created" : "database already has data; use --reset",
    );
  }
});
await database.close();
