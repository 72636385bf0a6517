import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow } from "./api";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const tile = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}, `) });

/** Waits for the confirmation `message` and answers the order number it gives. */
async function orderNumberIn(page: Page, message: RegExp): Promise<number> {
  const confirmation = page.getByText(message);
  await expect(confirmation).toBeVisible();
  return Number((await confirmation.textContent())?.match(/\d+/)?.[0]);
}

async function addProduct(page: Page, search: string, name: string) {
  await page.getByRole("textbox", { name: "Buscar producto" }).fill(search);
  await tile(page, name).click();
}

async function startOther(page: Page, kind: "Barra" | "Para recoger" | "A domicilio") {
  await page.getByRole("button", { name: "Otro pedido" }).click();
  await page.getByRole("menuitem", { name: kind }).click();
}

/** A delivery for the client with `phone`, who has no address: sending says the spec's message and stays. */
async function deliveryRefusedWithoutAddress(page: Page, phone: string) {
  await startOther(page, "A domicilio");
  await addProduct(page, "croquetas", "Croquetas de jamón");
  await page.getByLabel("Buscar cliente").fill(phone);
  await page.getByRole("group", { name: "Clientes encontrados" }).getByRole("button").first().click();
  await expect(page.getByText("Este cliente no tiene direcciones.")).toBeVisible();
  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  await expect(page.getByText("Un pedido a domicilio necesita una dirección").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "A domicilio" })).toBeVisible();
}

/**
 * With closing on payment on (turned off again after each bar flow), a bar order charged in
 * cash with change is closed at once: the till is empty again and the server has it paid.
 */
async function barOrderClosedOnPayment(
  page: Page,
  request: APIRequestContext,
  order: { products: Array<[search: string, name: string]>; total: string; tendered: string; change: string },
) {
  const headers = await apiHeaders(request, "admin@demo.local");
  const saved = await request.put("/api/v1/settings/global", {
    headers,
    data: { close_barra_order_auto: true },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await loginAs(page, "camarero@demo.local");
  await startOther(page, "Barra");
  for (const [search, name] of order.products) await addProduct(page, search, name);
  // The ticket's own button (a phone also has it in the ticket bar at the bottom).
  await page
    .getByRole("region", { name: "Ticket", exact: true })
    .getByRole("button", { name: "Cobrar" })
    .click();
  const pay = page.getByRole("dialog", { name: "Cobrar en barra" });
  await expect(pay.getByTestId("bar-total")).toHaveText(order.total);
  await pay.getByLabel("Entregado").fill(order.tendered);
  await expect(pay.getByTestId("payment-change")).toHaveText(order.change);
  await expectNoSeriousA11yViolations(page);
  await pay.getByRole("button", { name: `Cobrar ${order.total} y cerrar` }).click();
  const id = await orderNumberIn(page, /^Pedido de barra \d+ cobrado y cerrado\.$/);
  await expect(page.getByRole("group", { name: "Por enviar" })).toBeHidden();
  await expect(page.getByTestId("ticket-total")).toHaveText("0,00 €");
  const stored = await request.get(`/api/v1/requests/${id}`, { headers });
  expect(((await stored.json()) as { data: { status: string; kind: string } }).data).toMatchObject({
    kind: "barra",
    status: "payed",
  });
}

test("a pickup order for a new client in a time slot: without a client it says so, then it reaches the delivery board", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The kitchen's service hours, which the slots are cut from.
  await createRow(request, await apiHeaders(request), "/api/v1/shifts", {
    start_at: "09:00",
    end_at: "23:00",
  });
  await loginAs(page, "camarero@demo.local");
  await startOther(page, "Para recoger");
  await expect(page.getByRole("heading", { level: 1, name: "Para recoger" })).toBeVisible();
  await addProduct(page, "croquetas", "Croquetas de jamón");

  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  await expect(page.getByText("El pedido necesita un cliente").first()).toBeVisible();

  const phone = `6${String(Date.now()).slice(-8)}`;
  await page.getByRole("button", { name: "Nuevo cliente" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo cliente" });
  await dialog.getByLabel("Nombre").fill("Lucía Recoger");
  await dialog.getByLabel("Teléfono").fill(phone);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Cambiar de cliente (ahora Lucía Recoger)" })).toBeVisible();

  await page.getByRole("switch", { name: "Lo antes posible" }).uncheck();
  const slots = page.getByRole("group", { name: "Horas libres" }).getByRole("button");
  await page.getByRole("button", { name: "Mañana" }).click();
  await expect(slots.first()).toBeVisible();
  const slot = (await slots.first().getAttribute("aria-label")) ?? "";
  await slots.first().click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  const id = await orderNumberIn(page, /^Pedido para recoger \d+ enviado a cocina\.$/);
  await expect(page.getByRole("heading", { level: 1, name: "Domicilio" })).toBeVisible();
  await expect(page.getByText("Lucía Recoger").first()).toBeVisible();
  expect(slot).toMatch(/^De \d\d:\d\d a \d\d:\d\d$/);

  // The client calls back: she comes as soon as she can. The sent order is changed on its screen.
  const card = page.getByRole("article", { name: `Recoger · pedido ${id}`, exact: true });
  await card.getByRole("button", { name: "Abrir pedido" }).click();
  await page.getByRole("button", { name: "Cliente y entrega" }).click();
  const edit = page.getByRole("dialog", { name: `Cliente y entrega · Recoger · pedido ${id}` });
  await expect(edit.getByRole("button", { name: "Cambiar de cliente (ahora Lucía Recoger)" })).toBeVisible();
  await edit.getByRole("switch", { name: "Lo antes posible" }).check();
  await expectNoSeriousA11yViolations(page);
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(`Recoger · pedido ${id}: cliente y entrega guardados.`)).toBeVisible();
  await expect(edit).toBeHidden();
  const stored = await request.get(`/api/v1/requests/${id}`, { headers: await apiHeaders(request) });
  expect((await stored.json()).data).toMatchObject({ soon_as_possible: true, shift_time: null });
});

test("a delivery order for a client without an address is refused with the spec's message; another client's principal address is taken", async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request);
  const phone = `7${String(Date.now()).slice(-8)}`;
  await createRow(request, headers, "/api/v1/clients", { first_name: "Sin Señas", phone });
  await loginAs(page, "camarero@demo.local");
  await deliveryRefusedWithoutAddress(page, phone);

  // Another client with two addresses: the principal one is the delivery's until another is chosen.
  const otherPhone = `7${String(Date.now() + 1).slice(-8)}`;
  const client = await createRow(request, headers, "/api/v1/clients", {
    first_name: "Con Señas",
    phone: otherPhone,
    addresses: [{ address: "Calle Norte 1" }, { address: "Calle Sur 2", principal: true }],
  });
  await page.getByRole("button", { name: "Cambiar de cliente (ahora Sin Señas)" }).click();
  await page.getByLabel("Buscar cliente").fill(otherPhone);
  await page
    .getByRole("group", { name: "Clientes encontrados" })
    .getByRole("button", { name: /Con Señas/ })
    .click();
  await expect(page.getByRole("radio", { name: /Calle Sur 2/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Calle Norte 1/ })).not.toBeChecked();
  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  const id = await orderNumberIn(page, /^Pedido a domicilio \d+ enviado a cocina\.$/);
  const addresses = (
    (await (await request.get(`/api/v1/clients/${client}`, { headers })).json()) as {
      data: { addresses: Array<{ id: number; address: string }> };
    }
  ).data.addresses;
  const stored = await request.get(`/api/v1/requests/${id}`, { headers });
  expect(((await stored.json()) as { data: { address: number } }).data.address).toBe(
    addresses.find((address) => address.address === "Calle Sur 2")?.id,
  );
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a pickup for a new client goes out in a time slot, and a delivery for a client without an address is refused", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const headers = await apiHeaders(request);
    await createRow(request, headers, "/api/v1/shifts", { start_at: "09:00", end_at: "23:00" });
    const n = Date.now();
    const addressless = `8${String(n).slice(-8)}`;
    await createRow(request, headers, "/api/v1/clients", { first_name: "Sin Calle", phone: addressless });
    await loginAs(page, "camarero@demo.local");

    await startOther(page, "Para recoger");
    await expect(page.getByRole("heading", { level: 1, name: "Para recoger" })).toBeVisible();
    await addProduct(page, "tarta", "Tarta de queso");
    await page.getByRole("button", { name: "Nuevo cliente" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo cliente" });
    await dialog.getByLabel("Nombre").fill("Pablo Móvil");
    await dialog.getByLabel("Teléfono").fill(`6${String(n).slice(-8)}`);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Cambiar de cliente (ahora Pablo Móvil)" })).toBeVisible();
    await page.getByRole("switch", { name: "Lo antes posible" }).uncheck();
    await page.getByRole("button", { name: "Mañana" }).click();
    const slot = page.getByRole("group", { name: "Horas libres" }).getByRole("button").first();
    await expect(slot).toHaveAccessibleName(/^De \d\d:\d\d a \d\d:\d\d$/);
    await slot.click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Enviar a cocina" }).click();
    const id = await orderNumberIn(page, /^Pedido para recoger \d+ enviado a cocina\.$/);
    await expect(page.getByRole("heading", { level: 1, name: "Domicilio" })).toBeVisible();
    const stored = await request.get(`/api/v1/requests/${id}`, { headers });
    const order = (
      (await stored.json()) as {
        data: { kind: string; soon_as_possible: boolean; shift_time: string | null };
      }
    ).data;
    expect(order).toMatchObject({ kind: "recoger", soon_as_possible: false });
    expect(order.shift_time).not.toBeNull();

    const card = page.getByRole("article", { name: `Recoger · pedido ${id}`, exact: true });
    await expect(card).toContainText("Pablo Móvil");
    await expect(card).toContainText("Mañana · Franja");

    // Back to the tables through the menu, the phone's way, for a delivery.
    await page.getByRole("button", { name: "Abrir el menú" }).click();
    await page
      .getByRole("navigation", { name: "Menú principal" })
      .getByRole("link", { name: "Mesas", exact: true })
      .click();
    await deliveryRefusedWithoutAddress(page, addressless);
  });
});

test.describe("at the bar", () => {
  test.afterEach(async ({ request }) => {
    const headers = await apiHeaders(request, "admin@demo.local");
    await request.put("/api/v1/settings/global", { headers, data: { close_barra_order_auto: false } });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a bar order is charged in cash with change and closed at once", async ({ page, request }) => {
      await barOrderClosedOnPayment(page, request, {
        products: [
          ["caña", "Caña"],
          ["caña", "Caña"],
        ],
        total: "4,40 €",
        tendered: "10",
        change: "5,60 €",
      });
    });
  });

  test("with closing on payment on, a bar order on the till's screen is charged and closed at once", async ({
    page,
    request,
  }) => {
    // 2,20 of beer and 5,50 of cake.
    await barOrderClosedOnPayment(page, request, {
      products: [
        ["caña", "Caña"],
        ["tarta", "Tarta de queso"],
      ],
      total: "7,70 €",
      tendered: "20",
      change: "12,30 €",
    });
  });

  test("without closing on payment, a bar order is sent, stays open, takes another round and is charged later", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await loginAs(page, "camarero@demo.local");
    await page.goto("/requests/new-bar-request");
    await addProduct(page, "caña", "Caña");
    await page.getByRole("button", { name: "Enviar a cocina" }).click();
    const id = await orderNumberIn(page, /^Pedido de barra \d+ enviado\.$/);
    const headers = await apiHeaders(request);
    const order = await request.get(`/api/v1/requests/${id}`, { headers });
    expect(((await order.json()) as { data: { status: string; kind: string } }).data).toMatchObject({
      status: "solicitado",
      kind: "barra",
    });

    // The bar lists it until it is charged; one tap opens it.
    const name = `Barra · pedido ${id}`;
    await page
      .getByRole("region", { name: "Pedidos de barra sin cobrar" })
      .getByRole("button", { name: new RegExp(`^${name}`) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("group", { name: "En cocina" }).getByRole("listitem")).toHaveCount(1);
    await addProduct(page, "caña", "Caña");
    await page.getByRole("button", { name: "Enviar a cocina" }).click();
    await expect(page.getByText(`${name}: enviado a cocina.`)).toBeVisible();
    await expect(page.getByTestId("ticket-total")).toHaveText("4,40 €");

    await page.getByRole("button", { name: "Cobrar", exact: true }).click();
    const pay = page.getByRole("dialog", { name: `Cobrar · ${name}` });
    await pay.getByLabel("Entregado").fill("5");
    await expect(pay.getByTestId("payment-change")).toHaveText("0,60 €");
    await pay.getByRole("button", { name: "Cobrar 4,40 € y cerrar" }).click();
    await expect(page.getByText(`${name}: cobrado y cerrado.`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Barra" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Pedidos de barra sin cobrar" })).toBeHidden();
  });
});
