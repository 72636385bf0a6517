// Web first-load benchmark (issue 3): what a cold visit to /login, to the root URL (what a user
// types; it ends on the login) and to the tables screen downloads (JavaScript and CSS, gzipped as
// a server would send them), and how long the first render takes in headless Chromium with the
// CPU throttled 4× (a cheap touch terminal). Then the order screen under a 2,000-product menu
// (bench/order-screen.mjs).
// Usage: npm run bench:web   (BENCH_RUNS sets the visits per route, default 7; BENCH_OPENS the
// order screen's rounds, default 9; BENCH_WEB_PORT the server's port; WEB_DIST another build;
// BASELINE_WEB_DIST an earlier build whose /login and / are measured in the same run, for the
// table's baseline rows; BENCH_FIRST_LOAD_ONLY=1 leaves the order screen out)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { launchChromium, signedInState, startServer, stopServer, writeReadmeSection } from "./lib.mjs";
import { benchOrderScreen, orderScreenSection } from "./order-screen.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CPU_SLOWDOWN = 4;
const LOGIN_JS_BUDGET_KB = 150;
const DIST = process.env.WEB_DIST ?? "apps/web/dist";
const BASELINE_DIST = process.env.BASELINE_WEB_DIST;
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3420);

// Spanish, the default language: the headings waited for are the Spanish ones.
const CONTEXT = { locale: "es-ES", viewport: { width: 1280, height: 800 } };

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipped = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Every chunk of the build with its raw and gzipped size. */
function chunkTable() {
  const dir = join(DIST, "assets");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".js") || file.endsWith(".css"))
    .map((file) => ({ file, raw: readFileSync(join(dir, file)).length, gzip: gzipped(join(dir, file)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * One cold visit (new context: empty cache) with the CPU slowed down. Returns the files the
 * page fetched and two times from navigation start: first contentful paint, and the moment
 * the screen's heading is on screen (the app has rendered, not just the HTML shell).
 */
async function visit(browser, url, heading, storageState) {
  const context = await browser.newContext({ ...CONTEXT, storageState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const files = new Set();
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith("/assets/")) files.add(path.slice("/assets/".length));
  });
  await page.goto(url, { waitUntil: "commit" });
  await page.getByRole("heading", { name: heading }).waitFor({ timeout: 60_000 });
  const rendered = await page.evaluate(() => performance.now());
  const fcp = await page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
  );
  await page.waitForLoadState("networkidle");
  await context.close();
  return { files: [...files], rendered, fcp };
}

function sizesOf(files, dist) {
  const total = (extension) =>
    files.filter((f) => f.endsWith(extension)).reduce((sum, f) => sum + gzipped(join(dist, "assets", f)), 0);
  return { js: total(".js"), css: total(".css"), count: files.length };
}

async function measureRoute(browser, base, route, heading, storageState, dist = DIST) {
  const visits = [];
  for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, `${base}${route}`, heading, storageState));
  return {
    route,
    ...sizesOf(visits[0].files, dist),
    files: visits[0].files,
    rendered: median(visits.map((v) => v.rendered)),
    fcp: median(visits.map((v) => v.fcp)),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "comanda-bench-web-"));
const { child, base } = await startServer(
  { DATA_DIR: dataDir, DATABASE_URL: "", WEB_DIST: resolve(DIST) },
  PORT,
);
const browser = await launchChromium();
let login;
let root;
let tables;
const baseline = [];
try {
  login = await measureRoute(browser, base, "/login", "Iniciar sesión");
  root = await measureRoute(browser, base, "/", "Iniciar sesión");
  tables = await measureRoute(
    browser,
    base,
    "/requests/tables_requests/",
    "Mesas",
    await signedInState(browser, base, CONTEXT),
  );
  if (BASELINE_DIST) baseline.push(...(await measureBaseline(browser)));
} finally {
  await browser.close();
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}

/** The first load of the earlier build, served by a server of its own, in this same run. */
async function measureBaseline(browser) {
  const baselineData = mkdtempSync(join(tmpdir(), "comanda-bench-web-baseline-"));
  const server = await startServer(
    { DATA_DIR: baselineData, DATABASE_URL: "", WEB_DIST: resolve(BASELINE_DIST) },
    PORT + 1,
  );
  try {
    return [
      await measureRoute(browser, server.base, "/login", "Iniciar sesión", undefined, BASELINE_DIST),
      await measureRoute(browser, server.base, "/", "Iniciar sesión", undefined, BASELINE_DIST),
    ];
  } finally {
    await stopServer(server.child);
    rmSync(baselineData, { recursive: true, force: true });
  }
}

const chunks = chunkTable();
const routeRow = (r, label = "") =>
  `| \`${r.route}\`${label} | ${r.count} | ${kb(r.js)} | ${kb(r.css)} | ${Math.round(r.fcp)} | ${Math.round(r.rendered)} |`;
const withinBudget = (r) => (r.js / 1024 <= LOGIN_JS_BUDGET_KB ? "met" : "NOT met");
const section = `## Web first load (\`npm run bench:web\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; production build served by the real server on the same machine; headless Debian Chromium, 1280×800, CPU throttled ${CPU_SLOWDOWN}×, empty cache on every visit; median of ${RUNS} visits. Sizes are gzip level 9 of the files the visit fetched.

| route | files | JS gzip KB | CSS gzip KB | first contentful paint ms | heading rendered ms |
|---|---|---|---|---|---|
${[login, root, tables]
  .map((r) => routeRow(r))
  .concat(baseline.map((r) => routeRow(r, " (baseline)")))
  .join("\n")}

Target: the first load of /login ships at most ${LOGIN_JS_BUDGET_KB} KB of JavaScript gzipped → **${kb(login.js)} KB** (${withinBudget(login)}); the root URL, which ends on the login without a session, the same budget → **${kb(root.js)} KB** (${withinBudget(root)}).${baseline.length > 0 ? ` Baseline rows: the build in \`${BASELINE_DIST}\`, measured in the same run on a server of its own.` : ""}

Chunks of the build (largest first):

| chunk | raw KB | gzip KB | loaded by /login |
|---|---|---|---|
${chunks.map((c) => `| \`${c.file}\` | ${kb(c.raw)} | ${kb(c.gzip)} | ${login.files.includes(c.file) ? "yes" : ""} |`).join("\n")}
`;
console.log(section);
writeReadmeSection("## Web first load (", section);

if (process.env.BENCH_FIRST_LOAD_ONLY !== "1") {
  const orderScreen = orderScreenSection(await benchOrderScreen({ port: PORT, webDist: DIST }));
  console.log(orderScreen);
  writeReadmeSection("## Web order screen (", orderScreen);
}
