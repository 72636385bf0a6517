// Reports benchmark (issue 29): every report and informe of /api/v1/reports over its largest
// allowed range (3 months; the month-by-month informes a year; the dashboard also for a month)
// on a year of generated orders (bench:data), through the built server, against a baseline
// measured in the same run: the plainest fast SQL written by hand for the same numbers, sent
// straight to the database (pg driver; on PGlite the folder opened in-process with the server
// stopped, since one process owns it).
// Usage: npm run bench:reports  (BENCH_ORDERS, default 300000; BENCH_DATABASES=postgresql or
// pglite runs one database; BENCH_RUNS timed runs per call, default 30; BENCH_SERVER_ENTRY a
// private server build; BENCH_KEEP=1 keeps the generated database, BENCH_REUSE=1 measures it again,
// on PGlite the folder BENCH_PGLITE_DIR; BENCH_MEASURED_FILE merges runs of one database each).
// Writes the "Reports" section of bench/README.md.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { INFORMATION_DIMENSIONS, presetRange, previousRange, YEAR_DIMENSIONS } from "@comanda/domain";
import { benchDatabase, startServer, stopServer, writeReadmeSection } from "./lib.mjs";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300_000);
/** Timed runs per call: enough for a p95 that one hiccup of a shared machine does not set. */
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
/** The raw baselines scan a quarter of orders each time (hundreds of ms): fewer runs, one warm-up. */
const RAW_RUNS = Number(process.env.BENCH_RAW_RUNS ?? 10);
/**
 * Unmeasured calls first: a server answers the same reports all day, and PostgreSQL keeps a
 * prepared statement's generic plan from its sixth call on a connection (decision "Reports keep
 * their plans"); the first of them is reported as "first call".
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 20);
/** BENCH_REUSE=1: measure a database a previous run kept (BENCH_KEEP=1) instead of generating one. */
const REUSE = process.env.BENCH_REUSE === "1";
const KEEP = process.env.BENCH_KEEP === "1" || REUSE;
/** BENCH_SKIP_RAW=1: no raw baselines (minutes of full scans), to compare the API with the summaries quickly. */
const SKIP_RAW = process.env.BENCH_SKIP_RAW === "1";
const DATABASES = (process.env.BENCH_DATABASES ?? "postgresql,pglite").split(",").filter(Boolean);
const PORT = 3291;
const ZONE = "Europe/Madrid";

const now = new Date();
const quarter = presetRange("last3Months", now, ZONE);
const month = presetRange("last30Days", now, ZONE);
/** The month-by-month informes: the first day of the month eleven months back, to today (12 months). */
const year = (() => {
  const [y, m] = quarter.to.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 - 11, 1)).toISOString().slice(0, 10);
  return { from: first, to: quarter.to };
})();

const range = (r) => ({ date_from: r.from, date_to: r.to });

/** The calls measured: [name, method, path, body or query, range]. */
const INFORMES = INFORMATION_DIMENSIONS;
const YEARLY = new Set(YEAR_DIMENSIONS);
const CALLS = [
  ["dashboard/sales (30 days)", "POST", "dashboard/sales", range(month)],
  ["dashboard/sales", "POST", "dashboard/sales", range(quarter)],
  ["average_ticket", "POST", "average_ticket", range(quarter)],
  ["hourly_billing", "POST", "hourly_billing", range(quarter)],
  ["widgets", "POST", "widgets", range(quarter)],
  ["expenses", "POST", "expenses", range(quarter)],
  ["expenses_report", "POST", "expenses_report", range(quarter)],
  ["economic_subscriptions_report", "POST", "economic_subscriptions_report", range(quarter)],
  ["consumptions_report", "POST", "consumptions_report", range(quarter)],
  ["sales/products_report", "POST", "sales/products_report", { ...range(quarter), page_size: 50 }],
  ["sales/requests_sales", "POST", "sales/requests_sales", range(quarter)],
  ["sales/requests_histories", "POST", "sales/requests_histories", { ...range(quarter), page_size: 50 }],
  ["sales/red_flags", "POST", "sales/red_flags", range(quarter)],
  ...INFORMES.map((dimension) => [
    `informations/${dimension}${YEARLY.has(dimension) ? " (year)" : ""}`,
    "GET",
    `informations/${dimension}`,
    range(YEARLY.has(dimension) ? year : quarter),
  ]),
];

