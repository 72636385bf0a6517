import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, data, WAITER } from "./api";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

// The guest's phone: the QR is scanned and the menu tapped.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// Two or three sessions, the kitchen's and the tables' screens loading their code: a busy machine needs time.
test.describe.configure({ timeout: 120_000 });

/** A first visit loads the staff screens' chunks; on a busy machine that takes longer than expect's 5 s. */
const SLOW = { timeout: 30_000 };

/** Orders the guests placed, invalidated at the end (other flows read the same boards and tables). */
const opened: number[] = [];
interface CardFlags {
  local_orders: boolean;
  allow_tips: boolean;
  use_awards: boolean;
}
/** A loyalty award the menu shows while the card uses awards, removed at the end. */
const award = { name: `Postre gratis ${Date.now()}`, points: 120 };
let awardId: number | undefined;
let cardBefore: CardFlags | undefined;
let workHoursBefore: Record<string, unknown> | undefined;

async function admin(request: APIRequestContext) {
  return apiHeaders(request, "admin@demo.local");
}

test.beforeAll(async ({ request }) => {
  const headers = await admin(request);
  cardBefore = await data<CardFlags>(await request.get("/api/v1/settings/digital_card", { headers }));
  // Ordering from the table and the kiosk, and tips, are opted into (off in a fresh demo).
  await data(
    await request.put("/api/v1/settings/digital_card", {
      headers,
      data: { local_orders: true, allow_tips: true, use_awards: true },
    }),
  );
  const products = await data<{ results: Array<{ id: number }> }>(
    await request.get("/api/v1/products?page_size=1", { headers }),
  );
  awardId = (
    await data<{ id: number }>(
      await request.post("/api/v1/awards", {
        headers,
        data: { ...award, product: products.results[0]?.id },
      }),
    )
  ).id;
  // "As soon as possible" takeaway is refused while the local is closed: open all day, whatever
  // the hour the suite runs at.
  workHoursBefore = await data<Record<string, unknown>>(
    await request.get("/api/v1/settings/work_hours", { headers }),
  );
  const allDay = { open: true, intervals: [{ start: "00:00", end: "00:00" }] };
  await data(
    await request.put("/api/v1/settings/work_hours", {
      headers,
      data: Object.fromEntries(
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
          day,
          allDay,
        ]),
      ),
    }),
  );
});

test.afterAll(async ({ request }) => {
  const headers = await admin(request);
  for (const id of opened.splice(0)) {
    const invalidated = await request.post("/api/v1/requests/invalidate", {
      headers,
      data: { id, reason: "Fin de la prueba" },
    });
    expect(invalidated.ok(), await invalidated.text()).toBe(true);
  }
  if (workHoursBefore !== undefined)
    await data(await request.put("/api/v1/settings/work_hours", { headers, data: workHoursBefore }));
  if (awardId !== undefined)
    expect((await request.delete(`/api/v1/awards/${awardId}`, { headers })).ok()).toBe(true);
  if (cardBefore !== undefined) {
    const { local_orders, allow_tips, use_awards } = cardBefore;
    await data(
      await request.put("/api/v1/settings/digital_card", {
        headers,
        data: { local_orders, allow_tips, use_awards },
      }),
    );
  }
});

/** Opens a dish from the menu with a tap. */
async function openDish(page: Page, name: string) {
  await page.getByRole("button", { name: `Añadir: ${name}` }).tap();
  return page.getByRole("dialog", { name });
}

