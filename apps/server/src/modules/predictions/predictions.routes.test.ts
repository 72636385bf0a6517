import type {
  AprioriReport,
  ForecastReport,
  Holiday,
  ProbabilityReport,
  ProductsForecastReport,
} from "@comanda/domain";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type Order, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { translate } from "../../platform/errors/messages";

/** Mondays to Sundays: how many orders the local sells (a quiet week start, a busy weekend). */
const PER_WEEKDAY = [1, 1, 1, 2, 2, 3, 3];
const FIRST_DAY = "2026-05-04"; // a Monday
const WEEKS = 7;
const LAST_DAY = "2026-06-21"; // the Sunday seven weeks later
const EXTRA_DAY = "2026-05-20"; // one more order, so the weeks are not all identical

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

describe.each(DATABASES)("predictions on %s", (kind) => {
  let w: OrdersWorld;
  let now = new Date("2026-05-01T10:00:00Z");
  const forecast = async <T = ForecastReport>(path: string, body: Record<string, unknown> = {}) =>
    w.okData<T>(await w.call("POST", `v1/reports/${path}`, body));

  /** The i-th order of a day: caña + burger, caña + wine, then wine alone. */
  async function sell(day: string, index: number) {
    now = new Date(`${day}T12:00:00Z`);
    const products =
      index === 0
        ? [{ id: w.menu.cana, qty: 1 }, w.burgerLine(1)]
        : index === 1
          ? [
              { id: w.menu.cana, qty: 1 },
              { id: w.menu.vino, qty: 1 },
            ]
          : index === 2
            ? [{ id: w.menu.vino, qty: 1 }]
            : [{ id: w.menu.cana, qty: 1 }];
    const order = await w.okData<Order>(await w.call("POST", "v1/requests/barra", { products }));
    await w.okData(await w.call("POST", "v1/requests/close", { id: order.id, credit_card: true }));
  }

  beforeAll(async () => {
    w = await createOrdersWorld(kind, { clock: () => now });
  }, 60_000);
  afterAll(() => w.t.close());

  it("gives no number before there is enough history", async () => {
    const report = await forecast("predictions/sales");
    expect(report.result).toEqual({ status: "too_little_history", days: 0, needed: 42 });
  });

  describe("with seven weeks of orders", () => {
    beforeAll(async () => {
      for (let day = 0; day < WEEKS * 7; day++) {
        const date = addDays(FIRST_DAY, day);
        for (let index = 0; index < (PER_WEEKDAY[day % 7] as number); index++) await sell(date, index);
        if (date === EXTRA_DAY) await sell(date, 3);
      }
      now = new Date("2026-06-22T09:00:00Z");
    }, 300_000);

    it("forecasts next week's orders per day with the weekly pattern, an interval and its backtest", async () => {
      const report = await forecast("predictions/orders", { horizon: 7 });
      if (report.result.status !== "ok") throw new Error("expected a forecast");
      const { history, forecast: points, backtest } = report.result;
      expect(history.at(-1)).toEqual({ at: LAST_DAY, value: 3 });
      expect(points.map((point) => point.at)).toEqual(
        Array.from({ length: 7 }, (_, i) => addDays(LAST_DAY, i + 1)),
      );
      points.forEach((point, index) => {
        expect(Math.abs(point.value - (PER_WEEKDAY[index] as number))).toBeLessThan(0.5);
        expect(point.low).toBeLessThanOrEqual(point.value);
        expect(point.high).toBeGreaterThanOrEqual(point.value);
      });
      expect(backtest.weeks).toBe(4);
      expect(backtest.mase).not.toBeNull();
      expect(typeof backtest.better_than_naive).toBe("boolean");
    });

    it("forecasts sales in money and per hour, the hours adding up to the day", async () => {
      const daily = await forecast("predictions/sales", { horizon: 14 });
      if (daily.result.status !== "ok") throw new Error("expected a forecast");
      // Sunday: caña + burger 12.19, caña + wine 5.20, wine 3.00.
      expect(daily.result.history.at(-1)).toEqual({ at: LAST_DAY, value: 20.39 });
      expect(daily.result.forecast).toHaveLength(14);
      const hourly = await forecast("predictions/sales", { horizon: 2, granularity: "hour" });
      if (hourly.result.status !== "ok") throw new Error("expected a forecast");
      expect(hourly.result.forecast).toHaveLength(48);
      // Every order was closed at 14:00 Madrid summer time.
      const monday = hourly.result.forecast.filter((point) => point.at.startsWith("2026-06-22"));
      expect(monday.filter((point) => point.value > 0).map((point) => point.at)).toEqual(["2026-06-22 14"]);
      expect(monday.reduce((sum, point) => sum + point.value, 0)).toBeCloseTo(
        daily.result.forecast[0]?.value ?? 0,
        1,
      );
    });

    it("forecasts units per product", async () => {
      const report = await forecast<ProductsForecastReport>("predictions/products", { horizon: 7 });
      expect(report.products.map((product) => product.name)).toEqual(["Caña", "Hamburguesa", "Vino"]);
      const burger = report.products.find((product) => product.name === "Hamburguesa");
      expect(burger?.total).toBeCloseTo(7, 0);
    });

    it("finds the rules of the period's baskets, as worked out by hand", async () => {
      // 92 orders: caña 78, burger 49, wine 42; caña + burger 49, caña + wine 28, burger + wine 0.
      const report = await forecast<AprioriReport>("apriori", {
        date_from: FIRST_DAY,
        date_to: LAST_DAY,
        min_support: 0.2,
        min_confidence: 0.5,
      });
      expect(report.orders).toBe(92);
      const names = (items: Array<{ name: string }>) => items.map((item) => item.name);
      expect(
        report.rules.map((rule) => [
          names(rule.antecedent),
          names(rule.consequent),
          rule.count,
          rule.confidence,
          rule.lift,
        ]),
      ).toEqual([
        [["Hamburguesa"], ["Caña"], 49, 1, round4(92 / 78)],
        [["Caña"], ["Hamburguesa"], 49, round4(49 / 78), round4(92 / 78)],
        [["Vino"], ["Caña"], 28, round4(28 / 42), round4((28 * 92) / (42 * 78))],
      ]);
      expect(report.rules[0]?.support).toBe(round4(49 / 92));
    });

    it("says who also took a product", async () => {
      const report = await forecast<ProbabilityReport>("probability", {
        date_from: FIRST_DAY,
        date_to: LAST_DAY,
        product: w.menu.vino,
      });
      expect(report).toMatchObject({ orders: 92, with_product: 42 });
      expect(report.results).toEqual([
        {
          product_id: w.menu.cana,
          name: "Caña",
          count: 28,
          probability: round4(28 / 42),
          lift: round4((28 * 92) / (42 * 78)),
        },
      ]);
      w.refused(
        await w.call("POST", "v1/reports/probability", {
          date_from: FIRST_DAY,
          date_to: LAST_DAY,
          product: 999_999,
        }),
        404,
      );
    });

    it("downloads the forecast and the rules as CSV and XLSX", async () => {
      const csv = await w.call(
        "GET",
        `v1/reports/download_predictions/associations?date_from=${FIRST_DAY}&date_to=${LAST_DAY}&min_support=0.2&min_confidence=0.5&format=csv`,
      );
      expect(csv.statusCode).toBe(200);
      const lines = csv.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe("Si piden,También piden,Cantidad,Soporte,Confianza,Lift");
      expect(lines[1]).toBe(`Hamburguesa,Caña,49,${round4(49 / 92)},1,${round4(92 / 78)}`);
      const xlsx = await w.call(
        "GET",
        `v1/reports/download_predictions/orders?date_from=${FIRST_DAY}&date_to=${LAST_DAY}&horizon=7`,
      );
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers["content-disposition"]).toContain("predictions-orders-2026-06-22-2026-06-28.xlsx");
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet?.getRow(2).values).toEqual([
        undefined,
        "Fecha",
        "Previsión",
        "Mínimo (80 %)",
        "Máximo (80 %)",
        "Festivo",
      ]);
      expect(sheet?.getRow(3).getCell(1).value).toBe("2026-06-22");
      expect(sheet?.rowCount).toBe(2 + 7);
    });

    it("keeps the manager's holidays and puts them on the forecast", async () => {
      const added = await w.okData<Holiday>(
        await w.call("POST", "v1/reports/predictions/holidays", { day: "2026-06-24", name: "San Juan" }),
      );
      const twice = w.refused(
        await w.call("POST", "v1/reports/predictions/holidays", { day: "2026-06-24", name: "Otra vez" }),
      );
      expect(twice.errors?.day).toEqual([translate("es", "predictions.holiday_exists")]);
      w.refused(await w.call("POST", "v1/reports/predictions/holidays", { day: "2026-06-25", name: " " }));
      expect(await w.okData<Holiday[]>(await w.call("GET", "v1/reports/predictions/holidays"))).toEqual([
        { id: added.id, day: "2026-06-24", name: "San Juan" },
      ]);
      const report = await forecast("predictions/orders", { horizon: 7 });
      if (report.result.status !== "ok") throw new Error("expected a forecast");
      expect(report.result.forecast.filter((point) => point.holiday).map((point) => point.at)).toEqual([
        "2026-06-24",
      ]);
      const remove = (id: number) =>
        w.t.app.inject({
          method: "DELETE",
          url: `/api/v1/reports/predictions/holidays/${id}`,
          headers: w.admin,
        });
      expect((await remove(added.id)).statusCode).toBe(200);
      expect((await remove(added.id)).statusCode).toBe(404);
    });

    it("refuses what is out of range with the spec's messages, changing nothing", async () => {
      const horizon = w.refused(await w.call("POST", "v1/reports/predictions/sales", { horizon: 15 }));
      expect(horizon.errors?.horizon).toEqual([translate("es", "predictions.horizon")]);
      w.refused(await w.call("POST", "v1/reports/predictions/orders", { horizon: 0 }));
      w.refused(await w.call("POST", "v1/reports/predictions/tips", {}));
      const range = w.refused(
        await w.call("POST", "v1/reports/apriori", { date_from: "2026-01-01", date_to: LAST_DAY }),
      );
      expect(range.errors?.date_to).toEqual([translate("es", "reports.date_range")]);
      const support = w.refused(
        await w.call("POST", "v1/reports/apriori", {
          date_from: FIRST_DAY,
          date_to: LAST_DAY,
          min_support: 0,
        }),
      );
      expect(support.errors?.min_support).toEqual([translate("es", "predictions.min_support")]);
      w.refused(
        await w.call("POST", "v1/reports/apriori", {
          date_from: FIRST_DAY,
          date_to: LAST_DAY,
          min_confidence: 2,
        }),
      );
      w.refused(
        await w.call("GET", "v1/reports/download_predictions/sales?date_from=2026-01-01&date_to=2026-06-21"),
      );
    });
  });
});