// ---------------------------------------------------------------------------------------
// Baselines: hand-written SQL for the same numbers ($1 local, $2 from, $3 to, $4 time zone).

const START = "(($2::date)::timestamp at time zone $4)";
const END = "((($3::date + 1))::timestamp at time zone $4)";
const SOLD = `r.local_id = $1 and r.status in ('payed', 'finished') and r.closed_at >= ${START} and r.closed_at < ${END}`;
const PAID = `(select request_id, sum(amount_cents) as collected from payments pa join requests r on r.id = pa.request_id
                where ${SOLD} and pa.restored_at is null group by 1)`;
const GROSS = `(select li.request_id, sum(round((li.unit_cents + li.options_cents) * li.qty)) as gross from request_items li
                join requests r on r.id = li.request_id where ${SOLD} and li.deleted_at is null group by 1)`;
const ORDERS_SQL = `select r.*, coalesce(p.collected, 0) as collected from requests r left join ${PAID} p on p.request_id = r.id where ${SOLD}`;
const LINES = `select li.* , r.worker_id from request_items li join requests r on r.id = li.request_id where ${SOLD} and li.deleted_at is null`;
const byOrders = (key) => `select ${key} as key, count(*), sum(collected) from (${ORDERS_SQL}) o group by 1`;
const byLines = (key) =>
  `select ${key} as key, count(distinct request_id), sum(qty), sum(total_cents) from (${LINES}) l group by 1`;
const DAY = (column) => `to_char(${column} at time zone $4, 'YYYY-MM-DD')`;
const MONTH = (column) => `to_char(${column} at time zone $4, 'YYYY-MM')`;
const EXPENSES = `from expenses where local_id = $1 and deleted_at is null and created_at >= ${START} and created_at < ${END}`;

/** An informe's row carries the name of what it counts, as the API answers it. */
const PERSON = "trim(coalesce(t.first_name, '') || ' ' || coalesce(t.last_name, ''))";
const withName = (statement, table, name = "t.name") =>
  `select g.*, ${name} as name from (${statement}) g left join ${table} t on t.id = g.key`;

