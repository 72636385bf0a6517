import { inflateSync } from "node:zlib";
import { apiHeaders, createRow, data, MANAGER } from "./api";
import { type APIRequestContext, expect, test } from "./fixtures";
import { loginAs } from "./login-as";

const FIRST_PAINT = { timeout: 20_000 };
test.describe.configure({ timeout: 150_000 });

type Local = { currency: string; timezone: string };
type Headers = Record<string, string>;

async function setLocal(request: APIRequestContext, headers: Headers, local: Local) {
  const response = await request.put("/api/v1/settings/global", { headers, data: local });
  expect(response.ok(), await response.text()).toBe(true);
}

/** "24/11/2026 08:45", as tickets write an instant, in `timeZone`. */
function ticketDateTime(instant: Date, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The text of the queued ticket that names `table`, tags dropped; "" until it is queued. */
async function queuedTicketText(
  request: APIRequestContext,
  headers: Headers,
  table: string,
): Promise<string> {
  const queue = await data<{ results: Array<{ id: number; kind: string }> }>(
    await request.get("/api/v1/print_queue?page_size=50", { headers }),
  );
  for (const delivery of queue.results.filter((candidate) => candidate.kind === "ticket")) {
    const { html } = await data<{ html: string }>(
      await request.get(`/api/v1/print_queue/${delivery.id}`, { headers }),
    );
    if (html.includes(table)) return html.replace(/<[^>]+>/g, "\n").replace(/&nbsp;/g, " ");
  }
  return "";
}

/**
 * The page contents of a pdfkit PDF: its deflated streams, inflated (fonts and images do not
 * inflate to text and are left out). pdfkit writes Helvetica text as hex strings.
 */
function pdfContents(pdf: Buffer): string {
  const text = pdf.toString("latin1");
  const contents: string[] = [];
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      contents.push(inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1"));
    } catch {
      // Not a deflated stream.
    }
  }
  return contents.join("\n");
}
/** A 2×2 PNG, the local's logo for the test. */
const LOGO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8DwnwGMgRQAH+4D/dJQfRoAAAAASUVORK5CYII=",
  "base64",
);

const hex = (text: string) => Buffer.from(text, "latin1").toString("hex");

// The demo local is shared with every other spec: it is switched back whatever happens here.
test("a local in dollars and New York time shows both on screen, on its ticket and in its box report, with its logo", async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, MANAGER);
  const before = await data<Local>(await request.get("/api/v1/settings/global", { headers }));
  try {
    await setLocal(request, headers, { currency: "USD", timezone: "America/New_York" });
    const uploaded = await request.put("/api/v1/settings/global/images/logo", {
      headers,
      multipart: { logo: { name: "logo.png", mimeType: "image/png", buffer: LOGO } },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const ts = Date.now();
    const category = await createRow(request, headers, "/api/v1/categories", { name: `Dólares ${ts}` });
    const product = `Burger ${ts}`;
    const productId = await createRow(request, headers, "/api/v1/products", {
      name: product,
      price: 12.5,
      iva: 10,
      category,
    });
    const zone = await createRow(request, headers, "/api/v2/zones", { name: `Zona USD ${ts}` });
    const tableName = `U${String(ts).slice(-4)}`;
    const table = await createRow(request, headers, "/api/v2/tables", { name: tableName, zone_id: zone });
    const command = await createRow(request, headers, "/api/v1/commands", {
      table,
      products: [{ id: productId, qty: 1 }],
    });

    // The order screen and its payment dialog.
    await loginAs(page, MANAGER);
    await page.goto(`/requests/new?command=${command}`);
    await expect(page.getByText("$12.50").first()).toBeVisible(FIRST_PAINT);
    // The local's logo in the top bar, loaded from its file.
    await expect
      .poll(() => page.getByTestId("local-logo").evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(2);
    await page.getByRole("button", { name: "Cobrar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Cobrar · mesa ${tableName}` });
    await expect(dialog.getByText("$12.50").first()).toBeVisible();
    await expect(dialog.getByText(/€/)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The final ticket, queued on closing, as the queue decodes it: dollars and New York time.
    const closing = new Date();
    const closed = await request.post("/api/v1/commands/close_command", { headers, data: { id: command } });
    expect(closed.ok(), await closed.text()).toBe(true);
    await expect
      .poll(() => queuedTicketText(request, headers, tableName), { timeout: 15_000 })
      .toContain("$12.50");
    const ticket = await queuedTicketText(request, headers, tableName);
    expect(ticket).not.toContain("€");
    const closedAt = [closing, new Date(closing.getTime() + 60_000)].map((at) =>
      ticketDateTime(at, "America/New_York"),
    );
    expect(
      closedAt.some((text) => ticket.includes(text)),
      `${closedAt.join(" or ")} in\n${ticket}`,
    ).toBe(true);

    // The box report on screen.
    await page.goto("/printers/box_report");
    const current = page.getByRole("region", { name: "Turno en curso" });
    await expect(current.getByText(/^-?\$\d/).first()).toBeVisible(FIRST_PAINT);
    await expect(current.getByText(/€/)).toHaveCount(0);

    // The box report PDF of the last closing (one is made if the local has none yet).
    let { results } = await data<{ results: Array<{ id: number }> }>(
      await request.post("/api/v1/box_reports/list", { headers, data: {} }),
    );
    if (results.length === 0) {
      const closing = await request.post("/api/v1/box_reports/close_box", {
        headers,
        data: { close_type: "change_shift", initial_import: 0, confirm: true },
      });
      expect(closing.ok(), await closing.text()).toBe(true);
      ({ results } = await data<{ results: Array<{ id: number }> }>(
        await request.post("/api/v1/box_reports/list", { headers, data: {} }),
      ));
    }
    const pdf = await request.get(`/api/v1/box_reports/${results[0]?.id}/download?format=pdf`, { headers });
    expect(pdf.ok()).toBe(true);
    const contents = pdfContents(await pdf.body());
    // A money cell starts with the dollar sign and a digit: "<24 3x...".
    expect(contents).toMatch(new RegExp(`<${hex("$")}3[0-9]`));
    // The logo heads it.
    expect((await pdf.body()).toString("latin1")).toContain("/Subtype /Image");
  } finally {
    await request.delete("/api/v1/settings/global/images/logo", { headers });
    await setLocal(request, headers, { currency: before.currency, timezone: before.timezone });
  }
});
