// API load benchmark (issue 2): login, an authenticated generic list (page of 20 out of
// 10,000 rows, with a filter) and a trivial route, on PGlite and on PostgreSQL, 50
// connections, 10 s each. Writes the figures to bench/README.md.
// Usage: npm run bench:api   (BENCH_DATABASE_URL picks the PostgreSQL server;
// default postgres://postgres@127.0.0.1:5432/postgres; BENCH_SECONDS shortens runs)
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ROWS = 10_000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SERVER = "apps/server/dist/index.js";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(env, port) {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", SMTP_URL: "", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {}
    await sleep(500);
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

async function api(base, path, { token, body, method = body ? "POST" : "GET" } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!json.complete) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** 10,000 roles through the API (roles need no password hashing), 25 requests at a time. */
async function seedRows(base, token) {
  let next = 0;
  async function worker() {
    while (next < ROWS) {
      const n = next++;
      await api(base, "/api/v1/roles", {
        token,
        body: { name: `Rol ${n}`, description: `Rol de carga ${n % 97}` },
      });
    }
  }
  await Promise.all(Array.from({ length: 25 }, worker));
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

function figures(result) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

async function benchDatabase(kind) {
  let env;
  let cleanup = async () => {};
  if (kind === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "comanda-bench-"));
    env = { DATA_DIR: dir, DATABASE_URL: "" };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query("drop database if exists comanda_bench with (force)");
    await admin.query("create database comanda_bench");
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = "/comanda_bench";
    env = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query("drop database if exists comanda_bench with (force)");
      await c.end();
    };
  }
  const { child, base } = await startServer(env, kind === "pglite" ? 3411 : 3412);
  try {
    const login = { email: "admin@demo.local", password: "demo1234", tpv: "barra" };
    const { token } = await api(base, "/api/v1/auth/login", { body: login });
    const started = Date.now();
    await seedRows(base, token);
    const seedSeconds = ((Date.now() - started) / 1000).toFixed(1);
    const q = Buffer.from(JSON.stringify({ description__icontains: "carga 4", ordering: "-id" })).toString(
      "base64",
    );
    const listPath = `/api/v1/roles?q=${encodeURIComponent(q)}&page=3&page_size=20`;
    const check = await api(base, listPath, { token });
    if (check.results.length !== 20) throw new Error(`list returned ${check.results.length} rows`);

    const results = {};
    results.trivial = figures(await load({ url: `${base}/api/health` }));
    results.list = figures(
      await load({ url: `${base}${listPath}`, headers: { authorization: `Bearer ${token}` } }),
    );
    results.login = figures(
      await load({
        url: `${base}/api/v1/auth/login`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(login),
      }),
    );
    return { results, seedSeconds, matching: check.total };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await cleanup();
  }
}

const runs = {};
for (const kind of ["pglite", "postgresql"]) {
  console.log(`\n== ${kind} ==`);
  runs[kind] = await benchDatabase(kind);
  console.log(JSON.stringify(runs[kind], null, 2));
}

const row = (kind, name, label) => {
  const f = runs[kind].results[name];
  return `| ${kind} | ${label} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.total} | ${f.non2xx + f.errors} |`;
};
const ratio = (kind) => ((runs[kind].results.list.rps / runs[kind].results.trivial.rps) * 100).toFixed(0);
const pgList = runs.postgresql.results.list;
const section = `## API (\`npm run bench:api\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; server and load generator on the same machine. ${CONNECTIONS} connections, ${SECONDS} s per route, production bundle, one server process.

- *trivial*: \`GET /api/health\` (one \`select 1\`).
- *list*: \`GET /api/v1/roles?q=…&page=3&page_size=20\` as the demo SuperAdmin: token check, permission check, \`description__icontains\` filter and ordering over ${ROWS.toLocaleString("en")} rows (${runs.postgresql.matching} match), page of 20 with the total.
- *login*: \`POST /api/v1/auth/login\` (scrypt N=2^15 per request: slow on purpose).

| database | route | req/s | p50 ms | p99 ms | requests | errors/non-2xx |
|---|---|---|---|---|---|---|
${["pglite", "postgresql"].flatMap((k) => [row(k, "trivial", "trivial"), row(k, "list", "list"), row(k, "login", "login")]).join("\n")}

Targets on PostgreSQL: list p99 < 50 ms → **${pgList.p99} ms** (${pgList.p99 < 50 ? "met" : "NOT met"}); list throughput ≥ 20% of the trivial route → **${ratio("postgresql")}%** (${Number(ratio("postgresql")) >= 20 ? "met" : "NOT met"}). On PGlite the ratio is ${ratio("pglite")}%.
Seeding the ${ROWS.toLocaleString("en")} rows through the API took ${runs.pglite.seedSeconds} s on PGlite and ${runs.postgresql.seedSeconds} s on PostgreSQL.
`;

const readmePath = "bench/README.md";
let readme;
try {
  readme = readFileSync(readmePath, "utf8");
} catch {
  readme =
    "# Benchmarks\n\nFigures printed by the scripts in this folder. Each section is rewritten by its script.\n\n";
}
const start = readme.indexOf("## API (");
if (start === -1) readme = `${readme.trimEnd()}\n\n${section}`;
else {
  const end = readme.indexOf("\n## ", start + 1);
  readme = readme.slice(0, start) + section + (end === -1 ? "" : readme.slice(end + 1));
}
writeFileSync(readmePath, readme);
console.log(`\nwrote ${readmePath}`);