const BASELINES = {
  "dashboard/sales": [
    `select sum(coalesce(p.collected, 0)), count(*), sum(r.command_guests) filter (where r.kind = 'local'), sum(r.tip_cents),
            sum(g.gross - r.total_cents) from requests r left join ${PAID} p on p.request_id = r.id
       left join ${GROSS} g on g.request_id = r.id where ${SOLD}`,
    byOrders("kind"),
    `select case when pa.payment_type in ('cash','credit_card','transfer') then pa.payment_type when pa.credit_card then 'credit_card' else 'cash' end,
            sum(pa.amount_cents) from payments pa join requests r on r.id = pa.request_id where ${SOLD} and pa.restored_at is null group by 1`,
  ],
  average_ticket: [byOrders(DAY("closed_at"))],
  hourly_billing: [
    byOrders("extract(hour from closed_at at time zone $4)"),
    byOrders("extract(isodow from closed_at at time zone $4)"),
  ],
  widgets: [
    `select product_id, sum(qty), sum(total_cents) from (${LINES}) l where product_id is not null group by 1 order by 2 desc`,
    "select count(*) from requests where local_id = $1 and status in ('required', 'solicitado')",
  ],
  expenses: [`select payed_with, status, sum(importe) ${EXPENSES} group by 1, 2`],
  expenses_report: [`select * ${EXPENSES}`],
  consumptions_report: [byLines("product_id"), byLines("category_id")],
  "sales/products_report": [
    `select product_id, sum(qty), count(distinct request_id), sum(total_cents) from (${LINES}) l group by 1 order by 4 desc limit 50`,
  ],
  "sales/requests_sales": [
    `select ${DAY("r.closed_at")}, count(*), sum(coalesce(p.collected, 0)), sum(r.tip_cents), sum(g.gross - r.total_cents)
       from requests r left join ${PAID} p on p.request_id = r.id left join ${GROSS} g on g.request_id = r.id where ${SOLD} group by 1`,
  ],
  "sales/requests_histories": [
    `select r.* from requests r where r.local_id = $1 and coalesce(r.closed_at, r.created_at) >= ${START}
       and coalesce(r.closed_at, r.created_at) < ${END} order by coalesce(r.closed_at, r.created_at) desc limit 50`,
    `select count(*), sum(total_cents) from requests r where r.local_id = $1 and coalesce(r.closed_at, r.created_at) >= ${START}
       and coalesce(r.closed_at, r.created_at) < ${END}`,
  ],
  "informations/month": [byOrders(MONTH("closed_at"))],
  "informations/day": [byOrders(DAY("closed_at"))],
  "informations/order_type": [byOrders("kind")],
  "informations/client": [withName(byOrders("client_id"), "clients", PERSON)],
  "informations/employee": [withName(byOrders("worker_id"), "users", PERSON)],
  "informations/local": [withName(byOrders("local_id"), "locals")],
  "informations/product": [byLines("product_id")],
  "informations/category": [withName(byLines("category_id"), "categories")],
  "informations/employee_product": [byLines("worker_id || '-' || coalesce(product_id::text, '')")],
  "informations/modifier_option": [
    `select rio.option_id, sum(rio.qty * l.qty), sum(round(rio.price_cents * rio.qty * l.qty)) from (${LINES}) l
       join request_item_options rio on rio.request_item_id = l.id group by 1`,
  ],
  "informations/payment_method": [
    `select case when pa.payment_type in ('cash','credit_card','transfer') then pa.payment_type when pa.credit_card then 'credit_card' else 'cash' end,
            count(*), sum(pa.amount_cents) from payments pa join requests r on r.id = pa.request_id
      where ${SOLD} and pa.restored_at is null group by 1`,
  ],
  "informations/expenses_day": [`select ${DAY("created_at")}, count(*), sum(importe) ${EXPENSES} group by 1`],
  "informations/expenses_month": [
    `select ${MONTH("created_at")}, count(*), sum(importe) ${EXPENSES} group by 1`,
  ],
  "informations/discounts_day": [
    `select ${DAY("r.closed_at")}, sum(g.gross - r.total_cents) from requests r join ${GROSS} g on g.request_id = r.id where ${SOLD} group by 1`,
  ],
  "informations/discounts_month": [
    `select ${MONTH("r.closed_at")}, sum(g.gross - r.total_cents) from requests r join ${GROSS} g on g.request_id = r.id where ${SOLD} group by 1`,
  ],
  "informations/tips_day": [
    `select ${DAY("r.closed_at")}, sum(r.tip_cents) from requests r where ${SOLD} group by 1`,
  ],
  "informations/tips_month": [
    `select ${MONTH("r.closed_at")}, sum(r.tip_cents) from requests r where ${SOLD} group by 1`,
  ],
};
BASELINES["dashboard/sales (30 days)"] = BASELINES["dashboard/sales"];

/**
 * The same numbers read from the daily summary tables the server keeps (report_day_*): the best
 * plain SQL once those exist. Today is not summarised, so these statements are followed by the
 * raw ones above over today alone (the same numbers need today's orders too); there is no check
 * for stale days, so it is a lower bound for what the server does.
 */
const DAYS = "local_id = $1 and day between $2::date and $3::date";
const summed = (table, key, figures) =>
  `select ${key} as key, ${figures} from ${table} where ${DAYS} group by 1`;
