// Orders data generator: a year of a busy restaurant on the demo menu and floor, written
// straight into the orders tables of migration 0008 (requests, request_rounds, request_items,
// request_item_options, payments, request_serials, request_events, loyalty_points) with COPY
// in large batches, so that reports, lists and the load benchmarks run on a realistic history.
// The money follows the domain's own rules: this script runs under tsx and imports
// orderTotals, effectiveDiscounts, splitEvenly, splitByProducts, validateModifierSelection,
// loyaltyPointsFor and the serial format from @comanda/domain (packages/domain/src).
//
// Usage: npm run bench:data -- --orders N [--database-url URL | --data-dir DIR] [--seed S]
//   The database must be migrated and seeded with the demo restaurant (start the server once,
//   or `npm run seed`), its demo local must have no orders yet (`npm run seed -- --reset`), and
//   no server may write to it meanwhile (a PGlite folder has one owner anyway).
//   Without --database-url or --data-dir, DATABASE_URL is used. Default --orders 300000.
// Prints rows/s, total time and the database size, and records them per database kind in the
// "Orders data" section of bench/README.md.
import { readFileSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import {
  calendarDateIn,
  centsFromAmount,
  effectiveDiscounts,
  formatOrderSerial,
  loyaltyPointsFor,
  modifierTree,
  orderSeries,
  orderTotals,
  PROCESS_CHAINS,
  splitByProducts,
  splitEvenly,
  validateModifierSelection,
} from "@comanda/domain";
import pg from "pg";
import { flattenOptions } from "../apps/server/src/modules/orders/order-lines.ts";
import { mulberry32, writeReadmeSection } from "./lib.mjs";
import { cpuMeter, waitForQuietMachine } from "./machine.mjs";

// ---------------------------------------------------------------------------------------
// Arguments

function parseArgs(argv) {
  const args = { orders: 300_000, seed: 42, databaseUrl: undefined, dataDir: undefined };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = () => inline ?? argv[++i];
    if (flag === "--orders") args.orders = Number(value());
    else if (flag === "--seed") args.seed = Number(value());
    else if (flag === "--database-url") args.databaseUrl = value();
    else if (flag === "--data-dir") args.dataDir = value();
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!Number.isInteger(args.orders) || args.orders < 1)
    throw new Error("--orders must be a positive integer");
  if (!args.databaseUrl && !args.dataDir) args.databaseUrl = process.env.DATABASE_URL || undefined;
  if (!args.databaseUrl && !args.dataDir) throw new Error("give --database-url URL or --data-dir DIR");
  return args;
}

// ---------------------------------------------------------------------------------------
// Database: one session, plain queries and COPY ... FROM STDIN (pg) or from a blob (PGlite)

/** COPY FROM STDIN through the pg driver's Submittable interface: the text goes in 64 KB chunks. */
class CopyIn extends pg.Query {
  constructor(text, data, callback) {
    super(text, undefined, callback);
    this.data = data;
  }
  handleCopyInResponse(connection) {
    for (let i = 0; i < this.data.length; i += 65_536)
      connection.sendCopyFromChunk(this.data.subarray(i, i + 65_536));
    connection.endCopyFrom();
  }
}

async function openDb(args) {
  if (args.dataDir) {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(args.dataDir);
    return {
      kind: "pglite",
      query: async (text, params) => (await db.query(text, params)).rows,
      copy: (table, columns, text) =>
        db.query(`copy ${table} (${columns}) from '/dev/blob'`, [], { blob: new Blob([text]) }),
      close: () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: args.databaseUrl });
  await client.connect();
  return {
    kind: "postgresql",
    query: async (text, params) => (await client.query(text, params)).rows,
    copy: (table, columns, text) =>
      new Promise((resolve, reject) => {
        const sql = `copy ${table} (${columns}) from stdin`;
        client.query(
          new CopyIn(sql, Buffer.from(text), (error, result) => (error ? reject(error) : resolve(result))),
        );
      }),
    close: () => client.end(),
  };
}

/** A value in COPY's text format. */
function copyValue(value) {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.replace(/[\\\t\n\r]/g, (c) => ({ "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" })[c]);
}

/** Rows of one table waiting for the next COPY. */
class CopyBuffer {
  constructor(table, columns) {
    this.table = table;
    this.columns = columns;
    this.lines = [];
    this.total = 0;
  }
  add(...values) {
    this.lines.push(values.map(copyValue).join("\t"));
  }
  /** The buffered rows as COPY text, handed over so the next rows can be buffered meanwhile. */
  take() {
    const count = this.lines.length;
    const text = count === 0 ? "" : `${this.lines.join("\n")}\n`;
    this.lines = [];
    this.total += count;
    return { table: this.table, columns: this.columns, text, count };
  }
  async flush(db) {
    const batch = this.take();
    if (batch.count > 0) await db.copy(batch.table, batch.columns, batch.text);
    return batch.count;
  }
}

/**
 * Ids from a table's identity sequence, reserved in blocks (setval past the block) so rows
 * can name each other before they are written. Consecutive blocks continue one another; the
 * unused end of the last block is given back when nobody else took ids meanwhile.
 */
class IdAllocator {
  constructor(db, table) {
    this.db = db;
    this.table = table;
    this.next = 1;
    this.end = 0;
    this.used = 0;
  }
  async ensure(count) {
    if (this.end - this.next + 1 >= count) return;
    if (!this.sequence)
      [{ sequence: this.sequence }] = await this.db.query(
        `select pg_get_serial_sequence('${this.table}', 'id') as sequence`,
      );
    const block = Math.max(count, 200_000);
    const [{ last }] = await this.db.query(
      `select setval('${this.sequence}', nextval('${this.sequence}') + ${block - 1}) as last`,
    );
    const first = Number(last) - block + 1;
    if (first !== this.end + 1) this.next = first;
    this.end = Number(last);
  }
  take() {
    if (this.next > this.end) throw new Error(`${this.table}: id block exhausted`);
    this.used = this.next;
    return this.next++;
  }
  async release() {
    if (!this.sequence || this.used === 0) return;
    const [{ last }] = await this.db.query(`select last_value as last from ${this.sequence}`);
    if (Number(last) === this.end) await this.db.query(`select setval('${this.sequence}', ${this.used})`);
  }
}

// ---------------------------------------------------------------------------------------
// Randomness (seeded, so a run can be repeated)

