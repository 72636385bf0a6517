// Orders load benchmark: bar orders taken and closed by several tills against the built
// server, on PostgreSQL and on PGlite. An order is POST /api/v1/requests/barra with 5 lines
// of the demo menu (steaks and fish with valid modifiers among them) followed by
// POST /api/v1/requests/close {id}.
//   a) open loop: 100 orders/s offered for 20 s (starts scheduled on a timer, never waiting
//      for earlier answers), latency per call;
//   b) saturated: 16 workers in a closed loop for 15 s, orders/s completed;
//   c) PostgreSQL only: the same SQL statements a create + close sends (captured once with
//      log_statement = all, see ORDER_SQL below), replayed by 16 connections of the pg driver,
//      a create and a close per order, with the server stopped: what the database alone can do.
// Writes the figures to bench/README.md. Runs under tsx: the modifier trees and the options a
// line stores come from the domain's modifierTree and the server's own flattenOptions.
// Usage: npm run bench:orders   (BENCH_DATABASE_URL picks the PostgreSQL server;
// BENCH_SECONDS shortens the open-loop phase; BENCH_DATABASES=postgresql runs one database
// and leaves the README as it is)
import http from "node:http";
import { cpus, totalmem } from "node:os";
import { modifierTree } from "@comanda/domain";
import pg from "pg";
import { flattenOptions } from "../apps/server/src/modules/orders/order-lines.ts";
import { benchDatabase, mulberry32, sleep, startServer, stopServer, writeReadmeSection } from "./lib.mjs";
import { cpuMeter, waitForQuietMachine } from "./machine.mjs";

const RATE = 100;
const RATE_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARM_UP_SECONDS = 3;
const WORKERS = 16;
const SATURATED_SECONDS = 15;
const LINES = 5;
const BASKETS = 500;
const TILLS = [
  { email: "admin@demo.local", tpv: "barra" },
  { email: "admin@demo.local", tpv: "terraza" },
  { email: "admin@demo.local", tpv: "barra" },
  { email: "admin@demo.local", tpv: "terraza" },
];
/** An answer slower than this counts as an error (the open loop must end even if the server drowns). */
const TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------
// HTTP with a keep-alive agent (node:http: lighter on the shared CPU than fetch)

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function call(base, method, path, headers, body) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const start = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        timeout: TIMEOUT_MS,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const ms = performance.now() - start;
          let json;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          } catch {}
          const ok = response.statusCode >= 200 && response.statusCode < 300 && json?.complete === true;
          resolve({ ok, status: response.statusCode, json, ms });
        });
        response.on("error", (error) =>
          resolve({ ok: false, status: 0, error, ms: performance.now() - start }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve({ ok: false, status: 0, error, ms: performance.now() - start }));
    request.end(payload);
  });
}