const ORDER_FIGURES = "sum(orders), sum(collected)";
const LINE_FIGURES = "sum(qty), sum(total)";
const SUMMARY_BASELINES = {
  "dashboard/sales": [
    summed(
      "report_day_orders",
      "kind",
      "sum(collected), sum(orders), sum(covers), sum(tips), sum(discounts), sum(invitations)",
    ),
    summed("report_day_payments", "method", "sum(payments), sum(amount)"),
  ],
  average_ticket: [summed("report_day_orders", "day", ORDER_FIGURES)],
  hourly_billing: [
    summed("report_day_orders", "hour", ORDER_FIGURES),
    summed("report_day_orders", "extract(isodow from day)", ORDER_FIGURES),
  ],
  widgets: [
    `${summed("report_day_products", "product_id", `min(name), ${LINE_FIGURES}`)} order by 3 desc`,
    "select count(*) from requests where local_id = $1 and status in ('required', 'solicitado')",
  ],
  "sales/products_report": [
    `${summed("report_day_products", "product_id", `min(name), sum(product_orders), ${LINE_FIGURES}`)} order by 5 desc limit 50`,
    `select count(*), sum(total) from (${summed("report_day_products", "product_id", "sum(total) as total")}) g`,
  ],
  "sales/requests_sales": [
    summed("report_day_orders", "day", `${ORDER_FIGURES}, sum(tips), sum(discounts), sum(covers)`),
  ],
  "informations/month": [summed("report_day_orders", "to_char(day, 'YYYY-MM')", ORDER_FIGURES)],
  "informations/day": [summed("report_day_orders", "day", ORDER_FIGURES)],
  "informations/order_type": [summed("report_day_orders", "kind", ORDER_FIGURES)],
  "informations/client": [
    withName(summed("report_day_people", "client_id", ORDER_FIGURES), "clients", PERSON),
  ],
  "informations/employee": [
    withName(summed("report_day_people", "worker_id", ORDER_FIGURES), "users", PERSON),
  ],
  "informations/local": [withName(summed("report_day_orders", "local_id", ORDER_FIGURES), "locals")],
  "informations/product": [
    summed("report_day_products", "product_id", `min(name), sum(product_orders), ${LINE_FIGURES}`),
  ],
  "informations/category": [
    withName(summed("report_day_categories", "category_id", `sum(orders), ${LINE_FIGURES}`), "categories"),
  ],
  "informations/employee_product": [
    `select g.*, ${PERSON} as person from (select worker_id, product_id, min(name), sum(product_orders), ${LINE_FIGURES}
       from report_day_products where ${DAYS} group by 1, 2) g left join users t on t.id = g.worker_id`,
  ],
  "informations/modifier_option": [
    summed("report_day_options", "option_id", `min(name), sum(orders), ${LINE_FIGURES}`),
  ],
  "informations/payment_method": [summed("report_day_payments", "method", "sum(payments), sum(amount)")],
  "informations/discounts_day": [
    summed("report_day_orders", "day", "sum(discounted_orders), sum(discounts)"),
  ],
  "informations/discounts_month": [
    summed("report_day_orders", "to_char(day, 'YYYY-MM')", "sum(discounted_orders), sum(discounts)"),
  ],
  "informations/tips_day": [summed("report_day_orders", "day", "sum(tipped_orders), sum(tips)")],
  "informations/tips_month": [
    summed("report_day_orders", "to_char(day, 'YYYY-MM')", "sum(tipped_orders), sum(tips)"),
  ],
};
SUMMARY_BASELINES["dashboard/sales (30 days)"] = SUMMARY_BASELINES["dashboard/sales"];

/**
 * The dashboard also answers the headline figures of the period it compares with (the previous
 * equal one): its baselines compute them too, with the parameters of that period.
 */