let rand = mulberry32(42);
const chance = (p) => rand() < p;
const between = (min, max) => min + Math.floor(rand() * (max - min + 1));
const uniform = (min, max) => min + rand() * (max - min);
const pickOne = (list) => list[Math.floor(rand() * list.length)];
function weighted(entries) {
  let total = 0;
  for (const [, weight] of entries) total += weight;
  let r = rand() * total;
  for (const [value, weight] of entries) {
    r -= weight;
    if (r <= 0) return value;
  }
  return entries[entries.length - 1][0];
}
/** Triangular distribution on [min, max] with its mode at `mode`. */
function triangular(min, mode, max) {
  const u = rand();
  const c = (mode - min) / (max - min);
  return u < c
    ? min + Math.sqrt(u * (max - min) * (mode - min))
    : max - Math.sqrt((1 - u) * (max - min) * (max - mode));
}

// ---------------------------------------------------------------------------------------
// The demo restaurant as the database has it

async function loadRestaurant(db) {
  const [local] = await db.query("select id from locals where location = 'demo'");
  if (!local) throw new Error("no demo local: migrate and seed the database first (start the server once)");
  const localId = local.id;
  const [{ n: existing }] = await db.query("select count(*)::int as n from requests where local_id = $1", [
    localId,
  ]);
  if (existing > 0)
    throw new Error(
      `the demo local already has ${existing} orders: recreate it first (npm run seed -- --reset) so serials stay gap-free`,
    );
  const [settingsRow] = await db.query(
    `select value from settings where local_id = $1 and "group" = 'global'`,
    [localId],
  );
  const global = settingsRow?.value ?? {};
  const timezone = global.timezone ?? "Europe/Madrid";
  const globalIva = Number(global.iva ?? 10);
  const users = await db.query(
    "select id, email from users where local_id = $1 and deleted_at is null order by id",
    [localId],
  );
  const userBy = (prefix) => users.find((user) => user.email?.startsWith(`${prefix}@`))?.id ?? users[0].id;
  const tpvs = await db.query(
    "select id, key from tpvs where local_id = $1 and deleted_at is null order by id",
    [localId],
  );
  const tpvBy = (key) => tpvs.find((tpv) => tpv.key === key)?.id ?? tpvs[0]?.id ?? null;
  const tables = await db.query(
    `select t.id, t.zone_id, z.name as zone_name, z.tpv_id, coalesce((t.style->>'seats')::int, 4) as seats
       from tables t join zones z on z.id = t.zone_id
      where t.local_id = $1 and t.deleted_at is null order by t.id`,
    [localId],
  );
  if (tables.length === 0) throw new Error("the demo local has no tables");
  const categories = await db.query(
    "select id, name, parent_id from categories where local_id = $1 and deleted_at is null",
    [localId],
  );
  const products = await db.query(
    `select id, name, price, iva::float8 as iva, zones, category_id, "order", modifiers
       from products where local_id = $1 and deleted_at is null and is_active order by id`,
    [localId],
  );
  const modifierRows = await db.query(
    `select id, name, min_value, max_value, is_quantifiable, enabled
       from modifiers where local_id = $1 and deleted_at is null and enabled order by "order", id`,
    [localId],
  );
  const optionRows = await db.query(
    `select id, modifier_id, name, price, max_value, is_quantifiable, enabled, modifiers
       from options where local_id = $1 and deleted_at is null and enabled order by "order", id`,
    [localId],
  );
  // The flat list the menu service builds (modifierTrees), option prices in euros.
  const flat = modifierRows.map((modifier) => ({
    ...modifier,
    options: optionRows
      .filter((option) => option.modifier_id === modifier.id)
      .map((option) => ({ ...option, price: option.price / 100 })),
  }));
  return {
    localId,
    timezone,
    globalIva,
    users: {
      admin: userBy("admin"),
      manager: userBy("encargado"),
      waiter: userBy("camarero"),
      kitchen: userBy("cocina"),
    },
    tpv: { barra: tpvBy("barra"), terraza: tpvBy("terraza") },
    tables,
    menu: classifyMenu(products, categories, flat),
  };
}

/** The menu by what a table orders it as: drinks, coffees, starters, salads, mains, desserts. */
function classifyMenu(products, categories, flat) {
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const isCoffee = (categoryId) => {
    for (let c = categoryById.get(categoryId); c; c = categoryById.get(c.parent_id))
      if (/caf[eé]/i.test(c.name)) return true;
    return false;
  };
  const classes = { drink: [], coffee: [], starter: [], first: [], main: [], dessert: [] };
  for (const product of products) {
    const tree = (product.modifiers ?? []).flatMap((id) => {
      const node = modifierTree(id, flat);
      return node ? [node] : [];
    });
    const entry = { ...product, tree };
    const group = product.order;
    const cls =
      group === "incoming"
        ? "starter"
        : group === "first_plate"
          ? "first"
          : group === "second_plate"
            ? "main"
            : group === "desserts"
              ? "dessert"
              : isCoffee(product.category_id)
                ? "coffee"
                : "drink";
    classes[cls].push(entry);
  }
  // Popularity: a few best sellers per class, a long tail (Zipf-like on a seeded shuffle).
  const menu = {};
  for (const [cls, list] of Object.entries(classes)) {
    const shuffled = list.map((product) => ({ product, key: rand() })).sort((a, b) => a.key - b.key);
    menu[cls] = shuffled.map(({ product }, rank) => [product, 1 / (rank + 1) ** 0.8]);
  }
  const empty = Object.entries(menu).filter(([, list]) => list.length === 0);
  if (empty.length > 0) throw new Error(`the demo menu has no ${empty.map(([cls]) => cls).join(", ")}`);
  return menu;
}

// ---------------------------------------------------------------------------------------
// Time: days of the last year, in the local's time zone

function offsetMinutes(date, timeZone) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(date);
  const get = (type) => Number(parts.find((part) => part.type === type).value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((asUtc - date.getTime()) / 60_000);
}

/** The 365 whole days before today in `timeZone`, each with its UTC midnight and offset. */
function lastYearDays(timeZone, now) {
  const [y, m, d] = calendarDateIn(now, timeZone).split("-").map(Number);
  const days = [];
  for (let back = 365; back >= 1; back--) {
    const utcMidnight = Date.UTC(y, m - 1, d - back);
    const date = new Date(utcMidnight);
    // The offset at noon: orders are taken from 07:30, after any DST change of the night.
    const offset = offsetMinutes(new Date(utcMidnight + 12 * 3_600_000), timeZone);
    days.push({
      date: date.toISOString().slice(0, 10),
      weekday: date.getUTCDay(),
      month: date.getUTCMonth(),
      start: utcMidnight - offset * 60_000,
      offset,
    });
  }
  return days;
}

/**
 * The local's calendar date of an instant of `day` or of the night after it, from the day's
 * offset (Intl is far too slow for a million calls; DST changes at 02:00–03:00 move nothing here).
 */
const localDate = (instant, day) => new Date(instant + day.offset * 60_000).toISOString().slice(0, 10);