async function login(base, till) {
  const answer = await call(base, "POST", "/api/v1/auth/login", {}, { ...till, password: "demo1234" });
  if (!answer.ok)
    throw new Error(`login ${till.email}@${till.tpv}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return { tpv: till.tpv, headers: { authorization: `Bearer ${answer.json.data.token}`, tpv: till.tpv } };
}

// ---------------------------------------------------------------------------------------
// Baskets: 5 distinct products of the demo menu, modifiers chosen validly from each tree

const rand = mulberry32(7);
const between = (min, max) => min + Math.floor(rand() * (max - min + 1));
const pickOne = (list) => list[Math.floor(rand() * list.length)];

/** A choice the server's validateModifierSelection accepts: min..max picks, option limits, nesting. */
function randomSelection(tree) {
  const out = [];
  for (const modifier of tree) {
    const options = modifier.options.filter((option) => option.enabled);
    if (!modifier.enabled || options.length === 0) continue;
    const target =
      modifier.min_value > 0
        ? modifier.min_value
        : rand() < 0.35
          ? between(1, Math.min(2, modifier.max_value))
          : 0;
    const chosen = new Map();
    let count = 0;
    for (let guard = 0; count < target && guard < 50; guard++) {
      const option = pickOne(options);
      const quantifiable = option.is_quantifiable || option.max_value > 1;
      const current = chosen.get(option.id);
      if (current && (!quantifiable || current.qty + 1 > option.max_value)) continue;
      if (current) current.qty += 1;
      else chosen.set(option.id, { id: option.id, qty: 1, modifiers: randomSelection(option.modifiers) });
      count += 1;
    }
    if (count < target) throw new Error(`cannot satisfy modifier ${modifier.name}`);
    if (chosen.size > 0) out.push({ id: modifier.id, options: [...chosen.values()] });
  }
  return out;
}

function makeBaskets(menu) {
  const products = menu.results;
  const baskets = [];
  for (let b = 0; b < BASKETS; b++) {
    const chosen = new Set();
    while (chosen.size < LINES) chosen.add(pickOne(products));
    baskets.push(
      [...chosen].map((product) => {
        const tree = product.modifiers.flatMap((id) => modifierTree(id, menu.modifiers) ?? []);
        const modifiers = tree.length > 0 ? randomSelection(tree) : [];
        return { product, qty: between(1, 2), tree, modifiers, options: flattenOptions(tree, modifiers) };
      }),
    );
  }
  return baskets;
}

const bodyOf = (basket) => ({
  products: basket.map((line) => ({
    id: line.product.id,
    qty: line.qty,
    ...(line.modifiers.length > 0 ? { modifiers: line.modifiers } : {}),
  })),
});

// ---------------------------------------------------------------------------------------
// One order through the API

async function order(base, till, basket) {
  const create = await call(base, "POST", "/api/v1/requests/barra", till.headers, bodyOf(basket));
  if (!create.ok) return { create, close: undefined };
  const close = await call(base, "POST", "/api/v1/requests/close", till.headers, { id: create.json.data.id });
  return { create, close };
}

const percentile = (values, p) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

function summarize(results, seconds) {
  const creates = results.filter((r) => r.create.ok).map((r) => r.create.ms);
  const closes = results.filter((r) => r.close?.ok).map((r) => r.close.ms);
  const whole = results.filter((r) => r.close?.ok).map((r) => r.total);
  const failed = results.filter((r) => !r.create.ok || !r.close?.ok);
  const sample = failed[0] && (failed[0].close ?? failed[0].create);
  return {
    orders: results.length,
    completed: whole.length,
    perSecond: whole.length / seconds,
    createP50: percentile(creates, 50),
    createP99: percentile(creates, 99),
    closeP50: percentile(closes, 50),
    closeP99: percentile(closes, 99),
    orderP50: percentile(whole, 50),
    orderP99: percentile(whole, 99),
    errors: failed.length,
    firstError: sample
      ? `${sample.status} ${sample.error?.message ?? JSON.stringify(sample.json)?.slice(0, 200)}`
      : undefined,
  };
}

/**
 * Open loop: order i starts at t0 + i/rate whether or not earlier ones were answered. The
 * order's time runs from its scheduled start, so a lagging generator cannot hide queueing.
 */
async function openLoop(base, tills, baskets, rate, seconds) {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const results = [];
  const running = [];
  let lateMs = 0;
  const t0 = performance.now() + 20;
  await new Promise((resolve) => {
    let launched = 0;
    const tick = () => {
      const now = performance.now();
      while (launched < total && t0 + launched * interval <= now) {
        const scheduled = t0 + launched * interval;
        lateMs = Math.max(lateMs, now - scheduled);
        const i = launched;
        running.push(
          order(base, tills[i % tills.length], baskets[i % baskets.length]).then((result) => {
            results.push({ ...result, total: performance.now() - scheduled });
          }),
        );
        launched += 1;
      }
      if (launched < total) setTimeout(tick, Math.max(0, t0 + launched * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  await Promise.all(running);
  const elapsed = (performance.now() - t0) / 1000;
  return { ...summarize(results, elapsed), seconds: elapsed, offered: rate, lateMs };
}

/**
 * Waits until the server has worked off what timed-out clients left queued (answers
 * to /api/health come fast again), so one phase's backlog does not slow the next.
 */
async function settle(base) {
  let fast = 0;
  for (let i = 0; i < 600 && fast < 3; i++) {
    const answer = await call(base, "GET", "/api/health", {});
    // Health answers {status: "ok"}, not the API's {complete: true} envelope.
    fast = answer.status === 200 && answer.ms < 20 ? fast + 1 : 0;
    await sleep(200);
  }
}

/** Closed loop: each worker starts its next order when the last one is answered. */
async function saturated(base, tills, baskets, workers, seconds) {
  const results = [];
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const i = next++;
        const began = performance.now();
        const result = await order(base, tills[i % tills.length], baskets[i % baskets.length]);
        results.push({ ...result, total: performance.now() - began });
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return { ...summarize(results, elapsed), seconds: elapsed, workers };
}

/** Runs `work` once the machine is quiet and reports who used the CPU meanwhile. */
async function measured(serverPid, work) {
  const { quiet } = await waitForQuietMachine();
  const meter = cpuMeter(serverPid);
  const result = await work();
  return { ...result, cpu: { ...meter.stop(), quiet } };
}

// ---------------------------------------------------------------------------------------
// c) The statements of one create + close, straight through the pg driver. Captured from the
// server with log_statement = all (and checked against orders.service.ts create,
// order-lines.ts insertLines, order-store.ts saveTotals/presentOrder, payments.service.ts
// closeLocked and order-events.ts): same text, same parameters, unnamed statements as drizzle
// sends them. What the server computes in JavaScript in between (pricing, totals, the
// presented order) is not replayed; the NOTIFY payloads are the server's own answers.

/** `$from, $from+1, …` for n parameters. */
const placeholders = (n, from) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(", ");
/** n rows of `width` parameters each, numbered on from $1, shaped by `row`. */
const rowsOf = (n, width, row) =>
  Array.from({ length: n }, (_, r) =>
    row(Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`)),
  ).join(", ");

