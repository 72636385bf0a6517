import { centsFromAmount, formatMoney, MAINTENANCE_CHANNEL } from "@comanda/domain";
import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow, data, WAITER } from "./api";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

/*
 * Issue 7's first "Done when": one whole table service in real Chromium, the waiter and the cook
 * each on their own screen. The dishes are picked from the demo menu through the API (products
 * with a required choice), so the totals checked to the cent follow the menu's own prices.
 */

const COOK = "cocina@demo.local";
/** The kitchen screen is a wall display, whatever the waiter carries. */
const KITCHEN_VIEWPORT = { width: 1280, height: 800 };
/** Issue 7: a sent order shows on the kitchen's screen in under a second. */
const KITCHEN_LATENCY_MS = 1_000;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const table = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^Mesa ${literal(name)},`) });
const tile = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^${literal(name)}, `) });
const newLines = (page: Page) => page.getByRole("group", { name: "Por enviar" }).getByRole("listitem");
const sentLines = (page: Page) => page.getByRole("group", { name: "En cocina" }).getByRole("listitem");
/** An amount as the screens write it in Spanish (the non-breaking space as a plain one). */
const euros = (cents: number) => formatMoney(cents, { language: "es" }).replace(/\u00a0/g, " ");

interface MenuOption {
  name: string;
  price: number;
  enabled: boolean;
  modifiers: number[];
}
interface MenuModifier {
  id: number;
  name: string;
  min_value: number;
  max_value: number;
  enabled: boolean;
  options: MenuOption[];
}
interface MenuProduct {
  name: string;
  price: number;
  modifiers: number[];
}

/** A dish as the waiter takes it: the choices to tap, one per required group, and its unit price. */
interface Dish {
  name: string;
  choices: Array<{ group: string; option: string }>;
  cents: number;
}

interface Menu {
  /** Two products that cannot be added without choosing. */
  withChoices: [Dish, Dish];
  /** A product added in one tap, for the second round. */
  plain: Dish;
}

/**
 * The demo menu's first two products with a required group (min ≥ 1) of single choices, taken
 * with the first plain option of each such group, and its first product without modifiers.
 */
async function readMenu(request: APIRequestContext, headers: Record<string, string>): Promise<Menu> {
  const products = await data<{ results: MenuProduct[] }>(
    await request.get("/api/v1/products/list_bar", { headers }),
  );
  const modifiers = await data<{ results: MenuModifier[] }>(
    await request.get("/api/v1/modifiers/list_bar", { headers }),
  );
  const groupsOf = (product: MenuProduct) =>
    product.modifiers.flatMap((id) => modifiers.results.filter((modifier) => modifier.id === id));
  const plainOption = (group: MenuModifier) =>
    group.options.find((option) => option.enabled && option.price === 0 && option.modifiers.length === 0);

  const withChoices = products.results.flatMap((product): Dish[] => {
    const required = groupsOf(product).filter((group) => group.enabled && group.min_value >= 1);
    if (required.length === 0) return [];
    const choices = required.map((group) => ({ group, option: plainOption(group) }));
    if (choices.some(({ group, option }) => group.max_value !== 1 || !option)) return [];
    return [
      {
        name: product.name,
        choices: choices.map(({ group, option }) => ({ group: group.name, option: option!.name })),
        cents: centsFromAmount(product.price),
      },
    ];
  });
  const plain = products.results.find((product) => product.modifiers.length === 0);
  expect(withChoices.length, "the demo menu has two products with required choices").toBeGreaterThanOrEqual(
    2,
  );
  expect(plain, "the demo menu has a product without modifiers").toBeDefined();
  return {
    withChoices: [withChoices[0]!, withChoices[1]!],
    plain: { name: plain!.name, choices: [], cents: centsFromAmount(plain!.price) },
  };
}