// Sunday first, as getUTCDay counts: Friday and Saturday busiest, Monday quietest.
const WEEKDAY_WEIGHT = [1.15, 0.7, 0.85, 0.9, 1.0, 1.35, 1.5];
// January to December: summer and Christmas busier, August's holidays and January quieter.
const MONTH_WEIGHT = [0.85, 0.88, 0.95, 1.0, 1.05, 1.12, 1.15, 0.95, 1.05, 1.0, 0.95, 1.15];

/** N orders shared over the days by weight (largest remainder), so they add up to N exactly. */
function ordersPerDay(days, total) {
  const weights = days.map(
    (day) => WEEKDAY_WEIGHT[day.weekday] * MONTH_WEIGHT[day.month] * uniform(0.9, 1.1),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => [value - Math.floor(value), index]).sort((a, b) => b[0] - a[0]);
  for (const [, index] of order) {
    if (left-- <= 0) break;
    counts[index] += 1;
  }
  return counts;
}

// Services in minutes after midnight: [from, peak, to].
const SERVICES = {
  breakfast: [7.5 * 60, 9 * 60, 11.5 * 60],
  lunch: [13 * 60, 14.25 * 60, 16 * 60],
  afternoon: [16 * 60, 18 * 60, 20 * 60],
  dinner: [20 * 60, 21.5 * 60, 23.5 * 60],
};
const SERVICE_MIX = {
  local: [
    ["lunch", 0.5],
    ["dinner", 0.44],
    ["afternoon", 0.06],
  ],
  barra: [
    ["breakfast", 0.3],
    ["lunch", 0.25],
    ["afternoon", 0.25],
    ["dinner", 0.2],
  ],
  recoger: [
    ["lunch", 0.4],
    ["afternoon", 0.05],
    ["dinner", 0.55],
  ],
  domicilio: [
    ["lunch", 0.3],
    ["dinner", 0.7],
  ],
};
const KIND_MIX = [
  ["local", 0.65],
  ["barra", 0.2],
  ["recoger", 0.08],
  ["domicilio", 0.07],
];
/** How long an order stays open, minutes, per kind and service. */
function openMinutes(kind, service) {
  if (kind === "local") return service === "afternoon" ? uniform(25, 60) : uniform(50, 125);
  if (kind === "barra") return uniform(4, 40);
  if (kind === "recoger") return uniform(15, 40);
  return uniform(30, 70);
}

// ---------------------------------------------------------------------------------------
// Baskets

function pickProduct(menu, cls, taken) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const product = weighted(menu[cls]);
    if (!taken.has(product.id)) {
      taken.add(product.id);
      return product;
    }
  }
  return weighted(menu[cls]);
}

/** `total` units over `parts` lines, each at least 1. */
function spread(total, parts) {
  const out = new Array(parts).fill(1);
  for (let i = parts; i < total; i++) out[between(0, parts - 1)] += 1;
  return out;
}

/** The lines of an order, in course order, each with its round (1 to 3). */
function basket(menu, kind, service, guests) {
  const taken = new Set();
  const lines = [];
  const add = (cls, qty, round) => lines.push({ product: pickProduct(menu, cls, taken), qty, round });
  if (kind === "local" && service !== "afternoon") {
    const drinkLines = Math.min(guests, 1 + (chance(0.55) ? 1 : 0) + (guests >= 5 && chance(0.4) ? 1 : 0));
    for (const qty of spread(guests + (chance(0.35) ? between(1, guests) : 0), drinkLines))
      add("drink", qty, 1);
    if (chance(guests >= 2 ? 0.75 : 0.3)) add("starter", chance(0.05) ? 0.5 : guests >= 5 ? 2 : 1, 2);
    if (guests >= 3 && chance(0.35)) add("starter", 1, 2);
    if (chance(0.3)) add("first", between(1, Math.ceil(guests / 2)), 2);
    const mains = Math.max(1, chance(0.1) ? guests - 1 : guests);
    const mainLines = Math.min(mains, 1 + (chance(0.6) ? 1 : 0) + (guests >= 4 && chance(0.45) ? 1 : 0));
    for (const qty of spread(mains, mainLines)) add("main", qty, 2);
    if (chance(0.55)) add("dessert", between(1, guests), 3);
    if (guests >= 4 && chance(0.3)) add("dessert", 1, 3);
    if (chance(0.6)) add("coffee", between(1, guests), 3);
  } else if (kind === "local") {
    for (const qty of spread(guests, Math.min(guests, between(1, 2)))) add("drink", qty, 1);
    if (chance(0.4)) add("starter", 1, 1);
    if (chance(0.3)) add("coffee", between(1, guests), 2);
  } else if (kind === "barra") {
    if (service === "breakfast") {
      add("coffee", between(1, 2), 1);
      if (chance(0.45)) add("starter", 1, 1);
      if (chance(0.25)) add("drink", 1, 1);
    } else {
      add("drink", between(1, 3), 1);
      if (chance(0.5)) add("starter", chance(0.1) ? 0.5 : 1, 1);
      if (chance(0.3)) add(chance(0.5) ? "coffee" : "drink", between(1, 2), 1);
    }
  } else {
    for (let i = between(1, 3); i > 0; i--) add("main", between(1, 2), 1);
    for (let i = chance(0.6) ? between(1, 2) : 0; i > 0; i--) add("starter", 1, 1);
    if (chance(0.2)) add("first", 1, 1);
    if (chance(0.5)) add("drink", between(1, 4), 1);
    if (chance(0.3)) add("dessert", between(1, 2), 1);
  }
  // At most 8 lines: drop the extras last ordered first (coffees, desserts, a second drink…).
  while (lines.length > 8) lines.splice(lines.length - 2, 1);
  // Rounds: 1 (everything at once), 2 or 3 (drinks, then the food, then desserts and coffees).
  if (kind === "local") {
    const rounds = weighted([
      [1, 0.45],
      [2, 0.35],
      [3, 0.2],
    ]);
    for (const line of lines)
      line.round = rounds === 1 ? 1 : rounds === 2 ? Math.max(1, line.round - 1) : line.round;
    const used = [...new Set(lines.map((line) => line.round))].sort();
    for (const line of lines) line.round = used.indexOf(line.round) + 1;
  } else for (const line of lines) line.round = 1;
  return lines;
}

