import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow, data, MANAGER, menuProductId, WAITER } from "./api";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const ADMIN = "admin@demo.local";
/** A first visit loads the section's chunks; on a busy machine that takes longer than expect's 5 s. */
const FIRST_PAINT = { timeout: 20_000 };
const ts = Date.now();

test.describe.configure({ timeout: 120_000 });

type Kind = "recoger" | "domicilio";
interface Slot {
  starts_at: string;
  start: string;
}
interface PlacedOrder {
  id: number;
  status: string;
  process_status: string;
  dealer: number | null;
  order_time_delay: number | null;
}

/** Tomorrow in the local's zone: slots from now on are always offered, whatever the hour of the run. */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** What every flow of this file needs: a whole-day shift, a client with an address, a rider, a product. */
interface Setup {
  headers: Record<string, string>;
  shift: number;
  day: string;
  client: { id: number; name: string; phone: string; email: string };
  rider: { id: number; name: string };
  croquetas: number;
}

async function setUp(request: APIRequestContext, tag: string): Promise<Setup> {
  const headers = await apiHeaders(request);
  await clearBoard(request, headers);
  const shift = await createRow(request, headers, "/api/v1/shifts", { start_at: "00:00", end_at: "00:00" });
  const phone = `600 ${String(ts).slice(-3)} ${tag === "desk" ? "111" : "222"}`;
  const email = `lucia.${tag}.${ts}@example.com`;
  const last = `Gómez ${tag} ${ts}`;
  const client = await createRow(request, headers, "/api/v1/clients", {
    first_name: "Lucía",
    last_name: last,
    phone,
    email,
    addresses: [{ address: "Calle Mayor 3", postal_code: "28013", town: "Madrid", principal: true }],
  });
  const admin = await apiHeaders(request, ADMIN);
  const roles = await data<{ results: Array<{ id: number; name: string }> }>(
    await request.get("/api/v1/roles", { headers: admin, params: { page_size: 200 } }),
  );
  const riderRole = roles.results.find((role) => role.name === "Repartidor");
  expect(riderRole).toBeDefined();
  const riderLast = `Moto ${tag} ${ts}`;
  const rider = await createRow(request, headers, "/api/v1/users", {
    username: `moto.${tag}.${ts}`,
    first_name: "Pablo",
    last_name: riderLast,
    email: `moto.${tag}.${ts}@example.com`,
    password: "demo1234",
    role_id: riderRole?.id,
  });
  const croquetas = await menuProductId(request, headers, "Croquetas de jamón");
  return {
    headers,
    shift,
    day: tomorrow(),
    client: { id: client, name: `Lucía ${last}`, phone, email },
    rider: { id: rider, name: `Pablo ${riderLast}` },
    croquetas: croquetas ?? 0,
  };
}

/** The first slot of the kind still offered tomorrow (a delivery slot takes one order by default). */
async function freeSlot(request: APIRequestContext, setup: Setup, kind: Kind): Promise<Slot> {
  const slots = await data<{ results: Slot[] }>(
    await request.get("/api/v1/settings/shifts_times", {
      headers: setup.headers,
      params: { kind, date: setup.day },
    }),
  );
  const slot = slots.results[0];
  expect(slot).toBeDefined();
  return slot as Slot;
}

/** An order as the customer app (from_client) or the phone at the counter sends it. */
async function placeOrder(
  request: APIRequestContext,
  setup: Setup,
  kind: Kind,
  { fromClient, qty }: { fromClient: boolean; qty: number },
): Promise<{ id: number; slot: Slot }> {
  const slot = await freeSlot(request, setup, kind);
  const id = await createRow(request, setup.headers, `/api/v1/requests/${kind}`, {
    client: setup.client.id,
    products: [{ id: setup.croquetas, qty }],
    shift_time: slot.starts_at,
    delivery_date: setup.day,
    soon_as_possible: false,
    from_client: fromClient,
  });
  return { id, slot };
}

async function orderOf(request: APIRequestContext, setup: Setup, id: number): Promise<PlacedOrder> {
  return data<PlacedOrder>(await request.get(`/api/v1/requests/${id}`, { headers: setup.headers }));
}