const REQUEST_COLUMNS = `"id", "local_id", "kind", "status", "process_status", "table_id", "client_id", "address_id", "worker_id", "dealer_id", "tpv_id", "command_guests", "details", "discount_type", "discount_value", "all_discounted", "tip_cents", "tip_option", "credit_card", "from_client", "is_accepted", "order_time_delay", "soon_as_possible", "shift_time", "delivery_date", "promotion_id", "total_cents", "paid_cents", "series", "serial_number", "serial", "closed_at", "closed_by", "invalidated_by", "invalidated_at", "checked_at", "created_at", "updated_at"`;
const ITEM_COLUMNS = `"id", "local_id", "request_id", "round_id", "product_id", "name", "qty", "unit_cents", "options_cents", "iva", "discount_percent", "is_discounted", "order_group", "details", "modifiers", "category_id", "process_status", "paid_qty", "total_cents", "created_by", "created_at", "deleted_at", "deleted_by"`;
const ORDER_SQL = {
  products: (n) =>
    `select "id", "name", "price", "iva", "zones", "category_id", "order", "modifiers", "is_active" from "products" where ("products"."local_id" = $1 and "products"."id" in (${placeholders(n, 2)}) and "products"."deleted_at" is null)`,
  modifierTrees: `select
          (select coalesce(json_agg(m order by m."order", m.id), '[]'::json) from (
            select m.id, m.name, m.name_es, m.name_en, m.app_text, m.image, m.min_value, m.max_value,
                   m.is_quantifiable, m.enabled, m."order",
                   (select coalesce(json_agg(o order by o."order", o.id), '[]'::json) from (
                      select id, name, name_es, name_en, min_value, max_value, is_quantifiable,
                             price / 100.0::float8 as price, product_id as product, modifiers, image, enabled, "order"
                      from options
                      where modifier_id = m.id and local_id = $1 and deleted_at is null and enabled
                   ) o) as options
            from modifiers m
            where m.local_id = $2 and m.deleted_at is null and m.enabled
          ) m) as modifiers`,
  insertRequest: `insert into "requests" (${REQUEST_COLUMNS}) values (default, $1, $2, $3, default, $4, $5, $6, $7, default, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, default, default, $18, $19, $20, default, $21, default, default, default, default, default, default, default, default, default, $22, $23) returning ${REQUEST_COLUMNS}`,
  insertRound: `insert into "request_rounds" ("id", "local_id", "request_id", "number", "user_id", "tpv_id", "created_at") values (default, $1, $2, $3, $4, $5, default) returning "id"`,
  insertItems: (n) =>
    `insert into "request_items" (${ITEM_COLUMNS}) values ${rowsOf(n, 17, (p) => `(default, ${p.slice(0, 15).join(", ")}, default, default, ${p[15]}, ${p[16]}, default, default, default)`)} returning "id"`,
  insertOptions: (n) =>
    `insert into "request_item_options" ("id", "local_id", "request_item_id", "modifier_id", "option_id", "parent_id", "name", "qty", "price_cents", "process_status") values ${rowsOf(n, 8, (p) => `(default, ${p.join(", ")}, default)`)} returning "id"`,
  liveLines: `select ${ITEM_COLUMNS} from "request_items" where ("request_items"."request_id" = $1 and "request_items"."deleted_at" is null) order by "request_items"."id" asc`,
  printJob: `insert into "print_jobs" ("id", "local_id", "request_id", "round_id", "kind", "payment_id", "tpv_id", "user_id", "is_reprint", "items", "status", "attempts", "created_at") values (default, $1, $2, $3, $4, default, $5, $6, default, default, default, default, default) returning "id"`,
  ticketJob: `insert into "print_jobs" ("id", "local_id", "request_id", "round_id", "kind", "payment_id", "tpv_id", "user_id", "is_reprint", "items", "status", "attempts", "created_at") values (default, $1, $2, default, $3, default, $4, $5, default, default, default, default, default) returning "id"`,
  event: `insert into "request_events" ("id", "local_id", "request_id", "action", "from_status", "to_status", "user_id", "authorized_by", "tpv_id", "data", "created_at") values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, default)`,
  presentLines: `select ${ITEM_COLUMNS} from "request_items" where ("request_items"."request_id" in ($1) and "request_items"."deleted_at" is null) order by "request_items"."id" asc`,
  presentOptions: (n) =>
    `select "id", "local_id", "request_item_id", "modifier_id", "option_id", "parent_id", "name", "qty", "price_cents", "process_status" from "request_item_options" where "request_item_options"."request_item_id" in (${placeholders(n, 1)}) order by "request_item_options"."id" asc`,
  presentPayments: `select "id", "local_id", "request_id", "amount_cents", "payment_type", "credit_card", "items", "is_closing", "user_id", "tpv_id", "created_at", "restored_at", "restored_by" from "payments" where "payments"."request_id" in ($1) order by "payments"."id" asc`,
  notify: "select pg_notify($1, $2)",
  findOrder: `select ${REQUEST_COLUMNS} from "requests" where ("requests"."id" = $1 and "requests"."local_id" = $2)`,
  lockOrder: `select ${REQUEST_COLUMNS} from "requests" where ("requests"."id" = $1 and "requests"."local_id" = $2) for update`,
  insertPayment: `insert into "payments" ("id", "local_id", "request_id", "amount_cents", "payment_type", "credit_card", "items", "is_closing", "user_id", "tpv_id", "created_at", "restored_at", "restored_by") values (default, $1, $2, $3, $4, $5, default, $6, $7, $8, $9, default, default)`,
  closeOrder: `update "requests" set "status" = $1, "tip_cents" = $2, "tip_option" = $3, "credit_card" = $4, "total_cents" = $5, "paid_cents" = $6, "closed_at" = $7, "closed_by" = $8, "updated_at" = $9 where "requests"."id" = $10 returning ${REQUEST_COLUMNS}`,
  serial: `insert into "request_serials" ("local_id", "series", "last_number") values ($1, $2, $3) on conflict ("local_id","series") do update set "last_number" = "request_serials"."last_number" + 1 returning "last_number"`,
  serialOfOrder: `update "requests" set "series" = $1, "serial_number" = $2, "serial" = $3 where "requests"."id" = $4`,
};

