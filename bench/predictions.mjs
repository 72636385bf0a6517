// Predictions benchmark (issue 33): association rules (apriori) over the orders of the largest
// allowed range (3 months, at least 100,000 orders) and a 14-day forecast for every product sold
// in a year of generated orders (bench:data), through the built server. Baselines measured in
// the same run: the plainest SQL that reads the same data (pair counts of the baskets; units per
// product and day), sent straight to the database, and the pure algorithms alone on the rows that
// SQL returns, so the table shows where the time goes.
// The API answers rules over 3 months at most (spec §5); the rules over 100,000 orders are the
// server's own functions (the baskets' SQL, apriori, rules) run in this process over the whole year.
// Usage: npm run bench:predictions  (BENCH_ORDERS, default 100000; BENCH_DATABASES=postgresql or
// pglite; BENCH_RUNS timed runs per call, default 5;
// BENCH_SERVER_ENTRY a private server build). Writes the "Predictions" section of bench/README.md.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { presetRange } from "@comanda/domain";
import { associationRules, frequentItemsets } from "../apps/server/src/modules/predictions/apriori.ts";
import { forecastDaily } from "../apps/server/src/modules/predictions/forecast.ts";
import { benchDatabase, startServer, stopServer, writeReadmeSection } from "./lib.mjs";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DATABASES = (process.env.BENCH_DATABASES ?? "postgresql").split(",").filter(Boolean);
const PORT = 3292;
const ZONE = "Europe/Madrid";
const THRESHOLDS = { min_support: 0.01, min_confidence: 0.3 };
const HORIZON = 14;

const now = new Date();
const quarter = presetRange("last3Months", now, ZONE);
const yesterday = presetRange("yesterday", now, ZONE).to;
const yearAgo = new Date(Date.parse(`${yesterday}T00:00:00Z`) - 399 * 86_400_000).toISOString().slice(0, 10);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timed(fn) {
  const first = performance.now();
  let answer = await fn();
  const firstMs = performance.now() - first;
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    answer = await fn();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), first: firstMs, answer };
}