/** Refuses the web orders still waiting and closes the rest: each flow counts the board's orders from empty. */
async function clearBoard(request: APIRequestContext, headers: Record<string, string>) {
  const board = await data<{ results: PlacedOrder[] }>(
    await request.get("/api/v1/requests/delivery", { headers }),
  );
  for (const order of board.results.filter((open) => open.status === "required"))
    await request.post("/api/v1/requests/accept_invalidate", {
      headers,
      data: { id: order.id, is_accepted: false },
    });
  await request.post("/api/v1/requests/close_all_domicile_pickup", { headers, data: {} });
}

async function tearDown(request: APIRequestContext, setup: Setup | undefined) {
  if (!setup) return;
  await clearBoard(request, setup.headers);
  await request.delete(`/api/v1/shifts/${setup.shift}`, { headers: setup.headers });
}

async function openBoard(page: Page, email = MANAGER) {
  await loginAs(page, email);
  await page.goto("/requests/delivery");
  await expect(page.getByRole("heading", { level: 1, name: "Domicilio" })).toBeVisible(FIRST_PAINT);
}

const card = (scope: Page | Locator, kind: "Domicilio" | "Recoger", id: number) =>
  scope.getByRole("article", { name: `${kind} · pedido ${id}`, exact: true });
const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("the pickup and delivery board", () => {
  let setup: Setup | undefined;
  test.afterAll(async ({ request }) => tearDown(request, setup));

  test("staff accept a web delivery with a delay, give it a rider and take it to the door; refuse a web order; move a pickup order; close all", async ({
    page,
    request,
  }) => {
    setup = await setUp(request, "desk");
    const web = await placeOrder(request, setup, "domicilio", { fromClient: true, qty: 2 });
    const counter = await placeOrder(request, setup, "recoger", { fromClient: false, qty: 1 });
    await openBoard(page);

    // The web order stands out on top, waiting to be accepted, with everything the rider needs.
    const incoming = page.getByRole("region", { name: /pedidos? web por aceptar/ });
    await expect(incoming).toHaveAccessibleName("1 pedido web por aceptar");
    const webCard = card(incoming, "Domicilio", web.id);
    await expect(webCard).toContainText("Web");
    await expect(webCard).toContainText(`Mañana · Franja ${web.slot.start}`);
    await expect(webCard).toContainText(setup.client.name);
    await expect(webCard.getByRole("link", { name: setup.client.phone })).toHaveAttribute(
      "href",
      `tel:${setup.client.phone.replace(/\s/g, "")}`,
    );
    await expect(webCard).toContainText("Calle Mayor 3, 28013 Madrid");
    await expect(webCard).toContainText("2 × Croquetas de jamón");
    await expect(webCard).toContainText("Total 17,00 €");
    await expect(webCard).toContainText("Por cobrar 17,00 € · Efectivo");
    await expect(card(column(page, "Pedido"), "Recoger", counter.id)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A second web order arrives while the board is open: it shows without a reload.
    const refused = await placeOrder(request, setup, "recoger", { fromClient: true, qty: 1 });
    await expect(incoming).toHaveAccessibleName("2 pedidos web por aceptar");
    await expect(card(incoming, "Recoger", refused.id)).toBeVisible();

    // Accepted 15 minutes later than asked: the card moves to the first column with its new time.
    await webCard.getByRole("button", { name: `Aceptar Domicilio · pedido ${web.id}` }).click();
    const acceptDialog = page.getByRole("dialog", { name: `Aceptar el pedido ${web.id}` });
    await expect(acceptDialog).toBeVisible();
    await acceptDialog.getByRole("button", { name: /^\+15 min · \d\d:\d\d$/ }).click();
    await expect(page.getByText(`Pedido ${web.id} aceptado.`)).toBeVisible();
    await expect(acceptDialog).toBeHidden();
    const accepted = card(column(page, "Pedido"), "Domicilio", web.id);
    await expect(accepted).toContainText(/\d\d:\d\d \(\+15 min\)/);

    // The rider is one of the local's employees.
    await accepted.getByRole("combobox", { name: "Repartidor" }).click();
    await page.getByRole("option", { name: setup.rider.name }).click();
    await expect(accepted.getByRole("combobox", { name: "Repartidor" })).toHaveValue(setup.rider.name);
    await expect
      .poll(async () => (await orderOf(request, setup as Setup, web.id)).dealer)
      .toBe(setup.rider.id);

    // Refused: the order leaves the board and the client gets a mail.
    await card(incoming, "Recoger", refused.id)
      .getByRole("button", { name: `Rechazar Recoger · pedido ${refused.id}` })
      .click();
    const refuseDialog = page.getByRole("dialog", { name: `Rechazar el pedido ${refused.id}` });
    await expect(refuseDialog).toContainText("se avisará al cliente por correo");
    await refuseDialog.getByRole("button", { name: "Rechazar" }).click();
    await expect(page.getByText(`Pedido ${refused.id} rechazado; se avisa al cliente.`)).toBeVisible();
    await expect(page.getByRole("article", { name: `Recoger · pedido ${refused.id}` })).toBeHidden();
    await expect(page.getByRole("region", { name: /pedidos? web por aceptar/ })).toBeHidden();
    expect((await orderOf(request, setup, refused.id)).status).toBe("invalidated");
    const mails = await data<{ results: Array<{ to: string }> }>(
      await request.get("/api/v1/mail_outbox", {
        headers: await apiHeaders(request, ADMIN),
        params: { page_size: 50 },
      }),
    );
    expect(mails.results.map((mail) => mail.to)).toContain(setup.client.email);

    // The delivery order goes through every step, one tap each, column after column.
    const steps: Array<[string, string]> = [
      ["Empezar a preparar", "En preparación"],
      ["Listo", "Listo para recoger"],
      ["Sale con el repartidor", "En camino"],
    ];
    for (const [step, next] of steps) {
      await page.getByRole("button", { name: `Domicilio · pedido ${web.id}: ${step}`, exact: true }).click();
      await expect(card(column(page, next), "Domicilio", web.id)).toBeVisible();
    }
    // Delivered unpaid is not an option: the rider's cash at the door is taken in the same step.
    await page.getByRole("button", { name: `Domicilio · pedido ${web.id}: Entregado`, exact: true }).click();
    const handOver = page.getByRole("dialog", { name: `Entregar Domicilio · pedido ${web.id}` });
    await expect(handOver).toContainText("tiene 17,00 € por cobrar");
    await handOver.getByRole("button", { name: "Cobrado en efectivo al entregar (17,00 €)" }).click();
    await expect(page.getByText(`Domicilio · pedido ${web.id} cobrado y entregado`)).toBeVisible();
    await expect(page.getByRole("article", { name: `Domicilio · pedido ${web.id}` })).toBeHidden();
    expect(await orderOf(request, setup, web.id)).toMatchObject({
      status: "payed",
      process_status: "received",
    });

    // The pickup order is made and waits at the counter.
    await page
      .getByRole("button", { name: `Recoger · pedido ${counter.id}: Empezar a preparar`, exact: true })
      .click();
    await expect(card(column(page, "En preparación"), "Recoger", counter.id)).toBeVisible();
    await page.getByRole("button", { name: `Recoger · pedido ${counter.id}: Listo`, exact: true }).click();
    const ready = card(column(page, "Listo para recoger"), "Recoger", counter.id);
    await expect(ready).toBeVisible();
    await expect(
      ready.getByRole("button", { name: `Recoger · pedido ${counter.id}: Recogido` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // End of the service: everything open is charged and closed, after a confirmation.
    await page.getByRole("button", { name: "Cerrar todos" }).click();
    const closeDialog = page.getByRole("dialog", { name: "Cerrar todos los pedidos" });
    await expect(closeDialog).toContainText("Se cobrará y cerrará 1 pedido abierto");
    await closeDialog.getByRole("button", { name: "Cerrar todos" }).click();
    await expect(page.getByText("1 pedido cerrado.")).toBeVisible();
    await expect(page.getByText("No hay pedidos de recoger ni a domicilio abiertos.")).toBeVisible();
    expect((await orderOf(request, setup, web.id)).status).toBe("payed");
    expect((await orderOf(request, setup, counter.id)).status).toBe("payed");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  let setup: Setup | undefined;
  test.afterAll(async ({ request }) => tearDown(request, setup));

  test("the counter accepts a web order on time and a web delivery with a delay and a rider, and moves an order on, one tab per step", async ({
    page,
    request,
    browser,
  }) => {
    setup = await setUp(request, "phone");
    const web = await placeOrder(request, setup, "recoger", { fromClient: true, qty: 3 });
    const phoned = await placeOrder(request, setup, "domicilio", { fromClient: false, qty: 1 });
    const webDelivery = await placeOrder(request, setup, "domicilio", { fromClient: true, qty: 2 });
    await openBoard(page);

    const incoming = page.getByRole("region", { name: /pedidos? web por aceptar/ });
    await expect(incoming).toHaveAccessibleName("2 pedidos web por aceptar");
    await expect(card(incoming, "Recoger", web.id)).toContainText("3 × Croquetas de jamón");
    await expectNoSeriousA11yViolations(page);
    await card(incoming, "Recoger", web.id)
      .getByRole("button", { name: `Aceptar Recoger · pedido ${web.id}` })
      .click();
    await page
      .getByRole("dialog", { name: `Aceptar el pedido ${web.id}` })
      .getByRole("button", { name: `A su hora · ${web.slot.start}` })
      .click();
    await expect(page.getByText(`Pedido ${web.id} aceptado.`)).toBeVisible();
    await expect(incoming).toHaveAccessibleName("1 pedido web por aceptar");

    // The web delivery is accepted later than asked, by the longest of the delays the settings
    // allow (each offered with its new time), then given to a rider.
    const { orders_time: allowed } = await data<{ orders_time: number[] }>(
      await request.get("/api/v1/settings/domicile_pickup", { headers: setup.headers }),
    );
    const delay = allowed[allowed.length - 1] ?? 0;
    await card(incoming, "Domicilio", webDelivery.id)
      .getByRole("button", { name: `Aceptar Domicilio · pedido ${webDelivery.id}` })
      .click();
    const acceptDialog = page.getByRole("dialog", { name: `Aceptar el pedido ${webDelivery.id}` });
    const delayOption = (minutes: number | string) =>
      acceptDialog.getByRole("button", { name: new RegExp(`^\\+${minutes} min · \\d\\d:\\d\\d$`) });
    await expect(delayOption("\\d+")).toHaveCount(allowed.length);
    for (const minutes of allowed) await expect(delayOption(minutes)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await delayOption(delay).click();
    await expect(page.getByText(`Pedido ${webDelivery.id} aceptado.`)).toBeVisible();
    await expect(acceptDialog).toBeHidden();
    await expect(incoming).toBeHidden();
    const delayed = card(page, "Domicilio", webDelivery.id);
    await expect(delayed).toContainText(new RegExp(`\\d\\d:\\d\\d \\(\\+${delay} min\\)`));
    await delayed.getByRole("combobox", { name: "Repartidor" }).click();
    await page.getByRole("option", { name: setup.rider.name }).click();
    await expect(delayed.getByRole("combobox", { name: "Repartidor" })).toHaveValue(setup.rider.name);
    await expect
      .poll(async () => {
        const { dealer, order_time_delay } = await orderOf(request, setup as Setup, webDelivery.id);
        return { dealer, order_time_delay };
      })
      .toEqual({ dealer: setup.rider.id, order_time_delay: delay });

    // One column at a time: the tabs count their orders.
    await expect(page.getByRole("tab", { name: "Pedido (3)" })).toHaveAttribute("aria-selected", "true");
    await expect(card(page, "Recoger", web.id)).toBeVisible();
    await page
      .getByRole("button", { name: `Domicilio · pedido ${phoned.id}: Empezar a preparar`, exact: true })
      .click();
    await expect(page.getByRole("tab", { name: "Pedido (2)" })).toBeVisible();
    await expect(card(page, "Domicilio", phoned.id)).toBeHidden();
    await page.getByRole("tab", { name: "En preparación (1)" }).click();
    await expect(card(page, "Domicilio", phoned.id)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A waiter, who may not list the staff, still gives a delivery to a rider.
    const waiter = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openBoard(waiter, WAITER);
    await waiter.getByRole("tab", { name: "En preparación (1)" }).click();
    const delivery = card(waiter, "Domicilio", phoned.id);
    await delivery.getByRole("combobox", { name: "Repartidor" }).click();
    await waiter.getByRole("option", { name: setup.rider.name }).click();
    await expect(delivery.getByRole("combobox", { name: "Repartidor" })).toHaveValue(setup.rider.name);
    await expect
      .poll(async () => (await orderOf(request, setup as Setup, phoned.id)).dealer)
      .toBe(setup.rider.id);
    await waiter.close();
  });
});