/** A random choice of modifiers that the product's tree accepts (min, max, quantities, nesting). */
function randomSelection(tree) {
  const out = [];
  for (const modifier of tree) {
    if (!modifier.enabled || modifier.options.length === 0) continue;
    const target =
      modifier.min_value > 0
        ? modifier.min_value + (chance(0.15) ? between(0, modifier.max_value - modifier.min_value) : 0)
        : chance(0.35)
          ? between(1, Math.min(modifier.max_value, 2))
          : 0;
    const chosen = new Map();
    let count = 0;
    for (let guard = 0; count < target && guard < 30; guard++) {
      const option = pickOne(modifier.options);
      const quantifiable = option.is_quantifiable || option.max_value > 1;
      const current = chosen.get(option.id);
      if (current && (!quantifiable || current.qty + 1 > option.max_value)) continue;
      if (current) current.qty += 1;
      else chosen.set(option.id, { id: option.id, qty: 1, modifiers: randomSelection(option.modifiers) });
      count += 1;
    }
    if (chosen.size > 0) out.push({ id: modifier.id, options: [...chosen.values()] });
  }
  return out;
}

/** A line priced as priceNewLines does: zone price, VAT, modifiers checked against the tree. */
function priceLine(line, zoneId, globalIva) {
  const { product } = line;
  let selection = { ok: true, selection: [], extraCents: 0 };
  if (product.tree.length > 0) {
    for (let attempt = 0; attempt < 10; attempt++) {
      selection = validateModifierSelection(product.tree, randomSelection(product.tree));
      if (selection.ok) break;
    }
    if (!selection.ok) throw new Error(`no valid modifiers found for ${product.name}`);
  }
  const zonePrice = zoneId === null ? undefined : (product.zones ?? []).find((zone) => zone.zone === zoneId);
  return {
    product_id: product.id,
    name: product.name,
    qty: line.qty,
    unit_cents: zonePrice ? centsFromAmount(zonePrice.price) : product.price,
    options_cents: selection.extraCents,
    iva: product.iva > 0 ? product.iva : globalIva,
    discount_percent: 0,
    is_discounted: false,
    order_group: product.order,
    details: product.order !== "no_group" && chance(0.03) ? pickOne(LINE_NOTES) : null,
    modifiers: selection.selection,
    category_id: product.category_id,
    options: flattenOptions(product.tree, selection.selection),
    round: line.round,
  };
}

const LINE_NOTES =
  "Sin sal|Sin cebolla|Para compartir|Salsa aparte|Sin gluten si es posible|Muy caliente".split("|");
const DELIVERY_NOTES = "Llamar al timbre|Portal 2, 3º B|Dejar en conserjería|Pagará con billete de 50".split(
  "|",
);

// ---------------------------------------------------------------------------------------
// Clients with addresses (pickup and delivery orders need one)

const FIRST_NAMES =
  "María José Carmen Antonio Ana Manuel Laura Francisco Lucía David Marta Javier Elena Daniel Paula Carlos Sara Miguel Cristina Pablo Isabel Alejandro Raquel Sergio Nuria Jorge Beatriz Álvaro Silvia Rubén".split(
    " ",
  );
const LAST_NAMES =
  "García Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández Díaz Moreno Muñoz Álvarez Romero Alonso Gutiérrez Navarro Torres Domínguez Vázquez Ramos Gil Ramírez Serrano Blanco Molina".split(
    " ",
  );
const STREETS =
  "Calle Mayor|Calle de Alcalá|Gran Vía|Calle de Toledo|Calle de Atocha|Paseo del Prado|Calle de Serrano|Calle de Fuencarral|Calle de Hortaleza|Calle de Embajadores|Calle de Bravo Murillo|Calle de Princesa".split(
    "|",
  );
const ascii = (text) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

async function createClients(db, restaurant, count, ids, buffers, since) {
  await ids.clients.ensure(count);
  await ids.addresses.ensure(count * 2);
  const clients = [];
  for (let i = 0; i < count; i++) {
    const id = ids.clients.take();
    const first = pickOne(FIRST_NAMES);
    const last = `${pickOne(LAST_NAMES)} ${pickOne(LAST_NAMES)}`;
    const created = new Date(since - between(1, 400) * 86_400_000);
    buffers.clients.add(
      id,
      restaurant.localId,
      created,
      created,
      first,
      last,
      `${ascii(first)}.${ascii(last).replace(/ /g, ".")}${i}@example.com`,
      `6${String(between(0, 99_999_999)).padStart(8, "0")}`,
    );
    const addresses = [];
    for (let a = chance(0.25) ? 2 : 1; a > 0; a--) {
      const addressId = ids.addresses.take();
      buffers.addresses.add(
        addressId,
        restaurant.localId,
        created,
        created,
        id,
        `${pickOne(STREETS)} ${between(1, 180)}, ${between(1, 8)}º ${pickOne(["A", "B", "C", "D"])}`,
        "Madrid",
        "Madrid",
        `280${String(between(1, 55)).padStart(2, "0")}`,
        null,
        addresses.length === 0,
        40.4168 + uniform(-0.03, 0.03),
        -3.7038 + uniform(-0.03, 0.03),
      );
      addresses.push(addressId);
    }
    clients.push({ id, principal: addresses[0], weight: 1 / (i + 1) ** 0.6 });
  }
  await buffers.clients.flush(db);
  await buffers.addresses.flush(db);
  // Regulars order again and again: a client is drawn by weight (cumulative, binary search).
  const cumulative = [];
  let sum = 0;
  for (const client of clients) {
    sum += client.weight;
    cumulative.push(sum);
  }
  return () => {
    const r = rand() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return clients[lo];
  };
}

// ---------------------------------------------------------------------------------------
// Orders of one day

const amount = (cents) => cents / 100;
const minutes = (n) => n * 60_000;