async function measureApi(base) {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: "admin@demo.local",
      password: "demo1234",
      tpv: "barra",
      from_client: "web",
    }),
  });
  const { token } = (await login.json()).data;
  const headers = { authorization: `Bearer ${token}`, tpv: "barra", "content-type": "application/json" };
  const post = (path, body) => async () => {
    const response = await fetch(`${base}/api/v1/reports/${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  const rules = await timed(post("apriori", { date_from: quarter.from, date_to: quarter.to, ...THRESHOLDS }));
  const products = await timed(post("predictions/products", { horizon: HORIZON }));
  const hourly = await timed(post("predictions/sales", { horizon: HORIZON, granularity: "hour" }));
  return {
    rules: { ...rules, answer: { orders: rules.answer.orders, rules: rules.answer.rules.length } },
    products: {
      ...products,
      answer: {
        products: products.answer.products.length,
        forecast: products.answer.products.filter((product) => product.result.status === "ok").length,
        better: products.answer.products.filter((product) => product.result.backtest?.better_than_naive)
          .length,
      },
    },
    hourly: {
      ...hourly,
      answer: { status: hourly.answer.result.status, backtest: hourly.answer.result.backtest },
    },
  };
}

async function openSql(kind, env) {
  if (kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(env.DATA_DIR);
    return { query: (text, params) => db.query(text, params), close: () => db.close() };
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  return { query: (text, params) => client.query(text, params), close: () => client.end() };
}

const START = "(($2::date)::timestamp at time zone $4)";
const END = "((($3::date + 1))::timestamp at time zone $4)";
const LINES = `select li.request_id, li.product_id, li.qty, r.closed_at from request_items li join requests r on r.id = li.request_id
  where r.local_id = $1 and r.status in ('payed', 'finished') and r.closed_at >= ${START} and r.closed_at < ${END}
    and li.deleted_at is null and li.product_id is not null`;
const BASKETS = `select distinct request_id, product_id from (${LINES}) l`;
/** The plainest SQL for the rules' raw material: how often each pair of products shares an order. */
const PAIRS = `select a.product_id, b.product_id, count(*) from (${BASKETS}) a join (${BASKETS}) b
  on a.request_id = b.request_id and a.product_id < b.product_id group by 1, 2`;
const PRODUCT_DAYS = `select to_char(closed_at at time zone $4, 'YYYY-MM-DD') as day, product_id, sum(qty)::float8 as qty
  from (${LINES}) l group by 1, 2`;

async function measureBaselines(kind, env) {
  const sql = await openSql(kind, env);
  const [{ id: localId }] = (await sql.query("select id from locals order by id limit 1")).rows;
  const pairs = await timed(() => sql.query(PAIRS, [localId, quarter.from, quarter.to, ZONE]));
  const productDays = await timed(() => sql.query(PRODUCT_DAYS, [localId, yearAgo, yesterday, ZONE]));
  // The rules over every order of the year: the baskets' SQL, then the algorithms on its rows.
  const read = await timed(() => sql.query(`${BASKETS} order by 1, 2`, [localId, yearAgo, yesterday, ZONE]));
  const rows = read.answer.rows;
  const baskets = [];
  let current;
  for (const row of rows) {
    if (row.request_id !== current) {
      current = row.request_id;
      baskets.push([]);
    }
    baskets[baskets.length - 1].push(Number(row.product_id));
  }
  const apriori = await timed(async () => {
    const itemsets = frequentItemsets(baskets, THRESHOLDS.min_support);
    return associationRules(itemsets, baskets.length, THRESHOLDS.min_confidence).length;
  });
  const days = [];
  for (let day = yearAgo; day <= yesterday; ) {
    days.push(day);
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  const index = new Map(days.map((day, i) => [day, i]));
  const series = new Map();
  for (const row of productDays.answer.rows) {
    if (!series.has(row.product_id)) series.set(row.product_id, new Array(days.length).fill(0));
    series.get(row.product_id)[index.get(row.day)] = Number(row.qty);
  }
  const holidays = new Array(days.length + HORIZON).fill(false);
  const forecasts = await timed(async () => {
    for (const values of series.values()) forecastDaily({ values, holidays, horizon: HORIZON });
    return series.size;
  });
  await sql.close();
  return {
    pairs: { ...pairs, answer: pairs.answer.rows.length },
    read: { p50: read.p50, p95: read.p95, first: read.first },
    productDays: { ...productDays, answer: productDays.answer.rows.length },
    apriori: { ...apriori, orders: baskets.length },
    forecasts,
  };
}

async function benchOne(kind) {
  const database = await benchDatabase(kind, "comanda_bench_predictions");
  try {
    const first = await startServer(database.env, PORT);
    await stopServer(first.child);
    const readme = readFileSync("bench/README.md", "utf8");
    const dataArgs =
      kind === "pglite"
        ? ["--data-dir", database.env.DATA_DIR]
        : ["--database-url", database.env.DATABASE_URL];
    execFileSync("npx", ["tsx", "bench/orders-data.mjs", "--orders", String(ORDERS), ...dataArgs], {
      stdio: "inherit",
    });
    // bench:data records its own section; this run is not a data benchmark.
    writeFileSync("bench/README.md", readme);
    const sql = await openSql(kind, database.env);
    await sql.query("vacuum analyze");
    await sql.close();
    const server = await startServer(database.env, PORT);
    const api = await measureApi(server.base);
    await stopServer(server.child);
    return { api, baseline: await measureBaselines(kind, database.env) };
  } finally {
    await database.cleanup();
  }
}

const measured = {};
for (const kind of DATABASES) {
  measured[kind] = await benchOne(kind);
  console.log(kind, JSON.stringify(measured[kind], null, 2));
}

const ms = (value) => (value === undefined ? "—" : value.toFixed(0));
const rows = [];
for (const kind of Object.keys(measured)) {
  const { api, baseline } = measured[kind];
  rows.push(
    `| ${kind} | apriori + rules, 3 months (${api.rules.answer.orders.toLocaleString("en")} orders, ${api.rules.answer.rules} rules) | ${ms(api.rules.first)} | ${ms(api.rules.p50)} | ${ms(api.rules.p95)} | SQL pair counts ${ms(baseline.pairs.p95)} | ${(api.rules.p95 / baseline.pairs.p95).toFixed(2)}× |`,
    `| ${kind} | rules over the year's ${baseline.apriori.orders.toLocaleString("en")} orders, in process: the baskets' SQL, then apriori + rules (${baseline.apriori.answer} rules) | ${ms(baseline.read.first + baseline.apriori.first)} | ${ms(baseline.read.p50 + baseline.apriori.p50)} | ${ms(baseline.read.p95 + baseline.apriori.p95)} | SQL ${ms(baseline.read.p95)}; apriori + rules ${ms(baseline.apriori.p95)} | — |`,
    `| ${kind} | predictions/products, 14 days (${api.products.answer.forecast} of ${api.products.answer.products} products forecast, ${api.products.answer.better} better than naive) | ${ms(api.products.first)} | ${ms(api.products.p50)} | ${ms(api.products.p95)} | SQL units per product and day ${ms(baseline.productDays.p95)}; the models alone ${ms(baseline.forecasts.p95)} | ${(api.products.p95 / baseline.productDays.p95).toFixed(2)}× |`,
    `| ${kind} | predictions/sales per hour, 14 days (MASE ${api.hourly.answer.backtest?.mase ?? "—"}, ${api.hourly.answer.backtest?.better_than_naive ? "better than naive" : "not better than naive"}) | ${ms(api.hourly.first)} | ${ms(api.hourly.p50)} | ${ms(api.hourly.p95)} | — | — |`,
  );
}
const cpu = cpus()[0]?.model ?? "unknown CPU";
writeReadmeSection(
  "## Predictions",
  `## Predictions (\`npm run bench:predictions\`)

Measured ${now.toISOString().slice(0, 10)} on ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${ORDERS.toLocaleString("en")} orders of \`bench:data\` over the year before today on the demo menu, server and database on the same machine. Each call once unmeasured ("first"), then ${RUNS} times one after the other; p50 and p95 of the whole HTTP call. Rules: \`POST /api/v1/reports/apriori\` over 3 months (the longest range the API takes) (\`${quarter.from}\` – \`${quarter.to}\`), min support ${THRESHOLDS.min_support}, min confidence ${THRESHOLDS.min_confidence}. Forecasts: every product sold in the last 400 days, ${HORIZON} days ahead, each with its 4-week backtest (5 model fits per product). Baselines in the same run: the plainest SQL reading the same data, sent straight to the database, and the pure algorithms alone in Node on the rows that SQL returned. Ratio = API p95 ÷ SQL p95. The rules over the whole year run the server's own code in the benchmark's process (no HTTP: the API refuses more than 3 months), p50/p95 the sum of the SQL's and the algorithm's. Targets (issue 33): rules over 100,000 orders < 2 s; the products' 14-day forecast < 5 s.

| database | call | first ms | p50 ms | p95 ms | baselines p95 ms | ratio |
|---|---|---|---|---|---|---|
${rows.join("\n")}
`,
);
