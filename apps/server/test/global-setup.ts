import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openPglite } from "../src/platform/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Creating a PGlite database takes seconds; tests load a migrated copy instead. */
export default async function setup(project: TestProject) {
  const pglite = await PGlite.create();
  const database = openPglite(pglite);
  await database.migrate();
  const dump = await pglite.dumpDataDir("gzip");
  const path = join(tmpdir(), `comanda-template-${process.pid}.tar.gz`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", path);
}