/** When each order of the day is taken, of which kind, where, by whom, and how it ends. */
function planDay(day, count, restaurant, pickClient, now) {
  const summer = day.month >= 4 && day.month <= 8;
  const plans = [];
  for (let i = 0; i < count; i++) {
    const kind = weighted(KIND_MIX);
    const service = weighted(SERVICE_MIX[kind]);
    const [from, peak, to] = SERVICES[service];
    // Whole milliseconds, as the database keeps them: closing order is then the same in both.
    const createdAt = day.start + Math.round(minutes(triangular(from, peak, to))) + between(0, 59_999);
    let openFor = Math.round(minutes(openMinutes(kind, service)));
    const guests =
      kind === "local"
        ? weighted([
            [1, 0.08],
            [2, 0.4],
            [3, 0.15],
            [4, 0.25],
            [5, 0.05],
            [6, 0.07],
          ])
        : 1;
    let table = null;
    if (kind === "local") {
      // The terrace fills up in summer; tables with enough seats are preferred.
      const fits = restaurant.tables.filter((candidate) => candidate.seats >= guests);
      table = weighted(
        (fits.length > 0 ? fits : restaurant.tables).map((candidate) => [
          candidate,
          /terra/i.test(candidate.zone_name) ? (summer ? 1.6 : 0.4) : 1,
        ]),
      );
    }
    const client = kind === "recoger" || kind === "domicilio" ? pickClient() : null;
    const scheduled = client !== null && chance(0.3);
    let shiftTime = null;
    if (scheduled) {
      const slot = minutes(30);
      shiftTime = Math.ceil((createdAt + minutes(between(30, 90))) / slot) * slot;
      openFor = shiftTime - createdAt + minutes(between(0, 20));
    }
    // Everything happens before now (the last day's dinners close after midnight).
    const latest = now - minutes(1) - createdAt;
    if (openFor > latest) openFor = Math.max(minutes(1), Math.floor(latest * 0.9));
    const end = weighted([
      ["payed", 0.97],
      ["finished", 0.01],
      ["invalidated_after_close", 0.01],
      ["invalidated_open", 0.01],
    ]);
    const waiter = weighted([
      [restaurant.users.waiter, 0.6],
      [restaurant.users.manager, 0.25],
      [restaurant.users.admin, 0.15],
    ]);
    plans.push({
      day,
      kind,
      service,
      guests,
      table,
      client,
      shiftTime,
      createdAt,
      closedAt: end === "invalidated_open" ? null : createdAt + openFor,
      invalidatedAt:
        end === "invalidated_open"
          ? createdAt + Math.floor(openFor * uniform(0.05, 0.3))
          : end === "invalidated_after_close"
            ? Math.min(now - minutes(1), createdAt + openFor + minutes(between(2, 60)))
            : null,
      status: end === "payed" ? "payed" : end === "finished" ? "finished" : "invalidated",
      waiter,
      tpv: table ? (table.tpv_id ?? restaurant.tpv.barra) : restaurant.tpv.barra,
    });
  }
  return plans;
}

const series = new Map();
const stats = {
  kinds: { local: 0, barra: 0, recoger: 0, domicilio: 0 },
  statuses: { payed: 0, finished: 0, invalidated: 0 },
  splits: 0,
  tips: 0,
  discounts: 0,
  modifierLines: 0,
  lines: 0,
};