test("a guest scans table S3's QR and orders two dishes with options; the kitchen gets them and the waiter sees S3 busy", async ({
  page,
  request,
  browser,
}) => {
  const headers = await admin(request);
  const tables = await data<{ results: Array<{ id: number; name: string; qr: string }> }>(
    await request.get("/api/v2/tables/list_bar", { headers }),
  );
  const s3 = tables.results.find((table) => table.name === "S3");
  expect(s3, "the demo's table S3").toBeDefined();

  await page.goto(`/carta?mesa=${s3?.qr}`);
  await expect(page.getByText("Mesa S3")).toBeVisible(SLOW);
  await expect(page.getByRole("heading", { level: 2, name: "Carnes" })).toBeVisible();

  // A burger: its doneness and side are required; with chips comes a sauce, and two extra cheeses.
  const burger = await openDish(page, "Hamburguesa de ternera");
  const add = burger.getByRole("button", { name: /^Añadir al pedido/ });
  await expect(add).toBeDisabled();
  await burger.getByRole("button", { name: "Al punto", exact: true }).tap();
  await burger.getByRole("button", { name: "Patatas fritas", exact: true }).tap();
  await burger.getByRole("button", { name: "Alioli", exact: true }).tap();
  await burger.getByRole("button", { name: "Uno más de Queso" }).tap();
  await burger.getByRole("button", { name: "Uno más de Queso" }).tap();
  await expect(add).toBeEnabled();
  await add.tap();
  await expect(burger).toBeHidden();

  const chicken = await openDish(page, "Pollo al ajillo");
  await chicken.getByRole("button", { name: "Ensalada", exact: true }).tap();
  await chicken.getByRole("button", { name: /^Añadir al pedido/ }).tap();

  await page.getByRole("button", { name: /^Ver pedido \(2\)/ }).tap();
  await expect(page.getByText("Al punto, Patatas fritas, Alioli, 2 × Queso")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Pedir a la mesa" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: "Mi pedido" })).toBeVisible(SLOW);
  await expect(page.getByText("2 × Queso", { exact: false })).toBeVisible();

  const command = await data<{ id: number } | null>(
    await request.get(`/api/v1/commands/get_command?table=${s3?.id}`, { headers }),
  );
  expect(command, "S3's open command").not.toBeNull();
  if (command) opened.push(command.id);

  // The kitchen's board shows both dishes on S3's card.
  const staff = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    hasTouch: false,
    isMobile: false,
  });
  try {
    const kitchen = await staff.newPage();
    await loginAs(kitchen, "cocina@demo.local", "", "Comandas");
    const card = kitchen.getByRole("article", { name: "Mesa S3" });
    await expect(card).toBeVisible(SLOW);
    await expect(card).toContainText("Hamburguesa de ternera");
    await expect(card).toContainText("Pollo al ajillo");

    // The waiter's tables screen: S3 is busy.
    const waiterContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      hasTouch: false,
      isMobile: false,
    });
    try {
      const waiter = await waiterContext.newPage();
      await loginAs(waiter, WAITER);
      await waiter.locator("label").filter({ hasText: "Salón" }).click();
      await expect(waiter.getByRole("button", { name: /^Mesa S3,/ })).toHaveAttribute(
        "data-status",
        "busy",
        SLOW,
      );
    } finally {
      await waiterContext.close();
    }
  } finally {
    await staff.close();
  }
});

test("a guest orders for pickup; staff accept it later than asked and the guest's page shows the new time", async ({
  page,
  request,
}) => {
  // The client is found by e-mail and phone: a new pair makes a new client named as typed.
  const stamp = Date.now();
  const guest = `Invitada ${stamp}`;
  await page.goto("/carta");
  // The card uses awards: the guest reads what points are worth.
  const awards = page.getByRole("region", { name: "Premios" });
  await expect(awards.getByRole("heading", { name: award.name })).toBeVisible(SLOW);
  await expect(awards).toContainText("120 puntos");
  const croquetas = await openDish(page, "Croquetas de jamón");
  await croquetas.getByRole("button", { name: "Uno más de Croquetas de jamón" }).tap();
  await croquetas.getByRole("button", { name: /^Añadir al pedido/ }).tap();
  await page.getByRole("button", { name: /^Ver pedido \(2\)/ }).tap();

  await expect(page.getByRole("radio", { name: "Recoger" })).toBeChecked();
  await page.getByLabel("Nombre").fill(guest);
  await page.getByLabel("Teléfono").fill(`6${String(stamp).slice(-8)}`);
  await page.getByLabel("Correo").fill(`invitada-${stamp}@example.com`);
  // Paid by card at pickup, with a tip of a tenth of the order shown in its total.
  await page.getByRole("radio", { name: "Con tarjeta" }).tap();
  const totalText = (await page.getByText(/^Total: /).textContent()) ?? "";
  const totalCents = Math.round(Number(totalText.replace(/[^\d,]/g, "").replace(",", ".")) * 100);
  await page.getByRole("radio", { name: /^10 % · / }).tap();
  const tipCents = Math.round(totalCents / 10);
  const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")}\u00a0€`;
  await expect(page.getByText(/^Propina: /)).toHaveText(`Propina: ${euros(tipCents)}`);
  await expect(page.getByText(/^Total: /)).toHaveText(`Total: ${euros(totalCents + tipCents)}`);
  await page.getByRole("button", { name: "Enviar pedido" }).tap();
  await expect(page.getByRole("status")).toHaveText(
    "Pedido enviado. Esperando a que el local lo acepte.",
    SLOW,
  );

  // Staff find the web order on the delivery board's list and accept it 30 minutes late.
  const headers = await admin(request);
  const board = await data<{
    results: Array<{
      id: number;
      client_data: { first_name: string } | null;
      credit_card: boolean;
      tip_amount: number;
    }>;
  }>(await request.get("/api/v1/requests/delivery", { headers }));
  const order = board.results.find((row) => row.client_data?.first_name === guest);
  expect(order, "the guest's pickup order on the delivery board").toBeDefined();
  if (!order) return;
  expect(order.credit_card).toBe(true);
  expect(Math.round(order.tip_amount * 100)).toBe(tipCents);
  opened.push(order.id);
  await data(
    await request.post("/api/v1/requests/accept_invalidate", {
      headers,
      data: { id: order.id, is_accepted: true, order_time_delay: 30 },
    }),
  );

  // Within a poll the guest reads the acceptance and the new time (HH:mm on the local's clock).
  await expect(page.getByRole("status")).not.toHaveText(/Esperando/, SLOW);
  await expect(page.getByText(/^Nueva hora: \d\d:\d\d$/)).toBeVisible();
});

