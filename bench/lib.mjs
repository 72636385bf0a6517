// What every benchmark script shares: starting the built server, and rewriting its own
// section of bench/README.md.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";

// BENCH_SERVER_ENTRY: another server build (e.g. a private one while others build the shared dist).
const SERVER = process.env.BENCH_SERVER_ENTRY ?? "apps/server/dist/index.js";
const README = "bench/README.md";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startServer(env, port) {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", SMTP_URL: "", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  // BENCH_START_SECONDS: a first start on a loaded machine (PGlite migrating and seeding) takes longer.
  for (let i = 0; i < Number(process.env.BENCH_START_SECONDS ?? 60) * 2; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {}
    await sleep(500);
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

export async function stopServer(child) {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

/** Replaces the section that starts with `heading` (up to the next "## "), or appends it. */
export function writeReadmeSection(heading, section) {
  let readme;
  try {
    readme = readFileSync(README, "utf8");
  } catch {
    readme =
      "# Benchmarks\n\nFigures printed by the scripts in this folder. Each section is rewritten by its script.\n\n";
  }
  const start = readme.indexOf(heading);
  if (start === -1) readme = `${readme.trimEnd()}\n\n${section}`;
  else {
    const end = readme.indexOf("\n## ", start + 1);
    // One blank line between this section and the next, whatever the section ends with.
    const rest = end === -1 ? "" : `\n${readme.slice(end + 1)}`;
    readme = `${readme.slice(0, start)}${section.trimEnd()}\n${rest}`;
  }
  writeFileSync(README, readme);
  console.log(`\nwrote ${README}`);
}

/** Debian's Chromium with the flags the e2e tests use; npm tools never download browsers here. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Signs in through the login screen once, as a person would, and keeps the browser storage. */
export async function signedInState(browser, base, contextOptions) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel("Correo").fill("admin@demo.local");
  await page.getByLabel("Contraseña", { exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(/\/requests\/tables_requests\/$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * A fresh database of `kind` for a server to start on: a PGlite folder, or a PostgreSQL
 * database named `name` (BENCH_DATABASE_URL picks the server). `cleanup` removes it.
 */
export async function benchDatabase(kind, name) {
  if (kind === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), `${name}-`));
    return {
      env: { DATA_DIR: dir, DATABASE_URL: "" },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const run = async (statement) => {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    cleanup: () => run(`drop database if exists ${name} with (force)`),
  };
}

/** Runs SQL on a bench database while its server is stopped (one process owns a PGlite folder). */
export async function runSql(kind, env, statements) {
  if (kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(env.DATA_DIR);
    for (const statement of statements) await db.exec(statement);
    await db.close();
    return;
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  for (const statement of statements) await client.query(statement);
  await client.end();
}

/** A small seeded random generator (mulberry32): the same seed gives the same data on every run. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
