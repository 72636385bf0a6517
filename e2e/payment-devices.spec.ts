import { type FakeCashmatic, startFakeCashmatic } from "../apps/server/test/fake-cashmatic";
import { type FakeDojo, startFakeDojo } from "../apps/server/test/fake-dojo";
import { data } from "./api";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";
import { type OwnServer, startOwnServer } from "./own-server";

// Issue 32 in Chromium, on a touch till: the payment dialog drives a card terminal (Dojo Pay at
// Counter) and a cash machine (Cashmatic), both local fakes speaking their protocols, so this
// spec runs its own server pointed at them. A waiter charges a table by card with a tip (the
// terminal asks for the signature), another in cash through the machine with change, and a
// declined card leaves the table open with its amount pending.

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

const WAITER = "camarero@demo.local";
let dojo: FakeDojo;
let cash: FakeCashmatic;
let own: OwnServer;

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  dojo = await startFakeDojo({ pollsToSettle: 3 });
  cash = await startFakeCashmatic({ readsPerStep: 4 });
  own = await startOwnServer("devices", {
    DOJO_URL: dojo.url,
    DOJO_API_KEY: dojo.apiKey,
    CASHMATIC_URL: cash.url,
    CASHMATIC_USERNAME: cash.username,
    CASHMATIC_PASSWORD: cash.password,
  });
  const headers = await managerHeaders(request);
  await data(
    await request.put(`${own.base}/api/v1/settings/global`, {
      headers,
      data: { use_payment_terminal: true, use_cashmatic: true },
    }),
  );
  // Every till charges on the fake's terminal (the waiter signs in at the first one).
  const tills = await data<{ results: Array<{ id: number }> }>(
    await request.get(`${own.base}/api/v1/tpv?page_size=50`, { headers }),
  );
  for (const till of tills.results)
    await data(
      await request.post(`${own.base}/api/v1/payments/dojo/till_terminal`, {
        headers,
        data: { tpv: till.id, terminal_id: dojo.terminalId },
      }),
    );
});

test.afterAll(async () => {
  await own?.stop();
  await dojo?.close();
  await cash?.close();
});

async function managerHeaders(request: APIRequestContext) {
  const login = await data<{ token: string }>(
    await request.post(`${own.base}/api/v1/auth/login`, {
      data: { email: "admin@demo.local", password: "demo1234", from_client: "web", tpv: "barra" },
    }),
  );
  return { Authorization: `Bearer ${login.token}`, TPV: "barra" };
}

/** A table with one plate of croquetas (8,50 €), sent to the kitchen through the API: its order's id. */
async function tableWithCroquetas(request: APIRequestContext, name: string) {
  const headers = await managerHeaders(request);
  const rows = async (path: string) =>
    (
      await data<{ results: Array<{ id: number; name: string }> }>(
        await request.get(`${own.base}${path}`, { headers }),
      )
    ).results;
  const table = (await rows("/api/v2/tables/list_bar")).find((row) => row.name === name)?.id;
  const croquetas = (await rows("/api/v1/products/list_bar")).find(
    (row) => row.name === "Croquetas de jamón",
  )?.id;
  const order = await data<{ id: number }>(
    await request.post(`${own.base}/api/v1/commands`, {
      headers,
      data: { table, command_guests: 2, products: [{ id: croquetas, qty: 1 }] },
    }),
  );
  return order.id;
}

