// The single check (`npm test`): format and lint, types, unit and integration tests,
// build, end-to-end tests when there are any. Ends with one line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";

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

if (hasE2eTests()) {
  if (ensureChromium()) {
    const e2eReport = ".playwright-report.json";
    rmSync(e2eReport, { force: true });
    run("end-to-end tests", "npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
    if (existsSync(e2eReport)) {
      const stats = JSON.parse(readFileSync(e2eReport, "utf8")).stats;
      passed += stats.expected;
      failed += stats.unexpected + stats.flaky;
    } else {
      failed += 1;
    }
  } else {
    failed += 1;
  }
}

console.log("\nSteps:");
for (const step of steps) console.log(`  ${step.ok ? "✓" : "✗"} ${step.name} (${step.seconds} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