/** A table left open or blocked by an earlier run is freed, so its service starts from scratch. */
async function freeTable(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const tables = await data<{ results: Array<{ id: number; name: string; status: string }> }>(
    await request.get("/api/v2/tables/list_bar", { headers }),
  );
  const row = tables.results.find((candidate) => candidate.name === name);
  expect(row, `the demo has a table ${name}`).toBeDefined();
  if (row!.status === "blocked")
    await data(await request.post(`/api/v2/tables/${row!.id}/block`, { headers, data: { blocked: false } }));
  const open = await data<{ id: number } | null>(
    await request.get("/api/v1/commands/get_command", { headers, params: { table: row!.id } }),
  );
  if (open)
    await data(
      await request.post("/api/v1/commands/close_command_without_payment", {
        headers,
        data: { id: open.id },
      }),
    );
}

/** Resolves once the page's websocket listens on its till's channel, where new orders arrive. */
function listensToTill(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        const frame = String(payload);
        if (frame.includes('"subscribed"') && !frame.includes(MAINTENANCE_CHANNEL)) resolve();
      });
    });
  });
}

/** The cook's screen, signed in and listening before anything is sent. */
async function openKitchen(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: KITCHEN_VIEWPORT });
  // Notes when each new order's message reaches the page, to tell the network's share of a slow card.
  await context.addInitScript(() => {
    const timing = window as unknown as { ordersAnnounced: number[] };
    timing.ordersAnnounced = [];
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener("message", (event: MessageEvent) => {
          if (String(event.data).includes('"requests.created"')) timing.ordersAnnounced.push(Date.now());
        });
      }
    };
  });
  const kitchen = await context.newPage();
  const listening = listensToTill(kitchen);
  await loginAs(kitchen, COOK, "", "Comandas");
  await listening;
  return kitchen;
}

async function addDish(page: Page, dish: Dish, note?: string) {
  await page.getByRole("textbox", { name: "Buscar producto" }).fill(dish.name);
  await tile(page, dish.name).click();
  if (dish.choices.length === 0) return;
  const choices = page.getByRole("dialog", { name: dish.name });
  for (const { group, option } of dish.choices)
    await choices
      .getByRole("radiogroup", { name: group })
      .getByRole("radio", { name: option, exact: true })
      .check();
  if (note) await choices.getByLabel("Nota para cocina").fill(note);
  await choices.getByRole("button", { name: `Añadir · ${euros(dish.cents)}` }).click();
  await expect(choices).toBeHidden();
}

/** When each step of a send happened, in ms of the system clock every browser process reads. */
interface SendTimeline {
  /** The waiter's tap on "Enviar a cocina". */
  tapped: number;
  /** The waiter's till got the server's answer: the order is stored and its message published. */
  saved: number;
  /** The kitchen's websocket received the new order's message. */
  announced: number;
  /** The kitchen's till got the open orders read again because of that message. */
  read: number;
  /** The kitchen drew the order's card. */
  shown: number;
}

/** The moment a resource fetched after `since` whose address contains `path` was fully received. */
function receivedAt(page: Page, path: string, since: number): Promise<number | undefined> {
  return page.evaluate(
    ({ path, since }) =>
      performance
        .getEntriesByType("resource")
        .map((entry) => ({
          name: entry.name,
          start: performance.timeOrigin + entry.startTime,
          end: Math.round(performance.timeOrigin + (entry as PerformanceResourceTiming).responseEnd),
        }))
        .find((entry) => entry.name.includes(path) && entry.start >= since)?.end,
    { path, since },
  );
}

/**
 * Sends the order while the kitchen's page, already loaded and listening, watches for its card;
 * answers when each step happened, so a slow send says where its time went.
 */
