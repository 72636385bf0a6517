import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Backtest, ForecastReport } from "@comanda/domain";
import pg from "pg";
import { MANAGER } from "./api";
import { expect, test } from "./fixtures";
import { loginAs } from "./login-as";
import { type OwnServer, startOwnServer } from "./own-server";

/**
 * A forecast needs weeks of history that no API call can backdate: the local's year of orders
 * comes from the benchmark's generator (bench/orders-data.mjs, the same money rules as the
 * server), written into a server's own fresh demo database while the server is stopped.
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });

const ORDERS = 4000;
let own: OwnServer;
let dataDir: string;
/** On a PostgreSQL server when the test command made one (E2E_DATABASE_URL), else a PGlite folder. */
const PG_URL = process.env.E2E_DATABASE_URL;
const OWN_DATABASE = "comanda_e2e_predictions";

async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

function ownDatabaseUrl(): string {
  const url = new URL(PG_URL as string);
  url.pathname = `/${OWN_DATABASE}`;
  return url.toString();
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = await mkdtemp(join(tmpdir(), "comanda-e2e-predictions-data-"));
  let env: Record<string, string> = { DATA_DIR: dataDir };
  let target = ["--data-dir", dataDir];
  if (PG_URL) {
    await onPostgres(`drop database if exists ${OWN_DATABASE} with (force)`);
    await onPostgres(`create database ${OWN_DATABASE}`);
    env = { DATABASE_URL: ownDatabaseUrl() };
    target = ["--database-url", ownDatabaseUrl()];
  }
  // The server's seed script migrates and seeds the demo restaurant, as its first start would.
  const entry = process.env.E2E_SERVER_ENTRY ?? "apps/server/dist/index.js";
  execFileSync(process.execPath, [join(dirname(entry), "seed.js")], {
    stdio: "ignore",
    timeout: 120_000,
    env: { ...process.env, DATABASE_URL: "", ...env },
  });
  // The generator records its figures in the benchmarks' README; this run is no benchmark.
  const readme = await readFile("bench/README.md", "utf8");
  try {
    execFileSync("npx", ["tsx", "bench/orders-data.mjs", "--orders", String(ORDERS), ...target], {
      stdio: "ignore",
      timeout: 180_000,
      env: { ...process.env, BENCH_QUIET_SECONDS: "0" },
    });
  } finally {
    await writeFile("bench/README.md", readme);
  }
  own = await startOwnServer("predictions", env);
});

test.afterAll(async () => {
  await own?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (PG_URL) await onPostgres(`drop database if exists ${OWN_DATABASE} with (force)`);
});

test("a manager sees next week's forecast with its error against naive, and last month's top rules", async ({
  page,
  request,
}) => {
  const login = await request.post(`${own.base}/api/v1/auth/login`, {
    data: { email: MANAGER, password: "demo1234", from_client: "web", tpv: "barra" },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const answer = await request.post(`${own.base}/api/v1/reports/predictions/sales`, {
    headers: { Authorization: `Bearer ${token}`, TPV: "barra" },
    data: { horizon: 7 },
  });
  const report = ((await answer.json()) as { data: ForecastReport }).data;
  if (report.result.status !== "ok")
    throw new Error(`a year of orders gives a forecast: ${report.result.status}`);
  const backtest: Backtest = report.result.backtest;

  await loginAs(page, MANAGER, own.base);
  await page.goto(`${own.base}/reports`);
  await page.getByRole("tab", { name: "Previsiones" }).click({ timeout: 20_000 });

  // Next week, per day, with the interval and the backtest against "same weekday last week".
  const forecast = page.getByTestId("forecast");
  await expect(forecast).toBeVisible({ timeout: 30_000 });
  await expect(forecast.locator(".recharts-line")).toHaveCount(4);
  const mase = new Intl.NumberFormat("es", { maximumFractionDigits: 2 }).format(backtest.mase ?? 0);
  await expect(page.getByTestId("backtest-mase")).toHaveText(
    `Error frente a «mismo día de la semana anterior» (MASE): ${mase}`,
  );
  await expect(page.getByTestId("backtest-verdict")).toHaveText(
    backtest.better_than_naive
      ? "La previsión acierta más que las previsiones ingenuas."
      : /La previsión no es mejor que la ingenua/,
  );

  // The rules of the last 30 days, the strongest first.
  await page.getByRole("button", { name: "Periodo" }).click();
  await page.getByRole("button", { name: "Últimos 30 días", exact: true }).click();
  await page.keyboard.press("Escape");
  const rules = page.getByTestId("rules");
  await expect(rules).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Pedidos del periodo elegido: \d+/)).toBeVisible();
  const first = rules.locator("tbody tr").first();
  await expect(first).toBeVisible();
  const lifts = await rules.locator("tbody tr td:last-child").allInnerTexts();
  const numbers = lifts.map(Number);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

  // "Who ordered X also ordered" for the first rule's product.
  await first.getByRole("button").first().click();
  await expect(page.getByTestId("also-taken").locator("tbody tr").first()).toBeVisible({ timeout: 20_000 });
});