/** Writes one day's orders into the buffers: ids in taking order, serials in closing order. */
async function writeDay(plans, restaurant, ids, buffers) {
  const { localId, users, globalIva } = restaurant;
  plans.sort((a, b) => a.createdAt - b.createdAt);
  await ids.requests.ensure(plans.length);
  await ids.rounds.ensure(plans.length * 3);
  await ids.items.ensure(plans.length * 9);
  await ids.options.ensure(plans.length * 9 * 6);
  await ids.payments.ensure(plans.length * 5);
  await ids.events.ensure(plans.length * 16);
  await ids.loyalty.ensure(plans.length * 2);
  for (const plan of plans) plan.id = ids.requests.take();
  // Serials are given at closing, one gap-free count per calendar year of the local.
  const closing = plans.filter((plan) => plan.closedAt !== null).sort((a, b) => a.closedAt - b.closedAt);
  for (const plan of closing) {
    const name = orderSeries(Number(localDate(plan.closedAt, plan.day).slice(0, 4)));
    const number = (series.get(name) ?? 0) + 1;
    series.set(name, number);
    plan.serial = { series: name, serial_number: number, serial: formatOrderSerial(name, number) };
  }

  for (const plan of plans) {
    const { id, kind, createdAt, closedAt, invalidatedAt, waiter, tpv } = plan;
    const closed = closedAt !== null;
    const zoneId = plan.table?.zone_id ?? null;
    const lines = basket(restaurant.menu, kind, plan.service, plan.guests).map((line) =>
      priceLine(line, zoneId, globalIva),
    );

    // Discounts (about 5%): an order percent or amount, or one line's own percent.
    let discount = null;
    const allDiscounted = true;
    if (chance(0.05)) {
      stats.discounts += 1;
      const type = weighted([
        ["percent", 0.6],
        ["amount", 0.2],
        ["line", 0.2],
      ]);
      if (type === "percent") discount = { type: "percent", value: pickOne([5, 10, 15, 20, 50]) };
      else if (type === "amount") discount = { type: "amount", value: pickOne([2, 3, 5, 10]) };
      else pickOne(lines).discount_percent = pickOne([10, 50, 100]);
    }
    const discounts = effectiveDiscounts({ discount, all_discounted: allDiscounted }, lines);
    if (!discounts.ok) throw new Error(discounts.code);
    const totals = orderTotals({
      lines: lines.map((line, index) => ({
        unitCents: line.unit_cents,
        optionsCents: line.options_cents,
        qty: line.qty,
        discountPercent: discounts.linePercents[index] ?? 0,
        ivaPercent: line.iva,
      })),
      discount: discounts.orderDiscount,
    });
    const total = totals.totalCents;
    const waiterIsManager = waiter !== users.waiter;
    const authorizedBy =
      discount || lines.some((line) => line.discount_percent > 0)
        ? waiterIsManager
          ? null
          : users.manager
        : null;

    // Rounds and lines; each round's lines are taken at the round's time.
    const roundCount = Math.max(...lines.map((line) => line.round));
    const end = closedAt ?? invalidatedAt;
    const roundAt = (number) =>
      createdAt + Math.floor(((number - 1) / (roundCount + 0.6)) * (end - createdAt));
    const roundIds = [];
    for (let number = 1; number <= roundCount; number++) {
      const roundId = ids.rounds.take();
      roundIds.push(roundId);
      buffers.rounds.add(roundId, localId, id, number, waiter, tpv, new Date(roundAt(number)));
    }
    const processStatus = closed ? "received" : "solicited";
    const lineIds = [];
    lines.forEach((line, index) => {
      const lineId = ids.items.take();
      lineIds.push(lineId);
      line.id = lineId;
      line.total_cents = totals.lines[index].totalCents;
      line.paid_qty = 0;
      stats.lines += 1;
      if (line.options.length > 0) stats.modifierLines += 1;
      const parents = [];
      for (const option of line.options) {
        const optionId = ids.options.take();
        buffers.options.add(
          optionId,
          localId,
          lineId,
          option.modifier_id,
          option.option_id,
          option.depth === 0 ? null : (parents[option.depth - 1] ?? null),
          option.name,
          option.qty,
          option.price_cents,
          processStatus,
        );
        parents[option.depth] = optionId;
      }
    });

    const events = [];
    const event = (action, at, change = {}) =>
      events.push([
        action,
        change.from ?? null,
        change.to ?? null,
        change.user ?? waiter,
        change.authorizedBy ?? null,
        change.data ?? {},
        at,
      ]);
    event("created", createdAt, { to: "solicitado", authorizedBy });
    for (let number = 2; number <= roundCount; number++)
      event("lines_added", roundAt(number), {
        data: { added: lines.filter((line) => line.round === number).length, edited: [], deleted: [] },
      });

    // Payments: partial ones by price or by products, then the closing one for the rest.
    const payments = [];
    let paid = 0;
    let tip = 0;
    let creditCard = chance(0.6);
    let checkedAt = null;
    if (closed) {
      const chain = PROCESS_CHAINS[kind];
      const lastRound = roundAt(roundCount);
      for (let step = 1; step < chain.length; step++) {
        event(
          "process_status",
          lastRound + Math.floor((step / chain.length) * 0.7 * (closedAt - lastRound)),
          {
            from: chain[step - 1],
            to: chain[step],
            user: kind === "barra" ? waiter : users.kitchen,
          },
        );
      }
      if (kind === "local" && chance(0.7)) {
        checkedAt = closedAt - minutes(uniform(1, 8));
        event("check", checkedAt);
      }
    }
    if (plan.status !== "finished" && closed) {
      const globalDiscount = discount !== null && allDiscounted;
      if (kind === "local" && plan.guests >= 2 && total >= 400 && chance(0.12)) {
        stats.splits += 1;
        const parts = between(2, Math.min(plan.guests, 4));
        const byProducts = !globalDiscount && lines.length >= 2 && chance(0.35);
        let at = closedAt - minutes(parts * 1.5);
        if (byProducts) {
          // Each payer but the last takes some lines, or one unit of a shared line.
          const order = lines.map((_, index) => index).sort(() => rand() - 0.5);
          for (let payer = 0; payer < parts - 1 && order.length > 0; payer++) {
            const take = order.splice(0, Math.max(1, Math.floor(order.length / (parts - payer))));
            const picks = take.map((index) => {
              const line = lines[index];
              const left = line.qty - line.paid_qty;
              return { lineId: line.id, qty: left > 1 && chance(0.4) ? 1 : left };
            });
            const split = splitByProducts(
              {
                lines: lines.map((line) => ({
                  id: line.id,
                  qty: line.qty,
                  totalCents: line.total_cents,
                  paidQty: line.paid_qty,
                })),
                discount: null,
                pendingCents: total - paid,
              },
              picks,
            );
            if (!split.ok) continue;
            for (const product of split.products) {
              const line = lines.find((candidate) => candidate.id === product.lineId);
              line.paid_qty = Math.round((line.paid_qty + product.qty) * 100) / 100;
            }
            const card = chance(0.6);
            payments.push({
              amount: split.amountCents,
              type: "split_product",
              card,
              items: split.products.map((product) => ({
                request_item: product.lineId,
                qty: product.qty,
                amount_cents: product.amountCents,
              })),
              closing: false,
              at,
            });
            event("pay_by_products", at, {
              data: { products: picks.map((pick) => ({ request_item: pick.lineId, qty: pick.qty })) },
            });
            paid += split.amountCents;
            at += minutes(1.5);
          }
        } else {
          const shares = splitEvenly(total, parts);
          // The last share is paid by price too now and then, so closing finds nothing pending.
          const partial = chance(0.3) ? parts : parts - 1;
          for (let part = 0; part < partial; part++) {
            const card = chance(0.6);
            payments.push({
              amount: shares.amountsCents[part],
              type: "split_price",
              card,
              items: [],
              closing: false,
              at,
            });
            event("pay_by_price", at, {
              data: { amount: amount(shares.amountsCents[part]), credit_card: card },
            });
            paid += shares.amountsCents[part];
            at += minutes(1.5);
          }
        }
      }
      if (chance(0.15)) {
        // Tips: about 5–10% at a table, the change rounded up elsewhere.
        tip =
          kind === "local"
            ? Math.max(50, Math.round((total * uniform(0.05, 0.1)) / 50) * 50)
            : Math.max(50, Math.ceil((total + 1) / 100) * 100 - total);
        stats.tips += 1;
      }
      const pending = total - paid;
      creditCard = chance(0.6);
      if (pending > 0)
        payments.push({
          amount: pending,
          type: creditCard ? "credit_card" : "cash",
          card: creditCard,
          items: [],
          closing: true,
          at: closedAt,
        });
      event("closed", closedAt, {
        from: "solicitado",
        to: "payed",
        data: { serial: plan.serial.serial, tip: amount(tip), pending: amount(Math.max(0, pending)) },
      });
      paid = total;
    } else if (closed) {
      event("closed_without_payment", closedAt, {
        from: "solicitado",
        to: "finished",
        data: { serial: plan.serial.serial, tip: 0, pending: amount(total) },
      });
    }
    if (invalidatedAt !== null)
      event("invalidated", invalidatedAt, {
        from: closed ? "payed" : "solicitado",
        to: "invalidated",
        user: users.manager,
      });

    // Rows.
    lines.forEach((line, index) => {
      buffers.items.add(
        line.id,
        localId,
        id,
        roundIds[line.round - 1],
        line.product_id,
        line.name,
        line.qty,
        line.unit_cents,
        line.options_cents,
        line.iva,
        line.discount_percent,
        line.is_discounted,
        line.order_group,
        line.details,
        line.modifiers,
        line.category_id,
        processStatus,
        line.paid_qty,
        totals.lines[index].totalCents,
        waiter,
        new Date(roundAt(line.round)),
        null,
        null,
      );
    });
    for (const payment of payments) {
      buffers.payments.add(
        ids.payments.take(),
        localId,
        id,
        payment.amount,
        payment.type,
        payment.card,
        payment.items,
        payment.closing,
        waiter,
        tpv,
        new Date(payment.at),
        null,
        null,
      );
    }
    for (const [action, from, to, user, authorized, data, at] of events.sort((a, b) => a[6] - b[6])) {
      buffers.events.add(
        ids.events.take(),
        localId,
        id,
        action,
        from,
        to,
        user,
        authorized,
        tpv,
        data,
        new Date(at),
      );
    }
    const payed = closed && plan.status !== "finished";
    if (plan.client && payed) {
      const points = loyaltyPointsFor(total);
      if (points > 0) {
        buffers.loyalty.add(ids.loyalty.take(), localId, plan.client.id, id, points, new Date(closedAt));
        if (invalidatedAt !== null)
          buffers.loyalty.add(
            ids.loyalty.take(),
            localId,
            plan.client.id,
            id,
            -points,
            new Date(invalidatedAt),
          );
      }
    }
    const status = plan.status === "invalidated" ? "invalidated" : plan.status;
    stats.kinds[kind] += 1;
    stats.statuses[status] += 1;
    const updatedAt = Math.max(createdAt, closedAt ?? 0, invalidatedAt ?? 0);
    const shift = plan.shiftTime === null ? null : new Date(plan.shiftTime);
    buffers.requests.add(
      id,
      localId,
      kind,
      status,
      processStatus,
      plan.table?.id ?? null,
      plan.client?.id ?? null,
      kind === "domicilio" ? plan.client.principal : null,
      waiter,
      null,
      tpv,
      plan.guests,
      kind === "domicilio" && chance(0.1) ? pickOne(DELIVERY_NOTES) : null,
      discount?.type ?? null,
      discount?.value ?? null,
      allDiscounted,
      tip,
      tip > 0 ? "other" : null,
      payed ? creditCard : false,
      false,
      null,
      null,
      kind === "local" ? false : shift === null,
      shift,
      shift === null ? null : localDate(plan.shiftTime, plan.day),
      null,
      total,
      closed && payed ? paid : 0,
      plan.serial?.series ?? null,
      plan.serial?.serial_number ?? null,
      plan.serial?.serial ?? null,
      closedAt === null ? null : new Date(closedAt),
      closedAt === null ? null : waiter,
      invalidatedAt === null ? null : users.manager,
      invalidatedAt === null ? null : new Date(invalidatedAt),
      checkedAt === null ? null : new Date(checkedAt),
      new Date(createdAt),
      new Date(updatedAt),
    );
  }
}