async function sendAndTimeKitchen(waiter: Page, kitchen: Page, tableName: string): Promise<SendTimeline> {
  const cardLabel = `Mesa ${tableName}`;
  await kitchen.evaluate((label) => {
    const timing = window as unknown as { cardShownAt?: number };
    const look = () => {
      const card = document.querySelector(`article[aria-label="${label}"]`);
      if (card?.checkVisibility()) {
        timing.cardShownAt = Date.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    look();
  }, cardLabel);
  expect(
    await kitchen.evaluate(() => (window as unknown as { cardShownAt?: number }).cardShownAt),
    "no card of this table before the send",
  ).toBeUndefined();

  const send = waiter.getByRole("button", { name: "Enviar a cocina" });
  await send.evaluate((button) =>
    button.addEventListener(
      "click",
      () => {
        (window as unknown as { sentAt: number }).sentAt = Date.now();
      },
      { once: true },
    ),
  );
  await send.click();
  // The waiter's confirmation lasts a couple of seconds: read before waiting on the kitchen.
  await expect(waiter.getByText(`Comanda de la mesa ${tableName} enviada a cocina.`)).toBeVisible();
  await expect(kitchen.getByRole("article", { name: cardLabel })).toBeVisible();
  const tapped = await waiter.evaluate(() => (window as unknown as { sentAt: number }).sentAt);
  const shown = await kitchen.evaluate(() => (window as unknown as { cardShownAt: number }).cardShownAt);
  const announced = await kitchen.evaluate(
    (since) => (window as unknown as { ordersAnnounced: number[] }).ordersAnnounced.find((at) => at >= since),
    tapped,
  );
  return {
    tapped,
    saved: (await receivedAt(waiter, "/api/v1/commands", tapped)) ?? Number.NaN,
    announced: announced ?? Number.NaN,
    read: (await receivedAt(kitchen, "/api/v1/requests", announced ?? tapped)) ?? Number.NaN,
    shown,
  };
}

/** The cook taps a line once to start it and once more when it is ready to serve. */
async function cookLine(kitchen: Page, tableName: string, dish: Dish) {
  const card = kitchen.getByRole("article", { name: `Mesa ${tableName}` });
  const line = (status: string) => card.getByRole("button", { name: `1 × ${dish.name}, ${status}` });
  await line("Pedido").click();
  await expect(line("En preparación")).toBeVisible();
  await line("En preparación").click();
  await expect(line("Para servir")).toBeVisible();
}

interface ClosedCommand {
  status: string;
  price: number;
  tip_amount: number;
  total: number;
}
interface CommandPayment {
  payment_type: string;
  price: number;
  credit_card: boolean;
  restored_at: string | null;
}

/**
 * The whole service of a free table, as the issue tells it: opened for 4, two dishes with
 * required choices (one with a note) sent to the kitchen, cooked, a second round, the pre-bill,
 * two lines paid by card, the rest in cash from a bigger note, a 2 € tip and the table free.
 */
async function serveTable(
  waiter: Page,
  kitchen: Page,
  request: APIRequestContext,
  tableName: string,
  menu: Menu,
) {
  const [first, second] = menu.withChoices;
  const note = "sin sal, alergia al sésamo";
  const firstRound = first.cents + second.cents;
  const totalCents = firstRound + menu.plain.cents;

  await table(waiter, tableName).click();
  await waiter
    .getByRole("dialog", { name: `Comensales · mesa ${tableName}` })
    .getByRole("button", { name: "4", exact: true })
    .click();
  await expect(waiter.getByRole("heading", { name: `Mesa ${tableName} · 4 comensales` })).toBeVisible();
  await addDish(waiter, first, note);
  await addDish(waiter, second);
  await expect(newLines(waiter)).toHaveCount(2);
  const firstLine = newLines(waiter).filter({ hasText: first.name });
  for (const { option } of first.choices) await expect(firstLine).toContainText(option);
  await expect(firstLine).toContainText(note);
  await expect(waiter.getByTestId("ticket-total")).toHaveText(euros(firstRound));

  const step = await sendAndTimeKitchen(waiter, kitchen, tableName);
  const latency = step.shown - step.tapped;
  const breakdown =
    `card shown ${latency} ms after the tap: order saved at +${step.saved - step.tapped} ms, ` +
    `kitchen told at +${step.announced - step.tapped} ms, orders read again at +${step.read - step.tapped} ms`;
  test.info().annotations.push({ type: "kitchen latency", description: `${tableName}: ${breakdown}` });
  // Soft: a slow card fails the test, and the rest of the service is still checked and reported.
  expect.soft(latency, breakdown).toBeLessThan(KITCHEN_LATENCY_MS);
  await expect(table(waiter, tableName)).toHaveAttribute("data-status", "busy");

  // The card carries what the cook needs: both dishes, their choices and the note.
  const card = kitchen.getByRole("article", { name: `Mesa ${tableName}` });
  for (const dish of menu.withChoices) {
    await expect(card.getByRole("button", { name: `1 × ${dish.name}, Pedido` })).toBeVisible();
    for (const { option } of dish.choices)
      await expect(card.getByRole("button", { name: `Opción ${option}, Pedido` }).first()).toBeVisible();
  }
  await expect(card).toContainText(note);
  await cookLine(kitchen, tableName, first);
  await cookLine(kitchen, tableName, second);

  // The waiter sees the dishes ready, and adds a round.
  await table(waiter, tableName).click();
  await expect(sentLines(waiter)).toHaveCount(2);
  for (const line of await sentLines(waiter).all()) await expect(line).toContainText("Para servir");
  await addDish(waiter, menu.plain);
  await expect(newLines(waiter)).toHaveCount(1);
  await expect(waiter.getByTestId("ticket-total")).toHaveText(euros(totalCents));
  await waiter.getByRole("button", { name: "Enviar a cocina" }).click();
  await expect(waiter.getByText(`Comanda de la mesa ${tableName} enviada a cocina.`)).toBeVisible();
  await expect(card.getByRole("button", { name: `1 × ${menu.plain.name}, Pedido` })).toBeVisible();

  // The pre-bill: printed, and the map shows the table waiting to pay, with its amount.
  await table(waiter, tableName).click();
  const command = Number(new URL(waiter.url()).searchParams.get("command"));
  expect(command).toBeGreaterThan(0);
  await expect(sentLines(waiter)).toHaveCount(3);
  await waiter.getByRole("button", { name: "Cuenta" }).click();
  await expect(waiter.getByText(`Cuenta de la mesa ${tableName} enviada a imprimir.`)).toBeVisible();
  await waiter.getByRole("button", { name: "Mesas", exact: true }).click();
  await expect(table(waiter, tableName)).toHaveAttribute("data-status", "pendingPay");
  await expect(waiter.locator(`[data-table-name="${tableName}"]`)).toContainText(euros(totalCents));

  await table(waiter, tableName).click();
  await waiter.getByRole("button", { name: "Cobrar", exact: true }).click();
  const dialog = waiter.getByRole("dialog", { name: `Cobrar · mesa ${tableName}` });
  await expect(dialog.getByTestId("payment-pending")).toHaveText(euros(totalCents));

  // The two dishes by product, by card.
  await dialog.locator("label", { hasText: "Por productos" }).click();
  for (const dish of menu.withChoices)
    await dialog.getByRole("button", { name: `Uno más de ${dish.name}` }).click();
  await dialog.locator("label", { hasText: "Tarjeta" }).click();
  await dialog.getByRole("button", { name: `Cobrar ${euros(firstRound)}` }).click();
  await expect(dialog.getByTestId("payment-pending")).toHaveText(euros(menu.plain.cents));

  // A paid dish stays on the ticket: it cannot be taken off (spec §5).
  await waiter.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await waiter.getByRole("button", { name: `Cambiar ${menu.withChoices[0]!.name}` }).click();
  const paidLine = waiter.getByRole("dialog", { name: menu.withChoices[0]!.name });
  await expect(paidLine.getByRole("button", { name: "Quitar" })).toBeDisabled();
  await expect(
    paidLine.getByText("Tiene unidades pagadas: no se puede quitar ni bajar de lo pagado."),
  ).toBeVisible();
  await waiter.keyboard.press("Escape");
  await expect(paidLine).toBeHidden();
  await waiter.getByRole("button", { name: "Cobrar", exact: true }).click();
  await expect(dialog.getByTestId("payment-pending")).toHaveText(euros(menu.plain.cents));

  // The rest as an amount in cash, from the next 10 € note up: the change is what is left of it.
  const rest = menu.plain.cents;
  const tendered = (Math.floor(rest / 1_000) + 1) * 1_000;
  await dialog.locator("label", { hasText: "Importe" }).first().click();
  await dialog.locator("label", { hasText: "Efectivo" }).click();
  await dialog.getByLabel("Importe a cobrar").fill((rest / 100).toFixed(2));
  await dialog.getByLabel("Entregado").fill(String(tendered / 100));
  await expect(dialog.getByTestId("payment-change")).toHaveText(euros(tendered - rest));
  await dialog.getByRole("button", { name: `Cobrar ${euros(rest)}` }).click();
  await expect(dialog.getByTestId("payment-pending")).toHaveText(euros(0));

  // Nothing is pending: a 2 € tip, and the table closes.
  await dialog.getByRole("button", { name: "2,00 €", exact: true }).click();
  await dialog.getByRole("button", { name: "Cobrar 2,00 € y cerrar" }).click();
  await expect(waiter.getByText(`Mesa ${tableName} cobrada y libre.`)).toBeVisible();
  await expect(waiter.getByRole("heading", { level: 1, name: "Mesas" })).toBeVisible();
  await expect(table(waiter, tableName)).toHaveAttribute("data-status", "available");

  // What the server kept matches what the screens said.
  const headers = await apiHeaders(request);
  const closed = await data<ClosedCommand>(await request.get(`/api/v1/commands/${command}`, { headers }));
  expect(closed.status).toBe("payed");
  expect(centsFromAmount(closed.price)).toBe(totalCents);
  expect(closed.tip_amount).toBe(2);
  expect(centsFromAmount(closed.total)).toBe(totalCents + 200);
  const payments = await data<{ results: CommandPayment[] }>(
    await request.get("/api/v1/payments/get_by_command", { headers, params: { command } }),
  );
  expect(
    payments.results
      .filter((payment) => payment.restored_at === null)
      .map((payment) => [payment.payment_type, payment.credit_card, centsFromAmount(payment.price)]),
  ).toEqual([
    ["split_product", true, firstRound],
    ["split_price", false, rest],
    // Nothing was left for the tip: the closing keeps it on a row of its method (issue 23).
    ["cash", false, 0],
  ]);
}

test("a waiter serves table S5 from the first order to the bill while the cook follows it on the kitchen screen", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await apiHeaders(request);
  const menu = await readMenu(request, headers);
  await freeTable(request, headers, "S5");

  const kitchen = await openKitchen(browser);
  await loginAs(page, WAITER);
  await serveTable(page, kitchen, request, "S5", menu);
  await expectNoSeriousA11yViolations(kitchen);
  await kitchen.context().close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a waiter serves a whole table from a phone while the cook follows it on the kitchen screen", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const headers = await apiHeaders(request);
    const menu = await readMenu(request, headers);
    // A table of its own, so this run never waits on a table another spec uses.
    const tables = await data<{ results: Array<{ name: string; zone_id: number }> }>(
      await request.get("/api/v2/tables/list_bar", { headers }),
    );
    const salon = tables.results.find((row) => row.name === "S5")?.zone_id;
    const tableName = `F${Date.now().toString(36).slice(-5)}`;
    await createRow(request, headers, "/api/v2/tables", { name: tableName, zone_id: salon });

    const kitchen = await openKitchen(browser);
    await loginAs(page, WAITER);
    await serveTable(page, kitchen, request, tableName, menu);
    await kitchen.context().close();
  });
});
