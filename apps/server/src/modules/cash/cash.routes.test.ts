import ExcelJS from "exceljs";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tpvIdOf } from "../../../test/factories";
import { createOrdersWorld, type Order, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { translate } from "../../platform/errors/messages";

type Kind = "local" | "barra" | "recoger" | "domicilio";
type Method = "cash" | "card";
const KINDS: Kind[] = ["local", "barra", "recoger", "domicilio"];

/** What the test itself expects a period to hold, in cents, built from what it created. */
interface Expected {
  byChannel: Record<Kind, number>;
  cardByChannel: Record<Kind, number>;
  cash: number;
  card: number;
  tipsCash: number;
  tipsCard: number;
  discounted: number;
  vat: Map<number, number>;
  orders: number;
}
const emptyExpected = (): Expected => ({
  byChannel: { local: 0, barra: 0, recoger: 0, domicilio: 0 },
  cardByChannel: { local: 0, barra: 0, recoger: 0, domicilio: 0 },
  cash: 0,
  card: 0,
  tipsCash: 0,
  tipsCard: 0,
  discounted: 0,
  vat: new Map(),
  orders: 0,
});

interface Report extends Row, Record<`total_${Kind}` | `total_${Kind}_credit_card`, number> {
  serial: string;
  close_type: string;
  total_general: number;
  total_cash: number;
  total_credit_card: number;
  total_discounted: number;
  total_general_tips: number;
  total_tips_cash: number;
  total_tips_credit_card: number;
  iva: Array<{ iva: number; base_imp: number; total_imp: number; total: number }>;
  base_imp: number;
  total_imp: number;
  initial_import: number;
  expected_cash: number;
  cash_register: number | null;
  unbalance: number | null;
  card_bank: number;
  orders_count: number;
  total_expenses: number;
  total_subscriptions: number;
  voided: Array<{ request_id: number; name?: string; reason?: string }>;
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const cents = (amount: number) => Math.round(amount * 100);

describe.each(DATABASES)("box reports on %s", (kind) => {
  let w: OrdersWorld;
  let client: number;
  const next = random(20_261_124);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    client = (
      await w.create("v1/clients", {
        first_name: "Rosa",
        phone: "600111222",
        addresses: [{ address: "Calle Sol 3", city: "Madrid" }],
      })
    ).id;
  });
  afterAll(() => w.t.close());

  /** Products at their base price (zone Salón): caña 2.20 and burger 9.99 at 10 %, wine 3.00 at 21 %. */
  const product = () =>
    pick([
      { line: () => ({ id: w.menu.cana, qty: 1 + Math.floor(next() * 3) }), unit: 220, iva: 10 },
      { line: () => ({ id: w.menu.vino, qty: 1 + Math.floor(next() * 3) }), unit: 300, iva: 21 },
      { line: () => w.burgerLine(1 + Math.floor(next() * 2), Math.floor(next() * 3)), unit: 999, iva: 10 },
    ]);

  async function openOrder(orderKind: Kind, body: Record<string, unknown>): Promise<Order> {
    if (orderKind === "local") return w.openCommand(body.products as unknown[], body);
    const extra = orderKind === "recoger" || orderKind === "domicilio" ? { client } : {};
    return w.okData(await w.call("POST", `v1/requests/${orderKind}`, { ...body, ...extra }));
  }

  /**
   * One order of the kind, paid in one or two payments, with or without a discount and a tip;
   * adds what it should count to `expected`. A discounted order has lines of one VAT rate
   * only, so its total per rate is its total, known without the engine's spreading.
   */
  async function sellOne(orderKind: Kind, expected: Expected): Promise<Order> {
    const first = product();
    const discounted = next() < 0.35;
    const chosen = discounted ? [first, first] : [first, product(), ...(next() < 0.5 ? [product()] : [])];
    const lines = chosen.map((entry) => ({ ...entry, body: entry.line() }));
    const grossOf = (line: (typeof lines)[number]) => {
      const body = line.body as { qty: number; modifiers?: Array<{ options: Array<{ qty: number }> }> };
      const bacon = body.modifiers?.[1]?.options[0]?.qty ?? 0;
      return (line.unit + bacon * 100) * body.qty;
    };
    const gross = lines.reduce((total, line) => total + grossOf(line), 0);
    const discount = discounted
      ? pick([
          { type: "percent", value: 10 },
          { type: "amount", value: 150 },
        ])
      : null;
    const discountCents = !discount
      ? 0
      : discount.type === "percent"
        ? Math.round((gross * discount.value) / 100)
        : Math.min(discount.value, gross);
    const order = await openOrder(orderKind, {
      products: lines.map((line) => line.body),
      ...(discount
        ? {
            discount: {
              type: discount.type,
              value: discount.type === "amount" ? discount.value / 100 : discount.value,
            },
          }
        : {}),
    });
    const total = gross - discountCents;
    expect(cents(order.price), "the engine's total is the test's").toBe(total);

    let paid = 0;
    const pay = (amount: number, method: Method) => {
      paid += amount;
      if (method === "cash") expected.cash += amount;
      else {
        expected.card += amount;
        expected.cardByChannel[orderKind] += amount;
      }
    };
    if (next() < 0.4 && total > 200) {
      const part = Math.floor(total / 3);
      const method: Method = pick(["cash", "card"]);
      await w.okData(
        await w.call("POST", "v1/payments/by_price", {
          command: order.id,
          price: part / 100,
          credit_card: method === "card",
        }),
      );
      pay(part, method);
    }
    const tip = next() < 0.4 ? pick([50, 100, 235]) : 0;
    const closeMethod: Method = pick(["cash", "card"]);
    const closed = await w.okData(
      await w.call("POST", orderKind === "local" ? "v1/commands/close_command" : "v1/requests/close", {
        id: order.id,
        credit_card: closeMethod === "card",
        ...(tip ? { tip_amount: tip / 100 } : {}),
      }),
    );
    expect(closed.status).toBe("payed");
    pay(total - paid, closeMethod);
    if (closeMethod === "cash") expected.tipsCash += tip;
    else expected.tipsCard += tip;
    expected.byChannel[orderKind] += total;
    expected.discounted += discountCents;
    expected.orders += 1;
    if (discounted) expected.vat.set(first.iva, (expected.vat.get(first.iva) ?? 0) + total);
    else
      for (const line of lines) expected.vat.set(line.iva, (expected.vat.get(line.iva) ?? 0) + grossOf(line));
    return closed;
  }

  function expectReport(report: Report, expected: Expected, drawer: { initial: number; other: number }) {
    const general = KINDS.reduce((total, k) => total + expected.byChannel[k], 0);
    for (const k of KINDS) {
      expect(cents(report[`total_${k}`]), `total_${k}`).toBe(expected.byChannel[k]);
      expect(cents(report[`total_${k}_credit_card`]), `total_${k}_credit_card`).toBe(
        expected.cardByChannel[k],
      );
    }
    expect(cents(report.total_general)).toBe(general);
    expect(cents(report.total_cash)).toBe(expected.cash);
    expect(cents(report.total_credit_card)).toBe(expected.card);
    expect(expected.cash + expected.card).toBe(general);
    expect(cents(report.total_discounted)).toBe(expected.discounted);
    expect(cents(report.total_general_tips)).toBe(expected.tipsCash + expected.tipsCard);
    expect(cents(report.total_tips_cash)).toBe(expected.tipsCash);
    expect(report.orders_count).toBe(expected.orders);
    const rates = [...expected.vat.entries()].sort(([a], [b]) => a - b);
    expect(
      report.iva.map((rate) => [rate.iva, cents(rate.total), cents(rate.base_imp), cents(rate.total_imp)]),
    ).toEqual(
      rates.map(([rate, total]) => {
        const base = Math.round((total * 100) / (100 + rate));
        return [rate, total, base, total - base];
      }),
    );
    expect(cents(report.base_imp) + cents(report.total_imp)).toBe(general);
    expect(cents(report.expected_cash)).toBe(
      drawer.initial + expected.cash + expected.tipsCash + drawer.other,
    );
  }

  it("counts change-shift and close-box periods to the cent, each from the previous closing", async () => {
    // ---- First period: a change of shift with a cash count.
    const first = emptyExpected();
    for (let n = 0; n < 16; n += 1) await sellOne(KINDS[n % 4]!, first);
    // An order paid in part now and closed in the next period counts there, whole.
    const straddling = await openOrder("barra", { products: [{ id: w.menu.vino, qty: 2 }] });
    await w.okData(
      await w.call("POST", "v1/payments/by_price", { command: straddling.id, price: 2, credit_card: true }),
    );
    // A paid order voided afterwards counts nowhere but in the voids.
    const voided = await sellOne("barra", emptyExpected());
    await w.okData(
      await w.call("POST", "v1/requests/invalidate", { id: voided.id, reason: "Cobrado dos veces" }),
    );
    const expense = await w.create("v1/expenses", {
      importe: 12.5,
      payed_with: "cash",
      description: "Hielo",
    });
    await w.create("v1/expenses", {
      importe: 40,
      payed_with: "cash",
      status: "pending",
      description: "Debe",
    });
    await w.create("v1/expenses", { importe: 7, payed_with: "credit_card", description: "Online" });
    await w.create("v1/economic_subscriptions", { amount: 20, payment: "cash", description: "Cuota" });
    await w.create("v1/economic_subscriptions", { amount: 15, payment: "credit_card" });

    const asked = await w.okData<{ confirm_required: boolean; open_orders: Row[] }>(
      await w.call("POST", "v1/box_reports/close_box", { close_type: "change_shift", initial_import: 100 }),
    );
    expect(asked.confirm_required).toBe(true);
    expect(asked.open_orders.map((order) => order.id)).toEqual([straddling.id]);
    const preview = await w.okData<Report>(await w.call("GET", "v1/box_reports/current?initial_import=100"));
    expectReport(preview, first, { initial: 10_000, other: 2_000 - 1_250 });

    const shiftResponse = await w.call("POST", "v1/box_reports/close_box", {
      close_type: "change_shift",
      initial_import: 100,
      cash_register: 150,
      confirm: true,
    });
    expect(shiftResponse.statusCode, shiftResponse.body).toBe(201);
    const shift = shiftResponse.json().data as Report;
    expectReport(shift, first, { initial: 10_000, other: 2_000 - 1_250 });
    expect(shift).toMatchObject({
      close_type: "change_shift",
      total_expenses: 19.5,
      total_subscriptions: 35,
    });
    expect(cents(shift.card_bank)).toBe(first.card + first.tipsCard + 1_500);
    expect(cents(shift.unbalance!)).toBe(15_000 - cents(shift.expected_cash));
    expect(shift.voided.map((entry) => entry.request_id)).toContain(voided.id);
    expect(shift.voided.find((entry) => entry.request_id === voided.id && !entry.name)?.reason).toBe(
      "Cobrado dos veces",
    );

    // A counted expense belongs to its report.
    w.refused(await w.call("PUT", `v1/expenses/${expense.id}`, { importe: 1 }));
    w.refused(await w.call("POST", "v1/expenses/delete_all", { pk__in: [expense.id] }));

    // ---- Second period: a close box; the float defaults to the counted cash.
    const second = emptyExpected();
    for (let n = 0; n < 12; n += 1) await sellOne(KINDS[(n + 1) % 4]!, second);
    await w.okData(await w.call("POST", "v1/requests/close", { id: straddling.id, credit_card: false }));
    second.byChannel.barra += 600;
    second.card += 200;
    second.cardByChannel.barra += 200;
    second.cash += 400;
    second.orders += 1;
    second.vat.set(21, (second.vat.get(21) ?? 0) + 600);
    const zResponse = await w.call("POST", "v1/box_reports/close_box", { close_type: "close_box" });
    expect(zResponse.statusCode, zResponse.body).toBe(201);
    const z = zResponse.json().data as Report;
    expectReport(z, second, { initial: 15_000, other: 0 });
    expect(z).toMatchObject({
      close_type: "close_box",
      cash_register: null,
      unbalance: null,
      total_expenses: 0,
    });

    // Nothing left: the next period starts empty.
    const empty = await w.okData<Report>(await w.call("GET", "v1/box_reports/current"));
    expect(empty).toMatchObject({ total_general: 0, orders_count: 0, iva: [] });

    // ---- The list with its sums, and a late cash count.
    const counted = await w.okData<Report>(
      await w.call("POST", "v1/box_reports/update_cash_register", { id: z.id, cash_register: 99.99 }),
    );
    expect(cents(counted.unbalance!)).toBe(9_999 - cents(z.expected_cash));
    const list = await w.okData<{
      results: Report[];
      last: Report;
      total: number;
      sum: number;
      sum_cash: number;
      sum_credit_card: number;
      sum_base_imp: number;
      sum_total_imp: number;
    }>(await w.call("POST", "v1/box_reports/list", {}));
    expect(list.total).toBe(2);
    expect(list.results.map((report) => report.id)).toEqual([z.id, shift.id]);
    expect(list.last.id).toBe(z.id);
    expect(cents(list.sum)).toBe(cents(shift.total_general) + cents(z.total_general));
    expect(cents(list.sum_cash)).toBe(first.cash + second.cash);
    expect(cents(list.sum_credit_card)).toBe(first.card + second.card);
    expect(cents(list.sum_base_imp)).toBe(cents(shift.base_imp) + cents(z.base_imp));
    expect(cents(list.sum_total_imp)).toBe(cents(shift.total_imp) + cents(z.total_imp));
    const shifts = await w.okData<{ total: number }>(
      await w.call("POST", "v1/box_reports/list", { close_type: "change_shift" }),
    );
    expect(shifts.total).toBe(1);
    w.refused(
      await w.call("POST", "v1/box_reports/list", { date_from: "2026-01-01", date_to: "2026-06-01" }),
    );
  });

  it("answers the list as box_closures too, and the last closing as box_closure", async () => {
    const list = await w.okData<{ results: Report[]; total: number }>(
      await w.call("POST", "v1/box_reports/list", { close_type: "close_box" }),
    );
    const alias = await w.okData<{ results: Report[]; total: number }>(
      await w.call("POST", "v1/box_reports/box_closures", { close_type: "close_box" }),
    );
    expect(alias.total).toBe(list.total);
    expect(alias.results.map((row) => row.id)).toEqual(list.results.map((row) => row.id));
    const last = await w.okData<Report>(await w.call("GET", "v1/box_reports/box_closure"));
    const everything = await w.okData<{ results: Report[] }>(await w.call("POST", "v1/box_reports/list", {}));
    expect(last.id).toBe(everything.results[0]!.id);
    w.refused(await w.call("GET", "v1/box_reports/box_closure", undefined, w.cook), 403);
  });

  it("downloads a report as PDF and as a spreadsheet", async () => {
    const { results } = await w.okData<{ results: Report[] }>(
      await w.call("POST", "v1/box_reports/list", {}),
    );
    const id = results[0]!.id;
    const pdf = await w.t.app.inject({
      method: "GET",
      url: `/api/v1/box_reports/${id}/download`,
      headers: w.admin,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const xlsx = await w.t.app.inject({
      method: "GET",
      url: `/api/v1/box_reports/${id}/download?format=xlsx`,
      headers: w.admin,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");
    // Amounts stay numbers, shown with the local's currency.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const money = book.worksheets[0]!.getColumn(2).values.filter((value) => typeof value === "number");
    expect(money.length).toBeGreaterThan(0);
    const formats = new Set<string>();
    book.worksheets[0]!.eachRow((row) => {
      const cell = row.getCell(2);
      if (typeof cell.value === "number" && cell.numFmt) formats.add(cell.numFmt);
    });
    expect([...formats]).toEqual(['#,##0.00 "€"']);
  });

  it("answers the web's Chinese in Chinese, but writes the PDF in the local's language", async () => {
    const chinese = { ...w.admin, "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" };
    const range = { date_from: "2026-01-01", date_to: "2026-06-01" };
    expect(w.refused(await w.call("POST", "v1/box_reports/list", range, chinese)).errors).toEqual({
      date_to: ["日期无效：开始日期不能晚于结束日期，且范围最多 3 个月"],
    });
    const { results } = await w.okData<{ results: Report[] }>(
      await w.call("POST", "v1/box_reports/list", {}),
    );
    const report = results[0]!;
    const pdf = await w.call("GET", `v1/box_reports/${report.id}/download`, undefined, chinese);
    // pdfkit writes the title uncompressed, so the document's language shows in its bytes.
    const title = `${translate("es", `box.${report.close_type}`)} ${report.serial}`;
    expect(pdf.rawPayload.toString("latin1")).toContain(`(${title})`);
    // A Chinese local's documents are written in English: the PDF's fonts have no Chinese.
    await w.okData(await w.call("PUT", "v1/settings/global", { language: "ch" }));
    try {
      const english = await w.call("GET", `v1/box_reports/${report.id}/download`);
      const inEnglish = `${translate("en", `box.${report.close_type}`)} ${report.serial}`;
      expect(english.rawPayload.toString("latin1")).toContain(`(${inEnglish})`);
    } finally {
      await w.okData(await w.call("PUT", "v1/settings/global", { language: "es" }));
    }
  });

  it("heads the PDF with the local's logo", async () => {
    const { results } = await w.okData<{ results: Report[] }>(
      await w.call("POST", "v1/box_reports/list", {}),
    );
    const download = async () =>
      (await w.call("GET", `v1/box_reports/${results[0]!.id}/download`)).rawPayload.toString("latin1");
    expect(await download()).not.toContain("/Subtype /Image");
    const form = new FormData();
    const logo = await QRCode.toBuffer("Comanda", { type: "png", width: 64 });
    form.append("file", new Blob([new Uint8Array(logo)], { type: "image/png" }), "logo.png");
    const uploaded = await w.t.app.inject({
      method: "PUT",
      url: "/api/v1/settings/global/images/logo",
      headers: w.admin,
      payload: form,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    try {
      expect(await download()).toContain("/Subtype /Image");
    } finally {
      await w.t.app.inject({
        method: "DELETE",
        url: "/api/v1/settings/global/images/logo",
        headers: w.admin,
      });
    }
  });

  it("prints a report on the till's printer, or on the one chosen, through the print queue", async () => {
    const { results } = await w.okData<{ results: Report[] }>(
      await w.call("POST", "v1/box_reports/list", {}),
    );
    const report = results[0]!;
    // No printer stands at the till yet: the call says so and queues nothing.
    expect(w.refused(await w.call("POST", "v1/box_reports/print", { id: report.id })).code).toBe(
      "cash.no_printer",
    );
    const caja = await tpvIdOf(w.t.db, w.local.id, "caja");
    const till = (
      await w.create("v1/printers", {
        name: "Tickets caja",
        connection: "virtual",
        main_tpv: caja,
        printer_width: "2",
      })
    ).id;
    const office = (await w.create("v1/printers", { name: "Oficina", connection: "virtual" })).id;

    const printed = await w.okData<{ id: number; printer: number; printer_name: string }>(
      await w.call("POST", "v1/box_reports/print", { id: report.id }),
    );
    expect(printed).toMatchObject({ printer: till, printer_name: "Tickets caja" });
    const preview = await w.okData<{ kind: string; printer: number; status: string; html: string }>(
      await w.call("GET", `v1/print_queue/${printed.id}`),
    );
    expect(preview).toMatchObject({ kind: "box_report", printer: till, status: "pending" });
    const money = (amount: number) =>
      new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
    // 32 columns: the figure and its amount on one line, as the PDF has them.
    expect(preview.html).toContain(report.serial);
    expect(preview.html).toMatch(new RegExp(`Total general\\s+${money(report.total_general)}`));
    expect(preview.html).toMatch(new RegExp(`Efectivo esperado\\s+${money(report.expected_cash)}`));
    expect(preview.html).toContain("=".repeat(32));
    expect(preview.html).not.toContain("=".repeat(33));

    expect(preview.html).not.toContain("REIMPRESIÓN");
    const chosen = await w.okData<{ id: number; printer: number }>(
      await w.call("POST", "v1/box_reports/print", { id: report.id, printer: office }),
    );
    expect(chosen.printer).toBe(office);
    const again = await w.okData<{ html: string }>(await w.call("GET", `v1/print_queue/${chosen.id}`));
    expect(again.html).toContain("*** REIMPRESIÓN ***");
    expect(
      w.refused(await w.call("POST", "v1/box_reports/print", { id: report.id, printer: 999_999 })).errors,
    ).toHaveProperty("printer");
    w.refused(await w.call("POST", "v1/box_reports/print", { id: 999_999 }), 404);
    w.refused(await w.call("POST", "v1/box_reports/print", { id: report.id }, w.cook), 403);

    await w.okData(await w.call("PUT", "v1/settings/ticket", { use_printer: false }));
    expect(w.refused(await w.call("POST", "v1/box_reports/print", { id: report.id })).code).toBe(
      "cash.printing_off",
    );
    // With printing off, a closing is made and simply not printed.
    const unprinted = await w.okData<Report & { printed: unknown }>(
      await w.call("POST", "v1/box_reports/close_box", { close_type: "change_shift", confirm: true }),
    );
    expect(unprinted.printed).toBeNull();
    await w.okData(await w.call("PUT", "v1/settings/ticket", { use_printer: true }));

    // A closing at a till with a printer prints itself there, as a Z does.
    const closed = await w.okData<Report & { printed: { id: number; printer: number } }>(
      await w.call("POST", "v1/box_reports/close_box", { close_type: "change_shift", confirm: true }),
    );
    expect(closed.printed).toMatchObject({ printer: till });
    const onPaper = await w.okData<{ kind: string; html: string }>(
      await w.call("GET", `v1/print_queue/${closed.printed.id}`),
    );
    expect(onPaper).toMatchObject({ kind: "box_report" });
    expect(onPaper.html).toContain(closed.serial);
    const queued = await w.okData<{ total: number }>(await w.call("GET", "v1/print_queue"));
    expect(queued.total).toBe(3);
  });

  it("keeps closing to those who may and refuses bad amounts", async () => {
    w.refused(await w.call("POST", "v1/box_reports/close_box", { confirm: true }, w.waiter), 403);
    w.refused(await w.call("POST", "v1/expenses", { importe: 0 }));
    w.refused(await w.call("POST", "v1/economic_subscriptions", { amount: -3 }));
    w.refused(await w.call("GET", "v1/box_reports/999999"), 404);
  });

  it("counts each order once when two closings run at the same time", async () => {
    const expected = emptyExpected();
    for (let n = 0; n < 3; n += 1) await sellOne("barra", expected);
    const [a, b] = await Promise.all([
      w.call("POST", "v1/box_reports/close_box", { close_type: "change_shift", confirm: true }),
      w.call("POST", "v1/box_reports/close_box", { close_type: "change_shift", confirm: true }),
    ]);
    const totals = [a, b].map((response) => cents((response.json().data as Report).total_general)).sort();
    expect(totals).toEqual([0, expected.byChannel.barra]);
  });
});
