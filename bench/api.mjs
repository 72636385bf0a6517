// API load benchmark (issue 2): login, an authenticated generic list (page of 20 out of
// 10,000 rows, with a filter) and a trivial route, on PGlite and on PostgreSQL, 50
// connections, 10 s each. Writes the figures to bench/README.md.
// Usage: npm run bench:api   (BENCH_DATABASE_URL picks the PostgreSQL server;
// default postgres://postgres@127.0.0.1:5432/postgres; BENCH_SECONDS shortens runs)
import { cpus, totalmem } from "node:os";
import autocannon from "autocannon";
import { benchDatabase, runSql, startServer, stopServer, writeReadmeSection } from "./lib.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ROWS = 10_000;

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

/**
 * 10,000 employees of the demo local, spread over its six roles, written straight into the
 * database while the server is stopped (through the API each would cost a password hash).
 */
const SEED_SQL = `
  insert into users (local_id, username, first_name, email, role_id, password_hash)
  select l.id, 'empleado' || g, 'Empleado ' || g, 'empleado' || g || '@bench.test',
         (select r.id from roles r where r.local_id = l.id order by r.id offset (g % 6) limit 1),
         (select u.password_hash from users u where u.email = 'admin@demo.local')
  from locals l cross join generate_series(1, ${ROWS}) g
  where l.location = 'demo'`;

const WARM_UP_SECONDS = 3;

function run(options, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** An unmeasured warm-up first: JIT, pool connections and their prepared statements. */
async function load(options) {
  await run(options, WARM_UP_SECONDS);
  return run(options, SECONDS);
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

async function benchKind(kind) {
  const { env, cleanup } = await benchDatabase(kind, "comanda_bench");
  const port = kind === "pglite" ? 3411 : 3412;
  // The first start migrates and seeds the demo local; rows are added while it is stopped.
  await stopServer((await startServer(env, port)).child);
  await runSql(kind, env, [SEED_SQL, "vacuum analyze"]);
  const { child, base } = await startServer(env, port);
  const encode = (filters) => encodeURIComponent(Buffer.from(JSON.stringify(filters)).toString("base64"));
  try {
    const login = { email: "admin@demo.local", password: "demo1234", tpv: "barra" };
    const { token } = await api(base, "/api/v1/auth/login", { body: login });
    const roles = await api(base, `/api/v1/roles?q=${encode({ name: "Camarero" })}`, { token });
    const listPath = `/api/v1/users?q=${encode({ role_id: roles.results[0].id, ordering: "-id" })}&page=3&page_size=20`;
    const check = await api(base, listPath, { token });
    if (check.results.length !== 20) throw new Error(`list returned ${check.results.length} rows`);
    const searchPath = `/api/v1/users?q=${encode({ search: "empleado 12" })}&page_size=20`;

    const results = {};
    results.trivial = figures(await load({ url: `${base}/api/health` }));
    results.list = figures(
      await load({ url: `${base}${listPath}`, headers: { authorization: `Bearer ${token}` } }),
    );
    results.search = figures(
      await load({ url: `${base}${searchPath}`, headers: { authorization: `Bearer ${token}` } }),
    );
    results.login = figures(
      await load({
        url: `${base}/api/v1/auth/login`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(login),
      }),
    );
    return { results, matching: check.total };
  } finally {
    await stopServer(child);
    await cleanup();
  }
}

const runs = {};
for (const kind of ["pglite", "postgresql"]) {
  console.log(`\n== ${kind} ==`);
  runs[kind] = await benchKind(kind);
  console.log(JSON.stringify(runs[kind], null, 2));
}

const row = (kind, name, label) => {
  const f = runs[kind].results[name];
  return `| ${kind} | ${label} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.total} | ${f.non2xx + f.errors} |`;
};
const ratio = (kind) => ((runs[kind].results.list.rps / runs[kind].results.trivial.rps) * 100).toFixed(0);
const pgList = runs.postgresql.results.list;
const section = `## API (\`npm run bench:api\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; server and load generator on the same machine. ${CONNECTIONS} connections, ${SECONDS} s per route after a ${WARM_UP_SECONDS} s unmeasured warm-up, production bundle, one server process.

- *trivial*: \`GET /api/health\` (one \`select 1\`).
- *list*: \`GET /api/v1/users?q=…&page=3&page_size=20\` as the demo SuperAdmin: token check, permission check, filter \`role_id\` = the waiter role and ordering \`-id\` over ${ROWS.toLocaleString("en")} employees (${runs.postgresql.matching} match), page 3 of 20 with the total.
- *search*: the same list with \`search: "empleado 12"\` (ILIKE over five text columns of every row; no target, shown for comparison).
- *login*: \`POST /api/v1/auth/login\` (scrypt N=2^15 per request: slow on purpose).

| database | route | req/s | p50 ms | p99 ms | requests | errors/non-2xx |
|---|---|---|---|---|---|---|
${["pglite", "postgresql"].flatMap((k) => [row(k, "trivial", "trivial"), row(k, "list", "list"), row(k, "search", "search"), row(k, "login", "login")]).join("\n")}

Targets on PostgreSQL: list p99 < 50 ms → **${pgList.p99} ms** (${pgList.p99 < 50 ? "met" : "NOT met"}); list throughput ≥ 20% of the trivial route → **${ratio("postgresql")}%** (${Number(ratio("postgresql")) >= 20 ? "met" : "NOT met"}). On PGlite the ratio is ${ratio("pglite")}%.
`;

writeReadmeSection("## API (", section);