/** A line's amount: (unit + options) × qty, whole quantities here, no discount. */
const lineCents = (line) =>
  (line.product.price * 100 + line.options.reduce((sum, o) => sum + o.price_cents * o.qty, 0)) * line.qty;

/** One create and one close as the server sends them (two transactions); returns the statement count. */
async function replayOrder(client, ctx, basket, payloads) {
  let statements = 0;
  const q = (text, values) => {
    statements += 1;
    return client.query(text, values);
  };
  const { localId, userId, tpvs } = ctx;
  const tpvId = tpvs[0].id;
  const now = () => new Date();
  const notifyTills = (payload) => q(ORDER_SQL.notify, ["comanda_realtime", payload]);
  const present = async (requestId, itemIds) => {
    await q(ORDER_SQL.presentLines, [requestId]);
    await q(ORDER_SQL.presentOptions(itemIds.length), itemIds);
    await q(ORDER_SQL.presentPayments, [requestId]);
  };
  // create (the settings come from the server's cache)
  await q("begin");
  await q(ORDER_SQL.products(basket.length), [localId, ...basket.map((line) => line.product.id)]);
  if (basket.some((line) => line.product.modifiers.length > 0))
    await q(ORDER_SQL.modifierTrees, [localId, localId]);
  const created = now();
  const cents = basket.map((line) => Math.round(lineCents(line)));
  const total = cents.reduce((sum, value) => sum + value, 0);
  const {
    rows: [request],
  } = await q(ORDER_SQL.insertRequest, [
    localId,
    "barra",
    "solicitado",
    null,
    null,
    null,
    userId,
    tpvId,
    1,
    null,
    null,
    null,
    true,
    0,
    null,
    false,
    false,
    true,
    null,
    null,
    total,
    created,
    created,
  ]);
  const {
    rows: [round],
  } = await q(ORDER_SQL.insertRound, [localId, request.id, 1, userId, tpvId]);
  const { rows: items } = await q(
    ORDER_SQL.insertItems(basket.length),
    basket.flatMap((line, index) => [
      localId,
      request.id,
      round.id,
      line.product.id,
      line.product.name,
      line.qty,
      Math.round(line.product.price * 100),
      line.options.reduce((sum, o) => sum + o.price_cents * o.qty, 0),
      line.product.iva || 10,
      0,
      false,
      line.product.order,
      null,
      JSON.stringify(line.modifiers),
      line.product.category,
      cents[index],
      userId,
    ]),
  );
  const itemIds = items.map((item) => item.id).sort((a, b) => a - b);
  // Options one statement per nesting level, each naming the option above it.
  const optionIds = basket.map(() => []);
  const depths = Math.max(0, ...basket.flatMap((line) => line.options.map((o) => o.depth + 1)));
  for (let depth = 0; depth < depths; depth++) {
    const level = basket.flatMap((line, lineIndex) =>
      line.options.flatMap((o, index) => (o.depth === depth ? [{ o, lineIndex, index }] : [])),
    );
    if (level.length === 0) continue;
    const parentOf = ({ lineIndex, index }) => {
      const options = basket[lineIndex].options;
      for (let i = index - 1; i >= 0; i--)
        if (options[i].depth === depth - 1) return optionIds[lineIndex][i] ?? null;
      return null;
    };
    const { rows } = await q(
      ORDER_SQL.insertOptions(level.length),
      level.flatMap((entry) => [
        localId,
        itemIds[entry.lineIndex],
        entry.o.modifier_id,
        entry.o.option_id,
        depth === 0 ? null : parentOf(entry),
        entry.o.name,
        entry.o.qty,
        entry.o.price_cents,
      ]),
    );
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    level.forEach(({ lineIndex, index }, position) => {
      optionIds[lineIndex][index] = ids[position];
    });
  }
  await q(ORDER_SQL.printJob, [localId, request.id, round.id, "kitchen", tpvId, userId]);
  await q(ORDER_SQL.event, [localId, request.id, "created", null, "solicitado", userId, null, tpvId, "{}"]);
  await notifyTills(payloads.created);
  await q("commit");
  // close
  await q(ORDER_SQL.findOrder, [request.id, localId]);
  await q("begin");
  await q(ORDER_SQL.lockOrder, [request.id, localId]);
  await q(ORDER_SQL.liveLines, [request.id]);
  await q(ORDER_SQL.insertPayment, [localId, request.id, total, "cash", false, true, userId, tpvId, now()]);
  const closed = now();
  await q(ORDER_SQL.closeOrder, ["payed", 0, null, false, total, total, closed, userId, closed, request.id]);
  await q(ORDER_SQL.ticketJob, [localId, request.id, "ticket", tpvId, userId]);
  await present(request.id, itemIds);
  const series = `T${new Date().getFullYear()}`;
  const {
    rows: [serial],
  } = await q(ORDER_SQL.serial, [localId, series, 1]);
  const number = serial.last_number;
  const serialText = `${series}-${String(number).padStart(6, "0")}`;
  await q(ORDER_SQL.serialOfOrder, [series, number, serialText, request.id]);
  await q(ORDER_SQL.event, [
    localId,
    request.id,
    "closed",
    "solicitado",
    "payed",
    userId,
    null,
    tpvId,
    JSON.stringify({ serial: serialText, tip: 0, pending: total / 100 }),
  ]);
  await notifyTills(payloads.closed);
  await q("commit");
  return statements;
}

