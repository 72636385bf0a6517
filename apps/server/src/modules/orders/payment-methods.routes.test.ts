import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { payments } from "./orders.schema";

const FIGURES = [
  "total_cash",
  "total_credit_card",
  "total_transfer",
  "total_general_tips",
  "total_tips_cash",
  "total_tips_credit_card",
  "expected_cash",
  "card_bank",
] as const;
/** The open period's figures this file looks at, in cents. */
type Period = Record<(typeof FIGURES)[number], number>;

function periodOf(read: (key: (typeof FIGURES)[number]) => number): Period {
  const period = {} as Period;
  for (const key of FIGURES) period[key] = read(key);
  return period;
}

describe.each(DATABASES)("a payment's method, its tip and the box on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await createOrdersWorld(kind);
  });
  afterAll(() => w.t.close());

  const period = async (): Promise<Period> => {
    const figures = await w.okData<Row & Period>(await w.call("GET", "v1/box_reports/current"));
    return periodOf((key) => Math.round(figures[key] * 100));
  };
  /** What the open period gained while `act` ran, per figure, in cents. */
  const gained = async (act: () => Promise<unknown>): Promise<Period> => {
    const before = await period();
    await act();
    const after = await period();
    return periodOf((key) => after[key] - before[key]);
  };
  const paymentRows = async (orderId: number) =>
    w.t.db.select().from(payments).where(eq(payments.request_id, orderId)).orderBy(asc(payments.id));
  /** 3 cañas and a wine: 9,60. */
  const openBill = () =>
    w.openCommand([
      { id: w.menu.cana, qty: 3 },
      { id: w.menu.vino, qty: 1 },
    ]);
  const inLanguage = (language: string) => ({ ...w.admin, "accept-language": language });

  it("counts a transfer tip given when nothing was left to pay as a transfer, not as cash", async () => {
    const order = await openBill();
    await w.okData(
      await w.call("POST", "v1/payments/by_price", { command: order.id, price: 9.6, credit_card: true }),
    );
    const delta = await gained(async () =>
      w.okData(
        await w.call("POST", "v1/commands/close_command", {
          id: order.id,
          payment_type: "transfer",
          tip_amount: 2,
        }),
      ),
    );
    expect(delta).toEqual({
      total_cash: 0,
      total_credit_card: 960,
      total_transfer: 0,
      total_general_tips: 200,
      total_tips_cash: 0,
      total_tips_credit_card: 0,
      expected_cash: 0,
      card_bank: 960,
    });
    // The closing recorded a row of the tip's method, for the tip alone.
    const closing = (await paymentRows(order.id)).find((row) => row.is_closing);
    expect(closing).toMatchObject({ amount_cents: 0, payment_type: "transfer", credit_card: false });
  });

  it("puts a card or a cash tip given with nothing left to pay in its own method", async () => {
    const byCard = await openBill();
    await w.okData(await w.call("POST", "v1/payments/by_price", { command: byCard.id, price: 9.6 }));
    const card = await gained(async () =>
      w.okData(
        await w.call("POST", "v1/commands/close_command", {
          id: byCard.id,
          payment_type: "credit_card",
          tip_amount: 1.5,
        }),
      ),
    );
    expect([card.total_tips_credit_card, card.total_tips_cash, card.card_bank]).toEqual([150, 0, 150]);
    expect([card.total_cash, card.expected_cash]).toEqual([960, 960]);

    const inCash = await openBill();
    await w.okData(
      await w.call("POST", "v1/payments/by_price", { command: inCash.id, price: 9.6, credit_card: true }),
    );
    const cash = await gained(async () =>
      w.okData(
        await w.call("POST", "v1/commands/close_command", { id: inCash.id, tip_amount: 0.5, tendered: 1 }),
      ),
    );
    expect([cash.total_tips_cash, cash.expected_cash, cash.total_tips_credit_card]).toEqual([50, 50, 0]);
    // The tip was handed over in cash, with change to give back.
    const closing = (await paymentRows(inCash.id)).find((row) => row.is_closing);
    expect(closing).toMatchObject({ amount_cents: 0, payment_type: "cash", tendered_cents: 100 });
  });

  it.each([
    ["credit_card", false],
    ["cash", true],
    ["transfer", true],
  ])("refuses a closing paid by %s with credit_card %s, in the caller's language", async (type, card) => {
    const order = await openBill();
    const body = { id: order.id, payment_type: type, credit_card: card };
    const messages: string[] = [];
    for (const language of ["es", "en", "zh-CN"]) {
      const response = await w.t.app.inject({
        method: "POST",
        url: "/api/v1/commands/close_command",
        headers: inLanguage(language),
        payload: body,
      });
      const refusal = w.refused(response);
      expect(refusal.code).toBe("validation.failed");
      expect(refusal.errors?.payment_type).toHaveLength(1);
      messages.push(refusal.errors!.payment_type![0]!);
    }
    expect(messages).toEqual([
      "El método de pago se contradice: payment_type y credit_card no dicen lo mismo (tarjeta solo con credit_card: true)",
      "The payment method contradicts itself: payment_type and credit_card disagree (card only with credit_card: true)",
      "付款方式自相矛盾：payment_type 与 credit_card 不一致（刷卡时 credit_card 须为 true）",
    ]);
    // Nothing was taken nor closed, by the command's call or the other kinds' one.
    w.refused(await w.call("POST", "v1/requests/close", body));
    const still = await w.okData(await w.call("GET", `v1/commands/${order.id}`));
    expect([still.status, still.paid]).toEqual(["solicitado", 0]);
    expect(await paymentRows(order.id)).toEqual([]);
  });

  it("takes a body whose two fields agree, and the box counts the method both name", async () => {
    const order = await openBill();
    const delta = await gained(async () =>
      w.okData(
        await w.call("POST", "v1/commands/close_command", {
          id: order.id,
          payment_type: "credit_card",
          credit_card: true,
        }),
      ),
    );
    expect([delta.total_credit_card, delta.total_cash]).toEqual([960, 0]);
    expect((await paymentRows(order.id))[0]).toMatchObject({
      payment_type: "credit_card",
      credit_card: true,
    });
  });

  it("changes a closed order's payment until a closing counts it, then refuses", async () => {
    const order = await openBill();
    await w.okData(
      await w.call("POST", "v1/commands/close_command", {
        id: order.id,
        payment_type: "transfer",
        tip_amount: 1,
      }),
    );
    const [closing] = await paymentRows(order.id);
    // Not counted yet: the till corrects it, and the method is one truth on the row and the order.
    const changed = await gained(async () =>
      w.okData(await w.call("POST", "v1/payments/change_payment", { id: closing!.id, credit_card: true })),
    );
    expect(changed).toMatchObject({
      total_transfer: -960,
      total_credit_card: 960,
      total_tips_credit_card: 100,
      card_bank: 1060,
    });
    expect((await paymentRows(order.id))[0]).toMatchObject({
      payment_type: "credit_card",
      credit_card: true,
    });
    expect((await w.okData(await w.call("GET", `v1/commands/${order.id}`))).credit_card).toBe(true);

    const report = await w.okData<Row & { serial: string; total_credit_card: number }>(
      await w.call("POST", "v1/box_reports/close_box", { close_type: "change_shift", confirm: true }),
    );
    const response = await w.t.app.inject({
      method: "POST",
      url: "/api/v1/payments/change_payment",
      headers: inLanguage("en"),
      payload: { id: closing!.id, credit_card: false },
    });
    const refusal = w.refused(response);
    expect(refusal.code).toBe("payments.counted_by_closing");
    expect(refusal.message).toBe(
      `This payment is already counted in the cash closing ${report.serial}: it cannot change`,
    );
    expect((await paymentRows(order.id))[0]).toMatchObject({
      payment_type: "credit_card",
      credit_card: true,
    });
    const kept = await w.okData<Row & { total_credit_card: number }>(
      await w.call("GET", `v1/box_reports/${report.id}`),
    );
    expect(kept.total_credit_card).toBe(report.total_credit_card);
  });

  it("still changes a partial payment of an open order, keeping it a split", async () => {
    const order = await openBill();
    const paid = await w.okData(
      await w.call("POST", "v1/payments/by_price", { command: order.id, price: 4, credit_card: true }),
    );
    await w.okData(
      await w.call("POST", "v1/payments/change_payment", { id: paid.payments[0]!.id, credit_card: false }),
    );
    expect((await paymentRows(order.id))[0]).toMatchObject({
      payment_type: "split_price",
      credit_card: false,
    });
  });
});
