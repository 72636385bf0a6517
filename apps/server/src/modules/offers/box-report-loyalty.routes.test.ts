import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { boxReportSections } from "../cash/box-report-files";
import type { PresentedBoxReport } from "../cash/box-report-present";

/** 10 June 2026, 10:00 in Madrid; moved on as the shifts go. */
let now = new Date("2026-06-10T08:00:00Z");

type Loyalty = Record<string, number>;

describe.each(DATABASES)("the box report's loyalty figures on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    now = new Date("2026-06-10T08:00:00Z");
    w = await createOrdersWorld(kind, { clock: () => now });
  });
  afterAll(() => w.t.close());

  const paidWithCode = async (client: number, qty: number) => {
    const order = await w.okData(
      await w.call("POST", "v1/requests/barra", {
        client,
        promotion: "CAJA10",
        products: [{ id: w.menu.vino, qty }],
      }),
    );
    await w.okData(await w.call("POST", "v1/requests/close", { id: order.id }));
  };
  const current = async () =>
    (await w.okData<{ loyalty: Loyalty }>(await w.call("GET", "v1/box_reports/current"))).loyalty;

  it("shows the period's offers used, discount given by codes and points outstanding, on screen and in the files", async () => {
    await w.create("v1/offers", {
      name: "Diez",
      code: "CAJA10",
      price: 10,
      start_date: "2026-06-01",
      end_date: "2026-06-30",
    });
    const ana = (await w.create("v1/clients", { first_name: "Ana" })).id;
    const luis = (await w.create("v1/clients", { first_name: "Luis" })).id;
    // First shift: two wines at 10 % off (5,40 €: 10 points, 0,60 € of discount).
    await paidWithCode(ana, 2);
    const first = {
      offers_used: 1,
      discount_given: 0.6,
      points_earned: 10,
      points_redeemed: 0,
      points_reversed: 0,
      points_outstanding: 10,
    };
    expect(await current()).toEqual(first);

    now = new Date("2026-06-10T12:00:00Z");
    const closed = await w.okData<PresentedBoxReport>(
      await w.call("POST", "v1/box_reports/close_box", { close_type: "change_shift", confirm: true }),
    );
    expect(closed.loyalty).toEqual(first);
    const report = await w.okData<PresentedBoxReport>(await w.call("GET", `v1/box_reports/${closed.id}`));
    expect(report.loyalty).toEqual(first);

    // Second shift, same day: only its own use and discount; the outstanding points add up.
    now = new Date("2026-06-10T13:00:00Z");
    await paidWithCode(luis, 1);
    expect(await current()).toEqual({
      offers_used: 1,
      discount_given: 0.3,
      points_earned: 5,
      points_redeemed: 0,
      points_reversed: 0,
      points_outstanding: 15,
    });
    // The closed report keeps its own period's figures.
    expect(
      (await w.okData<PresentedBoxReport>(await w.call("GET", `v1/box_reports/${closed.id}`))).loyalty,
    ).toEqual(first);

    // The PDF and the spreadsheet carry them as a section.
    const sections = boxReportSections(report, "es", "Europe/Madrid");
    expect(sections.at(-1)).toEqual({
      title: "Fidelización",
      rows: [
        ["Ofertas usadas", 1],
        ["Descuento dado con códigos", { money: 0.6 }],
        ["Puntos ganados", 10],
        ["Puntos canjeados", 0],
        ["Puntos pendientes al cierre", 10],
      ],
    });
    for (const format of ["pdf", "xlsx"]) {
      const file = await w.call("GET", `v1/box_reports/${report.id}/download?format=${format}`);
      expect(file.statusCode, format).toBe(200);
    }
  });
});