async function directSql(url, baskets, payloads, workers, seconds) {
  const clients = await Promise.all(
    Array.from({ length: workers }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    const [first] = clients;
    const {
      rows: [local],
    } = await first.query("select id from locals where location = 'demo'");
    const {
      rows: [user],
    } = await first.query("select id from users where email = 'admin@demo.local'");
    const { rows: tpvs } = await first.query(
      "select id, key from tpvs where local_id = $1 and deleted_at is null order by id",
      [local.id],
    );
    const ctx = { localId: local.id, userId: user.id, tpvs };
    // Warm-up: each connection parses and plans once, as the server's pool has by then.
    await Promise.all(
      clients.map((client, i) => replayOrder(client, ctx, baskets[i % baskets.length], payloads)),
    );
    const times = [];
    let statements = 0;
    let next = 0;
    const start = performance.now();
    const deadline = start + seconds * 1000;
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline) {
          const i = next++;
          const began = performance.now();
          const sent = await replayOrder(client, ctx, baskets[i % baskets.length], payloads);
          statements += sent;
          times.push(performance.now() - began);
        }
      }),
    );
    const elapsed = (performance.now() - start) / 1000;
    return {
      completed: times.length,
      perSecond: times.length / elapsed,
      orderP50: percentile(times, 50),
      orderP99: percentile(times, 99),
      seconds: elapsed,
      workers,
      statements: statements / Math.max(1, times.length),
      errors: 0,
    };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

