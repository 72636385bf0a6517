import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { Order } from "./order-types";
import { commandDetails, withUnsentMark } from "./table-details";

const t = ((key: string, values: { count: number }) => `${key}:${values.count}`) as unknown as TFunction;
const order = { total: 9, elapse_time: 7, command_guests: 3 } as Order;

describe("commandDetails", () => {
  it("shows the server's minutes and the guests when just read", () => {
    expect(
      commandDetails(new Map([[1, order]]), t, { language: "es" })
        .get(1)
        ?.slice(1),
    ).toEqual(["requests.tables.minutes:7", "requests.tables.guests:3"]);
  });

  it("counts the whole minutes passed since the read, never fewer than the server's", () => {
    const minutes = (sinceReadMs: number) =>
      commandDetails(new Map([[1, order]]), t, { language: "es" }, sinceReadMs).get(1)?.[1];
    expect(minutes(59_999)).toBe("requests.tables.minutes:7");
    expect(minutes(5 * 60_000)).toBe("requests.tables.minutes:12");
    // A tick read before the answer came in.
    expect(minutes(-2_000)).toBe("requests.tables.minutes:7");
  });
});

describe("withUnsentMark", () => {
  it("puts the mark after a busy table's amount and alone on a free table", () => {
    const details = new Map([[1, ["12,00 €", "5 min", "2 comensales"]]]);
    const marked = withUnsentMark(details, new Set([1, 2]), "Sin enviar");
    expect(marked.get(1)).toEqual(["12,00 €", "Sin enviar", "5 min", "2 comensales"]);
    expect(marked.get(2)).toEqual(["Sin enviar"]);
    expect(details.get(1)).toHaveLength(3);
  });
});