// ---------------------------------------------------------------------------------------
// Run

const COLUMNS = {
  requests:
    "id, local_id, kind, status, process_status, table_id, client_id, address_id, worker_id, dealer_id, tpv_id, command_guests, details, discount_type, discount_value, all_discounted, tip_cents, tip_option, credit_card, from_client, is_accepted, order_time_delay, soon_as_possible, shift_time, delivery_date, promotion_id, total_cents, paid_cents, series, serial_number, serial, closed_at, closed_by, invalidated_by, invalidated_at, checked_at, created_at, updated_at",
  request_rounds: "id, local_id, request_id, number, user_id, tpv_id, created_at",
  request_items:
    "id, local_id, request_id, round_id, product_id, name, qty, unit_cents, options_cents, iva, discount_percent, is_discounted, order_group, details, modifiers, category_id, process_status, paid_qty, total_cents, created_by, created_at, deleted_at, deleted_by",
  request_item_options:
    "id, local_id, request_item_id, modifier_id, option_id, parent_id, name, qty, price_cents, process_status",
  payments:
    "id, local_id, request_id, amount_cents, payment_type, credit_card, items, is_closing, user_id, tpv_id, created_at, restored_at, restored_by",
  request_events:
    "id, local_id, request_id, action, from_status, to_status, user_id, authorized_by, tpv_id, data, created_at",
  loyalty_points: "id, local_id, client_id, request_id, points, created_at",
  clients: "id, local_id, created_at, updated_at, first_name, last_name, email, phone",
  client_addresses:
    "id, local_id, created_at, updated_at, client_id, address, city, town, postal_code, reference, principal, latitude, longitude",
};
/** Orders buffered before a COPY round (one transaction per round). */
const BATCH_ORDERS = 10_000;

async function folderBytes(dir) {
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    bytes += entry.isDirectory() ? await folderBytes(path) : statSync(path).size;
  }
  return bytes;
}