// ---------------------------------------------------------------------------------------
// Run

async function benchKind(kind) {
  const { env, cleanup } = await benchDatabase(kind, "comanda_bench_orders");
  const port = kind === "pglite" ? 3431 : 3432;
  let server;
  try {
    server = await startServer(env, port);
    const { base } = server;
    const tills = [];
    for (const till of TILLS) tills.push(await login(base, till));
    const menuAnswer = await call(base, "GET", "/api/v1/products/list_bar", tills[0].headers);
    if (!menuAnswer.ok) throw new Error(`list_bar: ${menuAnswer.status}`);
    const baskets = makeBaskets(menuAnswer.json.data);
    // One order by hand: it must pass, and its answers are the NOTIFY payloads of the replay.
    const probe = await order(base, tills[0], baskets[0]);
    if (!probe.create.ok || !probe.close?.ok)
      throw new Error(`probe order failed: ${JSON.stringify((probe.close ?? probe.create).json)}`);
    const payload = (type, data) => JSON.stringify({ l: data.local ?? 1, t: true, m: { type, data } });
    const payloads = {
      created: payload("requests.created", probe.create.json.data),
      closed: payload("requests.closed", probe.close.json.data),
    };
    console.log(`\n== ${kind}: warm-up ${WARM_UP_SECONDS} s at ${RATE}/s ==`);
    await openLoop(base, tills, baskets, RATE, WARM_UP_SECONDS);
    await settle(base);
    console.log(`== ${kind}: open loop ${RATE}/s for ${RATE_SECONDS} s ==`);
    const open = await measured(server.child.pid, () => openLoop(base, tills, baskets, RATE, RATE_SECONDS));
    console.log(open);
    await settle(base);
    console.log(`== ${kind}: saturated, ${WORKERS} workers for ${SATURATED_SECONDS} s ==`);
    const closed = await measured(server.child.pid, () =>
      saturated(base, tills, baskets, WORKERS, SATURATED_SECONDS),
    );
    console.log(closed);
    await stopServer(server.child);
    server = undefined;
    let direct;
    if (kind === "postgresql") {
      console.log(`== ${kind}: direct SQL, ${WORKERS} connections for ${SATURATED_SECONDS} s ==`);
      direct = await measured(undefined, () =>
        directSql(env.DATABASE_URL, baskets, payloads, WORKERS, SATURATED_SECONDS),
      );
      console.log(direct);
    }
    const modifierLines = baskets.flat().filter((line) => line.modifiers.length > 0).length / baskets.length;
    const payloadBytes = Math.round((payloads.created.length + payloads.closed.length) / 2);
    return { open, closed, direct, modifierLines, payloadBytes };
  } finally {
    if (server) await stopServer(server.child);
    await cleanup();
  }
}

