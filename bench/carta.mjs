// The customer's digital menu's first load (issue 34): what a guest's phone downloads when it
// opens /carta from a table's QR (JavaScript as the server sends it: brotli, and gzip level 9
// for comparison) and how soon the menu answers a tap, with the CPU throttled 4× (a cheap
// phone). The staff login, measured in the same run, is the baseline.
// Usage: npm run bench:carta   (BENCH_RUNS visits per page, default 7;
// BENCH_CARTA_PORT the server's port; WEB_DIST another build; BENCH_SERVER_ENTRY another server;
// BENCH_CARTA_DATABASE_URL an empty PostgreSQL database instead of PGlite, which seeds slowly on a busy machine)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { launchChromium, startServer, stopServer, writeReadmeSection } from "./lib.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CPU_SLOWDOWN = 4;
const JS_BUDGET_KB = 100;
const INTERACTIVE_BUDGET_MS = 1500;
const DIST = process.env.WEB_DIST ?? "apps/web/dist";
const PORT = Number(process.env.BENCH_CARTA_PORT ?? 3430);
// A phone: what the QR is scanned with.
const CONTEXT = {
  locale: "es-ES",
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A signed-in manager's call, to find the table whose QR the guest scans and to open ordering. */
async function staffCall(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      Site: base,
      ...(token ? { Authorization: `Bearer ${token}`, TPV: "barra" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(payload)}`);
  return payload.data;
}

async function tableQr(base) {
  const { token } = await staffCall(base, undefined, "POST", "/api/v1/auth/login", {
    email: "admin@demo.local",
    password: "demo1234",
    from_client: "web",
    tpv: "barra",
  });
  // The guest orders from the table: the add buttons show only with table ordering on.
  await staffCall(base, token, "PUT", "/api/v1/settings/digital_card", { local_orders: true });
  const tables = await staffCall(base, token, "GET", "/api/v2/tables/list_bar");
  const s3 = tables.results.find((table) => table.name === "S3");
  if (!s3?.qr) throw new Error("the demo's table S3 has no QR token");
  return s3.qr;
}

/**
 * One cold visit (new context, empty cache, CPU slowed down). `ready` resolves once the page can
 * be used; for the menu, the first dish's add button is then tapped and the time until its
 * sheet opens is the time to interactive (the tap is answered by the page's own code).
 */
async function visit(browser, url, ready) {
  const context = await browser.newContext(CONTEXT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const scripts = new Map();
  page.on("response", async (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.endsWith(".js")) return;
    const sizes = await response
      .request()
      .sizes()
      .catch(() => undefined);
    scripts.set(path, {
      encoding: response.headers()["content-encoding"] ?? "identity",
      // The body's bytes on the wire (compressed as served), without headers.
      served: sizes?.responseBodySize ?? 0,
    });
  });
  await page.goto(url, { waitUntil: "commit" });
  const interactive = await ready(page);
  await page.waitForLoadState("networkidle");
  await context.close();
  return { scripts, interactive };
}

const menuReady = async (page) => {
  const add = page.getByRole("button", { name: /^Añadir: / }).first();
  await add.waitFor({ timeout: 60_000 });
  await add.tap();
  await page.getByRole("dialog").waitFor({ timeout: 60_000 });
  return page.evaluate(() => performance.now());
};

const loginReady = async (page) => {
  await page.getByRole("button", { name: "Entrar" }).waitFor({ timeout: 60_000 });
  await page.getByLabel("Correo").tap();
  return page.evaluate(() => performance.now());
};

function sizes(scripts) {
  let served = 0;
  let gzip = 0;
  const encodings = new Set();
  for (const [path, script] of scripts) {
    served += script.served;
    encodings.add(script.encoding);
    gzip += gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length;
  }
  return { files: scripts.size, served, gzip, encodings: [...encodings].join(", ") };
}

async function measure(browser, url, ready) {
  const visits = [];
  for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, url, ready));
  return { ...sizes(visits[0].scripts), interactive: median(visits.map((v) => v.interactive)) };
}

// Times are only comparable on a quiet machine: the section names the load it was measured under.
const loadAtStart = loadavg()[0].toFixed(1);
const dataDir = mkdtempSync(join(tmpdir(), "comanda-bench-carta-"));
const { child, base } = await startServer(
  { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_CARTA_DATABASE_URL ?? "", WEB_DIST: resolve(DIST) },
  PORT,
);
const browser = await launchChromium();
let carta;
let kiosk;
let login;
try {
  const qr = await tableQr(base);
  carta = await measure(browser, `${base}/carta?mesa=${qr}`, menuReady);
  kiosk = await measure(browser, `${base}/carta?kiosk=1`, async (page) => {
    await page.getByRole("button", { name: "Toca para empezar" }).tap({ timeout: 60_000 });
    return menuReady(page);
  });
  login = await measure(browser, `${base}/login`, loginReady);
} finally {
  await browser.close();
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}

const row = (label, r) =>
  `| ${label} | ${r.files} | ${kb(r.served)} (${r.encodings}) | ${kb(r.gzip)} | ${Math.round(r.interactive)} |`;
const met = (ok) => (ok ? "met" : "NOT met");
const section = `## Digital menu first load (\`npm run bench:carta\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadAtStart} at the start; production build served by the real server on the same machine (fresh demo, table ordering on); headless Debian Chromium as a phone (390×844, touch), CPU throttled ${CPU_SLOWDOWN}× through the DevTools protocol, empty cache on every visit; median of ${RUNS} visits. *Served*: the JavaScript bodies' bytes on the wire, as the server compressed them; *gzip*: the same files at gzip level 9. *Interactive*: from navigation start until a tap on the first dish's add button has opened its sheet (for the login: until the e-mail field takes a tap).

| page | JS files | JS served KB | JS gzip KB | interactive ms |
|---|---|---|---|---|
${row("`/carta?mesa=…` (table S3)", carta)}
${row("`/carta?kiosk=1` (after the start tap)", kiosk)}
${row("`/login` (baseline: the staff app)", login)}

Targets: the menu's first load ships < ${JS_BUDGET_KB} KB of JavaScript compressed → **${kb(carta.served)} KB served, ${kb(carta.gzip)} KB gzip** (${met(carta.served / 1024 < JS_BUDGET_KB && carta.gzip / 1024 < JS_BUDGET_KB)}); interactive in < ${INTERACTIVE_BUDGET_MS} ms at ${CPU_SLOWDOWN}× CPU → **${Math.round(carta.interactive)} ms** (${met(carta.interactive < INTERACTIVE_BUDGET_MS)}).
`;
console.log(section);
writeReadmeSection("## Digital menu first load (", section);