const tableButton = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^Mesa ${name},`) });

async function openCharge(page: Page, name: string) {
  await tableButton(page, name).tap();
  await page.getByRole("button", { name: "Cobrar", exact: true }).tap();
  const payment = page.getByRole("dialog", { name: `Cobrar · mesa ${name}` });
  await expect(payment.getByTestId("payment-pending")).toHaveText("8,50 €");
  return payment;
}

test("a waiter charges a table by card with a tip; the terminal asks for the signature, then approves", async ({
  page,
  request,
}) => {
  await tableWithCroquetas(request, "S1");
  dojo.setOutcome("signature");
  await loginAs(page, WAITER, own.base);
  const payment = await openCharge(page, "S1");
  const command = Number(new URL(page.url()).searchParams.get("command"));
  await payment.locator("label", { hasText: "Tarjeta" }).tap();
  await payment.getByRole("button", { name: "2,00 €" }).tap();
  await payment.getByRole("button", { name: "Cobrar 10,50 € y cerrar" }).tap();

  const terminal = page.getByRole("dialog", { name: "Cobro con datáfono" });
  await expect(terminal.getByTestId("device-amount")).toHaveText("Importe: 10,50 €");
  await expect(terminal.getByText("Propina incluida: 2,00 €")).toBeVisible();
  await expect(terminal.getByTestId("device-status")).toContainText("Esperando la tarjeta");
  // The terminal was asked for the bill and the tip together.
  expect(dojo.intents().at(-1)?.amount).toEqual({ value: 1050, currencyCode: "EUR" });

  await expect(terminal.getByTestId("device-status")).toContainText("pide firma", { timeout: 15_000 });
  await terminal.getByRole("button", { name: "Firma correcta" }).tap();
  // Approved: the table is closed and the waiter is back on the tables.
  await expect(page.getByText("Mesa S1 cobrada y libre.")).toBeVisible({ timeout: 15_000 });
  await expect(tableButton(page, "S1")).toHaveAttribute("data-status", "available");
  // The payment keeps the terminal's transaction and the card, masked.
  const kept = await data<{ status: string; card: string; transaction_id: string; payment: number }>(
    await request.post(`${own.base}/api/v1/payments/dojo/transaction`, {
      headers: await managerHeaders(request),
      data: { command },
    }),
  );
  expect(kept).toMatchObject({ status: "approved", card: "VISA •••• 4242" });
  expect(kept.transaction_id).toMatch(/^tr_/);
});

test("a table paid in cash through the machine: what goes in and the change, live", async ({
  page,
  request,
}) => {
  await tableWithCroquetas(request, "S2");
  cash.setOutcome("pay");
  await loginAs(page, WAITER, own.base);
  const payment = await openCharge(page, "S2");
  await payment.locator("label", { hasText: "Efectivo" }).tap();
  await payment.getByRole("button", { name: "Cobrar 8,50 € y cerrar" }).tap();

  const machine = page.getByRole("dialog", { name: "Cobro con máquina de efectivo" });
  await expect(machine.getByTestId("device-inserted")).toHaveText("10,00 €", { timeout: 15_000 });
  await expect(machine.getByTestId("device-change")).toHaveText("1,50 €", { timeout: 15_000 });
  await expect(page.getByText("Mesa S2 cobrada y libre.")).toBeVisible({ timeout: 10_000 });
  expect(cash.transactions().at(-1)).toMatchObject({ end: "normal", inserted: 1000, dispensed: 150 });
});

test("a declined card leaves the table open with its amount pending", async ({ page, request }) => {
  await tableWithCroquetas(request, "S3");
  dojo.setOutcome("decline");
  await loginAs(page, WAITER, own.base);
  const payment = await openCharge(page, "S3");
  await payment.locator("label", { hasText: "Tarjeta" }).tap();
  await payment.getByRole("button", { name: "Cobrar 8,50 € y cerrar" }).tap();

  const terminal = page.getByRole("dialog", { name: "Cobro con datáfono" });
  await expect(terminal.getByTestId("device-problem")).toHaveText("Tarjeta rechazada", { timeout: 15_000 });
  await terminal.getByRole("button", { name: "Cerrar" }).tap();
  await expect(terminal).toBeHidden();
  await expect(payment.getByTestId("payment-pending")).toHaveText("8,50 €");
  await page.goto(`${own.base}/requests/tables_requests/`);
  await expect(tableButton(page, "S3")).not.toHaveAttribute("data-status", "available");
});

test("a till that reloads mid-payment finds the card payment again and sees it approved", async ({
  page,
  request,
}) => {
  await tableWithCroquetas(request, "S4");
  dojo.setOutcome("slow");
  await loginAs(page, WAITER, own.base);
  const payment = await openCharge(page, "S4");
  await payment.locator("label", { hasText: "Tarjeta" }).tap();
  await payment.locator("label", { hasText: "Importe" }).first().tap();
  await payment.getByLabel("Importe a cobrar").fill("5");
  await payment.getByRole("button", { name: "Cobrar 5,00 €" }).tap();
  const terminal = page.getByRole("dialog", { name: "Cobro con datáfono" });
  await expect(terminal.getByTestId("device-status")).toContainText("Esperando la tarjeta");

  // The till reloads while the customer is still at the terminal; the card then pays.
  await page.reload();
  const resumed = page.getByRole("dialog", { name: "Cobro con datáfono" });
  await expect(resumed.getByTestId("device-amount")).toHaveText("Importe: 5,00 €", { timeout: 15_000 });
  const session = dojo.sessions().at(-1);
  if (!session) throw new Error("no terminal session");
  dojo.settle(session.id, "Captured");
  await expect(resumed.getByTestId("device-status")).toContainText("Cobro aprobado", { timeout: 15_000 });
  await expect(resumed).toBeHidden({ timeout: 10_000 });
  await expect(
    page.getByRole("dialog", { name: "Cobrar · mesa S4" }).getByTestId("payment-pending"),
  ).toHaveText("3,50 €");
});

test("a bar order charged by card on the terminal is closed once approved", async ({ page, request }) => {
  const headers = await managerHeaders(request);
  await data(
    await request.put(`${own.base}/api/v1/settings/global`, {
      headers,
      data: { close_barra_order_auto: true },
    }),
  );
  dojo.setOutcome("approve");
  await loginAs(page, WAITER, own.base);
  await page.goto(`${own.base}/requests/new-bar-request`);
  await page.getByRole("textbox", { name: "Buscar producto" }).fill("croquetas");
  await page.getByRole("button", { name: /^Croquetas de jamón, / }).tap();
  await page
    .getByRole("region", { name: "Ticket", exact: true })
    .getByRole("button", { name: "Cobrar" })
    .tap();
  const pay = page.getByRole("dialog", { name: "Cobrar en barra" });
  await pay.locator("label", { hasText: "Tarjeta" }).tap();
  await pay.getByRole("button", { name: "Cobrar 8,50 € y cerrar" }).tap();

  const terminal = page.getByRole("dialog", { name: "Cobro con datáfono" });
  await expect(terminal.getByTestId("device-amount")).toHaveText("Importe: 8,50 €");
  const paid = page.getByText(/^Pedido de barra \d+ cobrado y cerrado\.$/);
  await expect(paid).toBeVisible({ timeout: 15_000 });
  await expect(terminal).toBeHidden();
  const id = Number((await paid.textContent())?.match(/\d+/)?.[0]);
  const order = await data<{ status: string; payments: Array<{ credit_card: boolean }> }>(
    await request.get(`${own.base}/api/v1/requests/${id}`, { headers }),
  );
  expect(order).toMatchObject({ status: "payed", payments: [{ credit_card: true }] });
  expect(dojo.intents().at(-1)?.amount).toEqual({ value: 850, currencyCode: "EUR" });
});

test("a manager picks the card terminal of each till in Settings → TPV", async ({ page, request }) => {
  await loginAs(page, "admin@demo.local", own.base);
  await page.goto(`${own.base}/settings?tab=tpvs`);
  await expect(page.getByRole("heading", { name: "Datáfono de cada TPV" })).toBeVisible({ timeout: 20_000 });
  const terminal = page.getByRole("combobox", { name: "Datáfono de Terraza" });
  await expect(terminal).toHaveValue(`${dojo.terminalId} · Available`);
  await terminal.click();
  await page.getByRole("option", { name: /^tm_comanda_2/ }).click();
  await expect(page.getByText("Datáfono de Terraza guardado")).toBeVisible();
  const saved = await data<{ tills: Array<{ terminal_id: string }> }>(
    await request.get(`${own.base}/api/v1/payments/dojo/terminals`, {
      headers: await managerHeaders(request),
    }),
  );
  expect(saved.tills.map((till) => till.terminal_id)).toContain("tm_comanda_2");
});

test("a card charged for a table closed meanwhile is refunded by the manager on the terminal", async ({
  page,
  request,
}) => {
  const headers = await managerHeaders(request);
  const command = await tableWithCroquetas(request, "S6");
  // The card is asked for; meanwhile the table is closed in cash; then the card pays.
  dojo.setOutcome("slow");
  const started = await data<{ id: number }>(
    await request.post(`${own.base}/api/v1/payments/dojo`, {
      headers,
      data: { command, mode: "all", idempotency_key: `e2e-refund-${Date.now()}` },
    }),
  );
  await data(
    await request.post(`${own.base}/api/v1/commands/close_command`, {
      headers,
      data: { id: command, credit_card: false },
    }),
  );
  const session = dojo.sessions().at(-1);
  if (!session) throw new Error("no terminal session");
  dojo.settle(session.id, "Captured");
  const left = await data<{ status: string }>(
    await request.post(`${own.base}/api/v1/payments/dojo/transaction`, { headers, data: { id: started.id } }),
  );
  expect(left.status).toBe("unrecorded");

  dojo.setOutcome("approve");
  await loginAs(page, "admin@demo.local", own.base);
  await page.goto(`${own.base}/printers/box_report`);
  const charges = page.getByRole("region", { name: "Cobros sin pago en un pedido" });
  const row = charges.getByTestId(`unresolved-charge-${started.id}`);
  await expect(row).toContainText("Mesa S6", { timeout: 20_000 });
  await expect(row).toContainText("8,50 €");
  await expect(row).toContainText("VISA •••• 4242");
  await row.getByRole("button", { name: "Devolver en el datáfono" }).tap();
  await expect(page.getByText("Pasa la tarjeta por el datáfono para devolver 8,50 €")).toBeVisible();
  await expect(row).toBeHidden({ timeout: 20_000 });
  expect(dojo.intents().find((intent) => intent.id === session.intentId)?.refundedAmount).toBe(850);
});

test("a manager gives the local its own Dojo account in Settings → TPV; the key is never shown again", async ({
  page,
  request,
}) => {
  const ownAccount = await startFakeDojo({ apiKey: "sk_local_own_account", terminals: ["tm_local_own"] });
  try {
    await loginAs(page, "admin@demo.local", own.base);
    await page.goto(`${own.base}/settings?tab=tpvs`);
    await expect(
      page.getByRole("heading", { name: "Cuenta del datáfono y máquina de efectivo de este local" }),
    ).toBeVisible({
      timeout: 20_000,
    });
    const form = page.locator("form").filter({
      has: page.getByRole("heading", { name: "Cuenta del datáfono y máquina de efectivo de este local" }),
    });
    await expect(
      form
        .getByRole("group", { name: "Datáfono (Dojo)" })
        .getByText("Sin clave propia, el local usa la cuenta configurada en el servidor."),
    ).toBeVisible();
    const key = form.getByLabel("Clave de la API de Dojo");
    await key.tap();
    await key.fill("sk_local_own_account");
    const url = form.getByLabel("Dirección de la API de Dojo");
    await url.tap();
    await url.fill("not an address");
    await form.getByRole("button", { name: "Guardar" }).tap();
    // A bad address is refused on the field and nothing is stored.
    await expect(form.getByText("Debe ser una dirección http:// o https://")).toBeVisible();
    const stored = async () =>
      data<{ has_dojo_api_key: boolean; dojo_url: string | null }>(
        await request.get(`${own.base}/api/v1/payments/devices/credentials`, {
          headers: await managerHeaders(request),
        }),
      );
    await expect.poll(async () => (await stored()).has_dojo_api_key).toBe(false);
    await url.fill(ownAccount.url);
    await form.getByRole("button", { name: "Guardar" }).tap();
    await expect(page.getByText("Datos de los dispositivos guardados")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Guardada. Escriba otra para cambiarla; vacía, se mantiene.")).toBeVisible();
    // The local's own account lists its own terminals; the key never comes back to the page.
    await expect(page.getByRole("combobox", { name: "Datáfono de Terraza" })).toBeVisible();
    await page.getByRole("combobox", { name: "Datáfono de Terraza" }).tap();
    await expect(page.getByRole("option", { name: /^tm_local_own/ })).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press("Escape");
    expect(await stored()).toMatchObject({ has_dojo_api_key: true, dojo_url: ownAccount.url });
    expect(await page.content()).not.toContain("sk_local_own_account");
  } finally {
    await data(
      await request.put(`${own.base}/api/v1/payments/devices/credentials`, {
        headers: await managerHeaders(request),
        data: {
          dojo_api_key: null,
          dojo_url: null,
          dojo_software_house_id: null,
          dojo_reseller_id: null,
          cashmatic_url: null,
          cashmatic_username: null,
          cashmatic_password: null,
        },
      }),
    );
    await ownAccount.close();
  }
});