async function postgresVersion() {
  const client = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  });
  await client.connect();
  const { rows } = await client.query("show server_version");
  await client.end();
  return rows[0].server_version.split(" ")[0];
}

const KINDS = (process.env.BENCH_DATABASES ?? "postgresql,pglite").split(",");
const runs = {};
for (const kind of KINDS) runs[kind] = await benchKind(kind);
agent.destroy();
const pgVersion = await postgresVersion();

const f0 = (n) => (Number.isFinite(n) ? n.toFixed(0) : "—");
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : "—");
const cpuText = (cpu) =>
  `${cpu.server ? `server ${cpu.server}%, ` : ""}PostgreSQL ${cpu.postgres}%, load generator ${cpu.self}%, other processes ${cpu.others}% (machine ${cpu.machine}% of ${cpus().length * 100}%)${cpu.quiet ? "" : "; the machine was busy before the phase"}`;
const rows = [];
for (const [kind, run] of Object.entries(runs)) {
  const { open, closed, direct } = run;
  rows.push(
    `| ${kind} | a) open loop, ${open.offered}/s offered for ${RATE_SECONDS} s | ${f1(open.perSecond)} | ${f1(open.createP50)} | ${f1(open.createP99)} | ${f1(open.closeP50)} | ${f1(open.closeP99)} | ${f1(open.orderP50)} | ${f1(open.orderP99)} | ${open.errors} of ${open.orders} |`,
    `| ${kind} | b) saturated, ${closed.workers} workers for ${SATURATED_SECONDS} s | **${f1(closed.perSecond)}** | ${f1(closed.createP50)} | ${f1(closed.createP99)} | ${f1(closed.closeP50)} | ${f1(closed.closeP99)} | ${f1(closed.orderP50)} | ${f1(closed.orderP99)} | ${closed.errors} of ${closed.orders} |`,
  );
  if (direct)
    rows.push(
      `| ${kind} | c) direct SQL, ${direct.workers} connections for ${SATURATED_SECONDS} s | **${f1(direct.perSecond)}** | | | | | ${f1(direct.orderP50)} | ${f1(direct.orderP99)} | 0 |`,
    );
}
const table = `| database | phase | orders/s completed | create p50 ms | create p99 ms | close p50 ms | close p99 ms | order p50 ms | order p99 ms | errors |
|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}`;
console.log(`\n${table}\n`);