const args = parseArgs(process.argv.slice(2));
rand = mulberry32(args.seed);
const db = await openDb(args);
// BENCH_QUIET_SECONDS: how long to wait for a quiet machine (0 when the data only sets up a test).
const { quiet } = await waitForQuietMachine({ maxSeconds: Number(process.env.BENCH_QUIET_SECONDS ?? 300) });
console.log(`${db.kind}: generating ${args.orders.toLocaleString("en")} orders (seed ${args.seed})`);
const started = performance.now();
const meter = cpuMeter();
let result;
try {
  const restaurant = await loadRestaurant(db);
  const now = Date.now();
  const days = lastYearDays(restaurant.timezone, new Date(now));
  const perDay = ordersPerDay(days, args.orders);
  const buffers = {
    requests: new CopyBuffer("requests", COLUMNS.requests),
    rounds: new CopyBuffer("request_rounds", COLUMNS.request_rounds),
    items: new CopyBuffer("request_items", COLUMNS.request_items),
    options: new CopyBuffer("request_item_options", COLUMNS.request_item_options),
    payments: new CopyBuffer("payments", COLUMNS.payments),
    events: new CopyBuffer("request_events", COLUMNS.request_events),
    loyalty: new CopyBuffer("loyalty_points", COLUMNS.loyalty_points),
    clients: new CopyBuffer("clients", COLUMNS.clients),
    addresses: new CopyBuffer("client_addresses", COLUMNS.client_addresses),
  };
  const ids = {
    requests: new IdAllocator(db, "requests"),
    rounds: new IdAllocator(db, "request_rounds"),
    items: new IdAllocator(db, "request_items"),
    options: new IdAllocator(db, "request_item_options"),
    payments: new IdAllocator(db, "payments"),
    events: new IdAllocator(db, "request_events"),
    loyalty: new IdAllocator(db, "loyalty_points"),
    clients: new IdAllocator(db, "clients"),
    addresses: new IdAllocator(db, "client_addresses"),
  };
  const clientCount = Math.min(5_000, Math.max(200, Math.round(args.orders / 100)));
  await db.query("begin");
  const pickClient = await createClients(db, restaurant, clientCount, ids, buffers, days[0].start);
  await db.query("commit");

  // Foreign keys first: orders, then rounds, lines, their options, payments, events, points.
  const order = ["requests", "rounds", "items", "options", "payments", "events", "loyalty"];
  let buffered = 0;
  let done = 0;
  let rows = buffers.clients.total + buffers.addresses.total;
  // The database writes one batch while the next days are generated (the loop yields between
  // days so the driver can stream the COPY data meanwhile).
  let writing = Promise.resolve();
  const flush = () => {
    const batches = order.map((name) => buffers[name].take());
    const orders = buffered;
    buffered = 0;
    const previous = writing;
    writing = (async () => {
      await previous;
      await db.query("begin");
      for (const batch of batches) if (batch.count > 0) await db.copy(batch.table, batch.columns, batch.text);
      await db.query("commit");
      done += orders;
      rows += batches.reduce((sum, batch) => sum + batch.count, 0);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${done.toLocaleString("en")} orders, ${rows.toLocaleString("en")} rows, ${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString("en")} rows/s`,
      );
    })();
    // One batch in flight at most: memory stays bounded.
    return previous;
  };
  for (const [index, day] of days.entries()) {
    await writeDay(planDay(day, perDay[index], restaurant, pickClient, now), restaurant, ids, buffers);
    buffered += perDay[index];
    if (buffered >= BATCH_ORDERS) await flush();
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (buffered > 0) flush();
  await writing;
  for (const [name, last] of series)
    await db.query(
      `insert into request_serials (local_id, series, last_number) values ($1, $2, $3)
       on conflict (local_id, series) do update set last_number = excluded.last_number`,
      [restaurant.localId, name, last],
    );
  for (const allocator of Object.values(ids)) await allocator.release();
  const loadSeconds = (performance.now() - started) / 1000;
  const cpu = { ...meter.stop(), quiet };
  console.log(`loaded ${rows.toLocaleString("en")} rows in ${loadSeconds.toFixed(1)} s`);

  const vacuumStart = performance.now();
  await db.query(
    "vacuum analyze requests, request_rounds, request_items, request_item_options, payments, request_events, loyalty_points, request_serials, clients, client_addresses",
  );
  const vacuumSeconds = (performance.now() - vacuumStart) / 1000;
  const [{ bytes }] = await db.query("select pg_database_size(current_database())::float8 as bytes");
  result = {
    database: db.kind,
    orders: args.orders,
    seed: args.seed,
    rows,
    tables: Object.fromEntries(Object.values(buffers).map((buffer) => [buffer.table, buffer.total])),
    loadSeconds,
    rowsPerSecond: Math.round(rows / loadSeconds),
    vacuumSeconds,
    databaseMb: Math.round(bytes / 2 ** 20),
    series: Object.fromEntries(series),
    stats,
    date: new Date().toISOString().slice(0, 10),
    cpu,
  };
} finally {
  await db.close();
}
if (args.dataDir) result.folderMb = Math.round((await folderBytes(args.dataDir)) / 2 ** 20);

console.log(`
${result.database}: ${result.orders.toLocaleString("en")} orders, ${result.rows.toLocaleString("en")} rows in ${result.loadSeconds.toFixed(1)} s (${result.rowsPerSecond.toLocaleString("en")} rows/s), vacuum analyze ${result.vacuumSeconds.toFixed(1)} s
database size ${result.databaseMb} MB${result.folderMb === undefined ? "" : ` (folder on disk ${result.folderMb} MB)`}
CPU while loading (% of one core): generator ${result.cpu.self}%, PostgreSQL ${result.cpu.postgres}%, other processes ${result.cpu.others}%
rows per table: ${JSON.stringify(result.tables)}
serials: ${JSON.stringify(result.series)}
mix: ${JSON.stringify(stats)}`);

// ---------------------------------------------------------------------------------------
// README: one row per database kind; the other kind's last figures are kept.

const HEADING = "## Orders data (`npm run bench:data`)";
let runs = {};
try {
  const readme = readFileSync("bench/README.md", "utf8");
  const match = readme.match(/<!-- bench:data (.*) -->/);
  if (match) runs = JSON.parse(match[1]);
} catch {}
runs[result.database] = result;
const kinds = ["postgresql", "pglite"].filter((kind) => runs[kind]);
const pct = (part, whole) => `${((part / whole) * 100).toFixed(1)}%`;
const last = result;
const fmt = (n) => n.toLocaleString("en");
const cpuCell = (r) =>
  r.cpu
    ? `generator ${r.cpu.self}${r.database === "pglite" ? " (PGlite runs in it)" : ""}, PostgreSQL ${r.cpu.postgres}, others ${r.cpu.others}${r.cpu.quiet ? "" : " (busy machine)"}`
    : "";
const section = `${HEADING}

Measured on ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; the generator and the database on the same machine. \`npm run bench:data -- --orders N --database-url URL\` (or \`--data-dir DIR\` for PGlite) fills a database already migrated and seeded with the demo restaurant (its demo local without orders) with N closed orders over the 365 days before today, written with \`COPY\` (the \`pg\` driver's COPY FROM STDIN; PGlite's COPY from a blob), ${BATCH_ORDERS.toLocaleString("en")} orders per transaction. Load time includes generating the rows in Node (the money through the domain's own \`orderTotals\`, \`splitEvenly\`, \`splitByProducts\` and \`validateModifierSelection\`, run with tsx); \`vacuum analyze\` after it is timed apart.

| database | orders | rows | load s | rows/s | vacuum analyze s | database MB | CPU while loading, % of one core | measured |
|---|---|---|---|---|---|---|---|---|
${kinds
  .map((kind) => {
    const r = runs[kind];
    return `| ${kind} | ${fmt(r.orders)} | ${fmt(r.rows)} | ${r.loadSeconds.toFixed(1)} | ${fmt(r.rowsPerSecond)} | ${r.vacuumSeconds.toFixed(1)} | ${r.databaseMb}${r.folderMb === undefined ? "" : ` (folder ${r.folderMb})`} | ${cpuCell(r)} | ${r.date} |`;
  })
  .join("\n")}

Rows per table:

| table | ${kinds.join(" | ")} |
|---|${kinds.map(() => "---").join("|")}|
${Object.keys(last.tables)
  .map((table) => `| \`${table}\` | ${kinds.map((kind) => fmt(runs[kind].tables[table] ?? 0)).join(" | ")} |`)
  .join("\n")}

What the last run (${last.database}, ${fmt(last.orders)} orders, seed ${last.seed}) holds: kinds local ${pct(last.stats.kinds.local, last.orders)} (on the demo tables, 1–6 guests, up to 3 rounds), barra ${pct(last.stats.kinds.barra, last.orders)}, recoger ${pct(last.stats.kinds.recoger, last.orders)}, domicilio ${pct(last.stats.kinds.domicilio, last.orders)} (pickup and delivery for ${fmt(last.tables.clients)} clients created by the script, with ${fmt(last.tables.client_addresses)} addresses); ${pct(last.stats.statuses.payed, last.orders)} payed, ${pct(last.stats.statuses.finished, last.orders)} finished (closed without payment), ${pct(last.stats.statuses.invalidated, last.orders)} invalidated (half after closing, keeping their serial and giving their loyalty points back; half while open, without serial); ${pct(last.stats.splits, last.orders)} paid in several payments by price or by products, tips on ${pct(last.stats.tips, last.orders)}, discounts on ${pct(last.stats.discounts, last.orders)}; ${fmt(last.stats.lines)} lines, ${pct(last.stats.modifierLines, last.stats.lines)} with modifiers. Lunch (13–16 h) and dinner (20–23:30 h) peaks in the local's time zone, breakfasts and afternoons at the bar; Friday and Saturday busiest, Monday quietest, summer and December above the year's mean. Serials run gap-free per year in closing order (${Object.entries(
  last.series,
)
  .map(([name, n]) => `${name}: ${fmt(n)}`)
  .join(
    ", ",
  )}); closed orders are at process status \`received\` with one audit event per kitchen step. Not generated: print jobs, web (customer app) orders waiting for acceptance, deleted lines and riders. At this volume the 20 demo tables are taken several times over at the peaks: nothing stops two closed orders of one table from overlapping in time (only open ones are unique per table).

<!-- bench:data ${JSON.stringify(Object.fromEntries(kinds.map((kind) => [kind, runs[kind]])))} -->
`;
writeReadmeSection(HEADING, section);
