// The single check (`npm test`): format and lint, types, unit and integration tests,
// build, end-to-end tests when there are any. Ends with one line: "N passed, N failed".
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createInterface } from "node:readline";

const steps = [];
let passed = 0;
let failed = 0;

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

function check(name, command, args, env) {
  if (run(name, command, args, env)) passed += 1;
  else failed += 1;
}

function hasE2eTests() {
  return existsSync("e2e") && readdirSync("e2e").some((file) => file.endsWith(".spec.ts"));
}

function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return true;
  console.log("Installing Debian's chromium for the end-to-end tests…");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  const apt = (...args) =>
    spawnSync(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args, {
      stdio: "inherit",
      env: { ...process.env, ...env },
    }).status === 0;
  return apt("update") && apt("install", "-y", "chromium");
}

check("format and lint", "npx", ["biome", "check", "."]);
check("types", "npx", ["tsc", "-b"]);

const report = ".vitest-report.json";
rmSync(report, { force: true });
run("unit and integration tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
]);
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, "utf8"));
  passed += results.numPassedTests;
  // A file that fails to load has no failed test but makes the run unsuccessful: count it once.
  failed += results.numFailedTests === 0 && !results.success ? 1 : results.numFailedTests;
} else {
  failed += 1;
}

check("build", "npm", ["run", "build"]);

/**
 * With a PostgreSQL server at hand (TEST_DATABASE_URL, as in CI), a fresh database for one
 * Playwright run's server: native PostgreSQL spends far less CPU than the embedded PGlite, and
 * the flows share two cores with the browsers. Without one, the server uses PGlite.
 */
async function e2eDatabase(label) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const { default: pg } = await import("pg");
  const name = `comanda_e2e_${label.replace(/\W/g, "_")}_${process.pid}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * One Playwright run with its own server and database (its port), its output lines prefixed
 * when several run at once; answers the run's counts, or null when it left no report.
 */
async function playwright(label, args, port) {
  const report = `.playwright-report-${label}.json`;
  rmSync(report, { force: true });
  const databaseUrl = await e2eDatabase(label);
  return new Promise((resolve) => {
    const child = spawn("npx", ["playwright", "test", ...args], {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        E2E_PORT: String(port),
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}),
      },
    });
    const prefix = (stream, out) =>
      createInterface({ input: stream }).on("line", (line) => out.write(`[${label}] ${line}\n`));
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on("close", () =>
      resolve(existsSync(report) ? JSON.parse(readFileSync(report, "utf8")).stats : null),
    );
  });
}

/**
 * The README's pictures first, on a fresh demo; then the flows in shards that run at the same
 * time, each on its own server and database, so no flow sees another shard's data.
 */
async function endToEnd() {
  const started = Date.now();
  const base = Number(process.env.E2E_PORT ?? 3100);
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  const runs = [await playwright("readme", ["--project=readme"], base)];
  runs.push(
    ...(await Promise.all(
      Array.from({ length: shards }, (_, index) =>
        playwright(
          `flows-${index + 1}`,
          [
            "--project=flows",
            "--no-deps",
            `--shard=${index + 1}/${shards}`,
            `--output=test-results/shard-${index + 1}`,
          ],
          base + 1 + index,
        ),
      ),
    )),
  );
  let ok = true;
  for (const stats of runs) {
    if (!stats) {
      failed += 1;
      ok = false;
      continue;
    }
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
    if (stats.unexpected + stats.flaky > 0) ok = false;
  }
  steps.push({ name: "end-to-end tests", ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

if (hasE2eTests()) {
  console.log("\n▶ end-to-end tests: npx playwright test (README pictures, then the flows in shards)");
  if (ensureChromium()) await endToEnd();
  else failed += 1;
}

console.log("\nSteps:");
for (const step of steps) console.log(`  ${step.ok ? "✓" : "✗"} ${step.name} (${step.seconds} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