const pgRun = runs.postgresql;
const p99 = Math.max(pgRun.open.createP99, pgRun.open.closeP99);
const latencyMet = p99 < 100 && pgRun.open.errors === 0;
const ratio = (pgRun.closed.perSecond / pgRun.direct.perSecond) * 100;
const ratioMet = ratio >= 50;
const cpuLines = Object.entries(runs)
  .flatMap(([kind, run]) => [
    `- ${kind}, a) open loop: ${cpuText(run.open.cpu)}.`,
    `- ${kind}, b) saturated: ${cpuText(run.closed.cpu)}.`,
    ...(run.direct ? [`- ${kind}, c) direct SQL: ${cpuText(run.direct.cpu)}.`] : []),
  ])
  .join("\n");
const section = `## Orders load (\`npm run bench:orders\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${pgVersion}; server, database and load generator on the same machine. Production bundle, one server process (its pool holds 10 PostgreSQL connections), on a fresh database migrated and seeded by the server at start (PostgreSQL), then on a fresh PGlite folder. ${TILLS.length} till sessions (the demo admin signed in ${TILLS.length} times, on the TPVs barra and terraza), HTTP keep-alive.

An order is \`POST /api/v1/requests/barra\` with ${LINES} distinct products of the demo menu, 1–2 of each (${pgRun.modifierLines.toFixed(1)} lines per order on average with modifiers chosen validly from the product's tree), then \`POST /api/v1/requests/close {id}\` (closing payment, serial, print jobs, audit events, one NOTIFY for all the local's tills of about ${(pgRun.payloadBytes / 1024).toFixed(1)} KB per call; the settings come from the server's cache). ${BASKETS} baskets are drawn once and reused in turn.

- a) open loop: ${RATE} orders/s offered for ${RATE_SECONDS} s after a ${WARM_UP_SECONDS} s unmeasured warm-up; each order starts on a timer whatever the earlier ones are doing. Create and close are timed per call; the order from its scheduled start to its close's answer.
- b) saturated: ${WORKERS} workers in a closed loop (next order when the last is answered) for ${SATURATED_SECONDS} s.
- c) direct SQL (PostgreSQL only): the statements a create + close sends, ${pgRun.direct.statements.toFixed(1)} per order on average with begin and commit (captured with \`log_statement = all\` from the server as it is now, same text and parameters, unnamed statements as drizzle sends them, including the \`pg_notify\` of each call with the server's own answer as payload), replayed as the server sends them: the create's transaction, the order read, then the close's transaction, by ${WORKERS} connections of the \`pg\` driver (the server's pool has 10), server stopped. The JavaScript the server runs in between (validation, pricing, totals, presenting the order) is not in it.

${table}

CPU during each phase (% of one core; /proc):

${cpuLines}

${
  pgRun.open.perSecond < RATE * 0.98
    ? `At ${RATE} orders/s offered the server on PostgreSQL completed ${f1(pgRun.open.perSecond)}/s: the offered rate is at or above what it can serve at all (b: ${f1(pgRun.closed.perSecond)}/s), so orders queue for the whole run and the latency is queueing time.\n\n`
    : ""
}Targets on PostgreSQL: p99 < 100 ms at ${RATE} orders/s offered → create **${f0(pgRun.open.createP99)} ms**, close **${f0(pgRun.open.closeP99)} ms**, ${pgRun.open.errors} errors (${latencyMet ? "met" : "NOT met"}); saturated throughput ≥ 50% of the direct-SQL figure → **${f1(pgRun.closed.perSecond)}** of **${f1(pgRun.direct.perSecond)}** orders/s = **${f0(ratio)}%** (${ratioMet ? "met" : "NOT met"}).
`;
if (runs.postgresql && runs.pglite) writeReadmeSection("## Orders load (", section);
else console.log(section);