const COMPARED = {
  raw: { "dashboard/sales": [BASELINES["dashboard/sales"][0]] },
  summary: {
    "dashboard/sales": [
      `select sum(collected), sum(orders), sum(covers), sum(tips), sum(discounts), sum(invitations)
         from report_day_orders where ${DAYS}`,
    ],
  },
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Times each of `fns` (an object of closures), taking turns run after run, so that a slow moment
 * of a shared machine falls on all of them alike: p50, p95 and the first call of each.
 */
async function timedTogether(runs, fns, warmUp = WARM_UP) {
  const entries = Object.entries(fns);
  const first = {};
  for (const [key, fn] of entries) {
    const start = performance.now();
    await fn();
    first[key] = performance.now() - start;
  }
  for (let i = 1; i < warmUp; i++) for (const [, fn] of entries) await fn();
  const times = Object.fromEntries(entries.map(([key]) => [key, []]));
  for (let i = 0; i < runs; i++)
    for (const [key, fn] of entries) {
      const start = performance.now();
      await fn();
      times[key].push(performance.now() - start);
    }
  return Object.fromEntries(
    entries.map(([key]) => [
      key,
      { p50: percentile(times[key], 50), p95: percentile(times[key], 95), first: first[key] },
    ]),
  );
}

const timed = async (runs, fn, warmUp = WARM_UP) => (await timedTogether(runs, { fn }, warmUp)).fn;

/**
 * What any call of a route costs before its report runs: the same request with a date the
 * schema refuses (400), which goes through HTTP, the session check, routing and validation and
 * never reaches the database.
 */
const refusedInput = (body) => ({ ...body, date_from: "-" });

/**
 * The API's figures for every call, each taking turns with its HTTP floor and, when `summaries`
 * (PostgreSQL: a connection of the benchmark's own) is given, with its baseline over the summaries.
 */
async function measureApi(base, summaries) {
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
  const results = {};
  const request = (method, path, body) =>
    fetch(
      method === "GET"
        ? `${base}/api/v1/reports/${path}?${new URLSearchParams(body)}`
        : `${base}/api/v1/reports/${path}`,
      { method, headers, ...(method === "POST" ? { body: JSON.stringify(body) } : {}) },
    );
  for (const [name, method, path, body] of CALLS) {
    const summary = summaries && (await summaryBaseline(summaries, name, body));
    const measured = await timedTogether(RUNS, {
      api: async () => {
        const response = await request(method, path, body);
        if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      },
      floor: async () => {
        const response = await request(method, path, refusedInput(body));
        if (response.status !== 400) throw new Error(`${name} refused: ${response.status}`);
        await response.arrayBuffer();
      },
      ...(summary ? { summary } : {}),
    });
    results[name] = { ...measured.api, floor: measured.floor, summary: measured.summary };
    console.log(name, results[name]);
  }
  // What the dashboard screen asks at once for a month.
  const dashboard = ["dashboard/sales", "hourly_billing", "widgets", "expenses"];
  // BENCH_API_SAVE=file keeps these figures for a later BENCH_API_RESULTS pass (baselines only).
  if (process.env.BENCH_API_SAVE) writeFileSync(process.env.BENCH_API_SAVE, JSON.stringify(results));
  results["dashboard screen (30 days, 4 calls at once)"] = await timed(RUNS, () =>
    Promise.all(
      dashboard.map((path) =>
        fetch(`${base}/api/v1/reports/${path}`, {
          method: "POST",
          headers,
          body: JSON.stringify(range(month)),
        }).then((response) => response.arrayBuffer()),
      ),
    ),
  );
  return results;
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

/** Every statement with the parameters it names ($1…$n). */
async function runStatements(sql, statements, params) {
  for (const statement of statements) {
    const used = Math.max(0, ...[...statement.matchAll(/\$(\d)/g)].map((match) => Number(match[1])));
    await sql.query(statement, params.slice(0, used));
  }
}

/**
 * The baseline of a call as one closure, or none: `baselines`' statements over its range, then
 * `compared`'s over the period it compares with and, `withToday`, the raw baseline over today alone.
 */
function baselineRun({ sql, localId }, name, body, baselines, compared, withToday) {
  const statements = baselines[name.replace(" (year)", "")];
  if (!statements) return undefined;
  const todays = withToday ? (BASELINES[name.replace(" (year)", "")] ?? []) : [];
  const earlier = compared[name.replace(/ \(.*\)$/, "")] ?? [];
  const previous = previousRange(body.date_from, body.date_to);
  const today = quarter.to;
  return async () => {
    await runStatements(sql, statements, [localId, body.date_from, body.date_to, ZONE]);
    await runStatements(sql, earlier, [localId, previous.from, previous.to, ZONE]);
    await runStatements(sql, todays, [localId, today, today, ZONE]);
  };
}

const summaryBaseline = (connection, name, body) =>
  baselineRun(connection, name, body, SUMMARY_BASELINES, COMPARED.summary, true);

async function openBaselines(kind, env) {
  const sql = await openSql(kind, env);
  const [{ id: localId }] = (await sql.query("select id from locals order by id limit 1")).rows;
  return { sql, localId };
}

/** Each call's baseline timed on its own (the raw ones; on PGlite, whose folder one process owns, all). */
async function measureBaselines(connection, raw) {
  const results = {};
  for (const [name, , , body] of CALLS) {
    const run = raw
      ? baselineRun(connection, name, body, BASELINES, COMPARED.raw, false)
      : summaryBaseline(connection, name, body);
    if (run) results[name] = await timed(raw ? RAW_RUNS : RUNS, run, raw ? 1 : WARM_UP);
  }
  return results;
}

/** The baselines not measured with the API: the raw ones, and the summaries' when `summary` is not given. */
async function measureAllBaselines(kind, env, summary) {
  const connection = await openBaselines(kind, env);
  try {
    return {
      baseline: SKIP_RAW ? {} : await measureBaselines(connection, true),
      summary: summary ?? (await measureBaselines(connection, false)),
    };
  } finally {
    await connection.sql.close();
  }
}

/**
 * The API on a server of its own; on PostgreSQL the summaries' baselines take turns with it. The
 * summaries' figures are split off the API's.
 */
async function measureServer(kind, env) {
  const server = await startServer(env, PORT);
  const connection = kind === "postgresql" ? await openBaselines(kind, env) : undefined;
  try {
    const api = await measureApi(server.base, connection);
    if (!connection) return { api };
    const summary = {};
    for (const [name, figures] of Object.entries(api)) {
      if (figures.summary) summary[name] = figures.summary;
      delete figures.summary;
    }
    return { api, summary };
  } finally {
    await connection?.sql.close();
    await stopServer(server.child);
  }
}

async function keptDatabase(kind) {
  if (kind === "pglite") {
    if (!process.env.BENCH_PGLITE_DIR) throw new Error("BENCH_REUSE on PGlite needs BENCH_PGLITE_DIR");
    return { env: { DATA_DIR: process.env.BENCH_PGLITE_DIR, DATABASE_URL: "" }, cleanup: async () => {} };
  }
  const url = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = "/comanda_bench_reports";
  return { env: { DATABASE_URL: url.toString() }, cleanup: async () => {} };
}

async function benchOne(kind) {
  if (REUSE) {
    const database = await keptDatabase(kind);
    // BENCH_API_RESULTS: the API figures of an earlier pass over the same database (JSON).
    const measured = process.env.BENCH_API_RESULTS
      ? { api: JSON.parse(readFileSync(process.env.BENCH_API_RESULTS, "utf8")) }
      : await measureServer(kind, database.env);
    return { api: measured.api, ...(await measureAllBaselines(kind, database.env, measured.summary)) };
  }
  const database = await benchDatabase(kind, "comanda_bench_reports");
  if (KEEP) console.log(`${kind} database kept:`, database.env);
  try {
    // The server migrates and seeds the demo restaurant on its first start.
    const first = await startServer(database.env, PORT);
    await stopServer(first.child);
    // bench:data rewrites its own README section; keep the one the data issue measured.
    const readme = readFileSync("bench/README.md", "utf8");
    const dataArgs =
      kind === "pglite"
        ? ["--data-dir", database.env.DATA_DIR]
        : ["--database-url", database.env.DATABASE_URL];
    execFileSync("npx", ["tsx", "bench/orders-data.mjs", "--orders", String(ORDERS), ...dataArgs], {
      stdio: "inherit",
    });
    writeFileSync("bench/README.md", readme);
    // A year of expenses: three a day, so the expense reports have something to read.
    const sql = await openSql(kind, database.env);
    await sql.query(`insert into expenses (local_id, serial, importe, payed_with, description, status, created_at)
      select (select id from locals order by id limit 1), 'G-' || n, 500 + (n * 37) % 5000,
             (array['cash','credit_card','transfer'])[1 + n % 3], 'Gasto ' || n, 'payed',
             now() - (n || ' hours')::interval * 2.9 from generate_series(1, 3000) n`);
    await sql.query("vacuum analyze");
    await sql.close();
    const measured = await measureServer(kind, database.env);
    return { api: measured.api, ...(await measureAllBaselines(kind, database.env, measured.summary)) };
  } finally {
    if (!KEEP) await database.cleanup();
  }
}

/**
 * BENCH_MEASURED_FILE: figures kept between runs (JSON), so that one run per database (e.g.
 * PostgreSQL on a kept database, PGlite generated afresh) ends in one table.
 */
const MEASURED_FILE = process.env.BENCH_MEASURED_FILE;
const measured =
  MEASURED_FILE && existsSync(MEASURED_FILE) ? JSON.parse(readFileSync(MEASURED_FILE, "utf8")) : {};
for (const kind of DATABASES) measured[kind] = await benchOne(kind);
if (MEASURED_FILE) writeFileSync(MEASURED_FILE, JSON.stringify(measured));
const KINDS = ["postgresql", "pglite"].filter((kind) => measured[kind]);

const fmt = (value) => (value === undefined ? "—" : value.toFixed(1));
const rows = [];
for (const name of Object.keys(measured[KINDS[0]].api)) {
  const cells = KINDS.flatMap((kind) => {
    const api = measured[kind].api[name];
    const raw = measured[kind].baseline[name];
    const summary = measured[kind].summary[name];
    const best = Math.min(raw?.p95 ?? Infinity, summary?.p95 ?? Infinity);
    const ratio = (of) => (Number.isFinite(of) ? `${(api.p95 / of).toFixed(2)}×` : "—");
    return [
      fmt(api.first),
      fmt(api.p50),
      fmt(api.p95),
      fmt(api.floor?.p95),
      fmt(raw?.p95),
      fmt(summary?.p95),
      ratio(best),
      ratio(best + (api.floor?.p95 ?? Infinity)),
    ];
  });
  rows.push(`| ${name} | ${cells.join(" | ")} |`);
}
const header = KINDS.map(
  (kind) =>
    `${kind} first call ms | ${kind} p50 ms | ${kind} p95 ms | ${kind} HTTP floor p95 ms | ${kind} SQL raw p95 ms | ${kind} SQL summaries + today p95 ms | ${kind} ratio to SQL | ${kind} ratio to SQL + floor`,
).join(" | ");
const cpu = cpus()[0]?.model ?? "unknown CPU";
writeReadmeSection(
  "## Reports",
  `## Reports (\`npm run bench:reports\`)

Measured ${now.toISOString().slice(0, 10)} on ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${ORDERS.toLocaleString("en")} orders of \`bench:data\` (a year) plus 3,000 expenses, server and database on the same machine. Each call ${WARM_UP} times unmeasured, then ${RUNS} times one after the other (the raw baselines once, then ${RAW_RUNS} times); p50 and p95 of the whole HTTP call (session check, SQL, JSON). Ranges: 3 months (\`${quarter.from}\` – \`${quarter.to}\`), the month-by-month informes a year (\`${year.from}\` – \`${year.to}\`), the dashboard also for 30 days. The server reads past days from per-day summary tables it keeps exact (decision "Reports read daily summaries"); "first call" is the first of the warm-up calls, which on a database never reported on summarises every past day of its range (the 30-day dashboard runs first and summarises 60 days, the next call the rest of the quarter). Baselines, hand-written SQL sent straight to the database in the same run (p95 of all the statements of the call, one after the other), answering the same rows as the API, names included: "raw" over the orders, lines and payments; "summaries + today" over the summary tables for the stored days plus the raw statements over today (today is never summarised), the fastest plain SQL for the same numbers once the summaries exist (no check for stale days: a lower bound). The dashboard's baselines also compute the previous period's headline figures, as the API answers them. "HTTP floor": the same call with a date the schema refuses (400) — HTTP, session check, routing and validation, no database. The call, its floor and (on PostgreSQL) its summaries baseline take turns run after run, so that a slow moment of the shared machine falls on all three alike; the raw baselines, and on PGlite (one process owns its folder) all baselines, run after the server has stopped. Ratio to SQL = API p95 ÷ the faster baseline; ratio to SQL + floor = API p95 ÷ (the faster baseline + the floor), the reading of "no slower than 1.5× the best plain SQL" taken for an HTTP API (decision "Reports: the 1.5× rule counts the HTTP call").

| call | ${header} |
|---|${KINDS.map(() => "---|---|---|---|---|---|---|---|").join("")}
${rows.join("\n")}

Targets on PostgreSQL: every report < 200 ms p95 and ≤ 1.5× the best plain SQL (plus the HTTP floor); the dashboard for a month < 300 ms.
`,
);