test("the counter's kiosk goes back to its start with an empty cart after a while without a touch", async ({
  page,
}) => {
  await page.goto("/carta?kiosk=1&idle=12");
  await page.getByRole("button", { name: "Toca para empezar" }).tap(SLOW);
  const croquetas = await openDish(page, "Croquetas de jamón");
  await croquetas.getByRole("button", { name: /^Añadir al pedido/ }).tap();
  await expect(page.getByRole("button", { name: /^Ver pedido \(1\)/ })).toBeVisible();

  // Untouched: a countdown first, then the start screen; the next guest finds an empty cart.
  await expect(
    page.getByRole("alertdialog", { name: /^¿Sigues ahí\? Volvemos al inicio en \d+ s$/ }),
  ).toBeVisible(SLOW);
  await page.getByRole("button", { name: "Toca para empezar" }).tap(SLOW);
  await expect(page.getByRole("button", { name: /^Añadir: / }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Ver pedido/ })).toBeHidden();
});

test("a guest books a table from the menu when the digital card offers bookings", async ({
  page,
  request,
}) => {
  const headers = await admin(request);
  const card = await data<{ bookings: boolean }>(
    await request.get("/api/v1/settings/digital_card", { headers }),
  );
  await data(await request.put("/api/v1/settings/digital_card", { headers, data: { bookings: true } }));
  const stamp = Date.now();
  const email = `reserva-${stamp}@example.com`;
  // Tomorrow on the restaurant's clock: the demo's dinner shift is open every day.
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toLocaleDateString("sv-SE", {
    timeZone: "Europe/Madrid",
  });
  try {
    await page.goto("/carta");
    await page.getByRole("button", { name: "Reservar mesa" }).tap(SLOW);
    await page.getByLabel("Fecha").fill(tomorrow);
    await page.getByRole("radio", { name: /^20:00–23:30/ }).check();
    await page.getByLabel("Personas").fill("3");
    await page.getByLabel("Nombre", { exact: true }).fill("Reserva");
    await page.getByLabel("Apellidos").fill(`Carta ${stamp}`);
    await page.getByLabel("Correo").fill(email);
    await page.getByLabel("Teléfono").fill(`7${String(stamp).slice(-8)}`);
    await page.getByRole("button", { name: "Reservar", exact: true }).tap();
    await expect(page.getByRole("status")).toHaveText(
      `Reserva hecha para el ${tomorrow} a las 20:00. Te hemos enviado un correo.`,
      SLOW,
    );
  } finally {
    const day = await data<{ results: Array<{ id: number }> }>(
      await request.get(`/api/v2/reservations/get_by?date_from=${tomorrow}&date_to=${tomorrow}`, { headers }),
    );
    // The guest's booking, found by the e-mail typed (the public answer carries no id).
    for (const booking of day.results.filter((row) => JSON.stringify(row).includes(email))) {
      const cancelled = await request.delete(`/api/v2/reservations/${booking.id}`, { headers });
      expect(cancelled.ok(), await cancelled.text()).toBe(true);
    }
    await data(
      await request.put("/api/v1/settings/digital_card", { headers, data: { bookings: card.bookings } }),
    );
  }
});
