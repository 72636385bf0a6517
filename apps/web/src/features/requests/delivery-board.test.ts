import { describe, expect, it } from "vitest";
import type { DeliveryOrder } from "./delivery-api";
import {
  addressLine,
  boardOf,
  closableCount,
  columnOf,
  deliveryTimeOf,
  newIncoming,
  nextStepOf,
} from "./delivery-board";

function order(fields: Partial<DeliveryOrder> & Pick<DeliveryOrder, "id">): DeliveryOrder {
  return {
    kind: "domicilio",
    status: "solicitado",
    process_status: "solicited",
    table: null,
    table_name: null,
    zone: null,
    command_guests: 1,
    elapse_time: 0,
    created_at: "2025-05-14T10:00:00.000Z",
    products: [],
    price: 10,
    total: 10,
    paid: 0,
    pending: 10,
    client: null,
    address: null,
    dealer: null,
    details: null,
    credit_card: false,
    from_client: false,
    is_accepted: null,
    order_time_delay: null,
    soon_as_possible: false,
    shift_time: null,
    delivery_date: null,
    client_data: null,
    address_data: null,
    ...fields,
  } as DeliveryOrder;
}

describe("the delivery board", () => {
  it("puts a delivery order ready at the pass in the same column as a pickup order ready at the counter", () => {
    expect(columnOf("toServe")).toBe("readyForPickup");
    expect(columnOf("readyForPickup")).toBe("readyForPickup");
    expect(columnOf("onTheWay")).toBe("onTheWay");
    expect(columnOf("received")).toBe("received");
  });

  it("sets web orders to accept apart and the accepted ones in their columns, keeping the server's order", () => {
    const board = boardOf([
      order({ id: 1, status: "required", from_client: true }),
      order({ id: 2, process_status: "toServe" }),
      order({ id: 3, kind: "recoger", process_status: "readyForPickup" }),
      order({ id: 4, process_status: "onTheWay" }),
      order({ id: 5, status: "required", from_client: true, kind: "recoger" }),
      order({ id: 6, status: "payed", process_status: "received" }),
    ]);
    expect(board.incoming.map((o) => o.id)).toEqual([1, 5]);
    expect(board.columns.readyForPickup.map((o) => o.id)).toEqual([2, 3]);
    expect(board.columns.onTheWay.map((o) => o.id)).toEqual([4]);
    expect(board.columns.solicited).toEqual([]);
    expect(board.columns.received).toEqual([]);
  });

  it("names each next step as staff say it, per kind, and none once handed over", () => {
    const steps = (kind: DeliveryOrder["kind"], statuses: DeliveryOrder["process_status"][]) =>
      statuses.map((process_status) => nextStepOf({ kind, process_status }));
    expect(steps("domicilio", ["solicited", "inProcess", "toServe", "onTheWay", "received"])).toEqual([
      { step: "prepare", status: "inProcess" },
      { step: "ready", status: "toServe" },
      { step: "dispatch", status: "onTheWay" },
      { step: "delivered", status: "received" },
      undefined,
    ]);
    expect(steps("recoger", ["solicited", "inProcess", "readyForPickup", "received"])).toEqual([
      { step: "prepare", status: "inProcess" },
      { step: "ready", status: "readyForPickup" },
      { step: "collected", status: "received" },
      undefined,
    ]);
  });

  it("rings only for web orders new to the board, never on the first load", () => {
    const incoming = [order({ id: 1 }), order({ id: 2 })];
    expect(newIncoming(undefined, incoming)).toEqual([]);
    expect(newIncoming(new Set([1]), incoming).map((o) => o.id)).toEqual([2]);
  });

  it("counts for close all only the accepted orders", () => {
    expect(closableCount([order({ id: 1 }), order({ id: 2, status: "required" }), order({ id: 3 })])).toBe(2);
  });
});

describe("the promised time", () => {
  const now = new Date("2025-05-14T18:00:00Z"); // 20:00 in Madrid, a Wednesday
  const at = { now, timeZone: "Europe/Madrid", language: "es" as const };

  it("reads the slot in the local's zone, with the accepted delay added", () => {
    const time = deliveryTimeOf(
      {
        shift_time: "2025-05-14T18:30:00Z",
        soon_as_possible: false,
        order_time_delay: 15,
        delivery_date: null,
      },
      at,
    );
    expect(time).toEqual({
      isAsap: false,
      slot: "20:30",
      promised: "20:45",
      delay: 15,
      day: { kind: "today" },
    });
  });

  it("says tomorrow, or the date, from the delivery date", () => {
    const tomorrow = deliveryTimeOf(
      {
        shift_time: "2025-05-14T22:30:00Z",
        soon_as_possible: false,
        order_time_delay: null,
        delivery_date: null,
      },
      at,
    );
    expect(tomorrow.day).toEqual({ kind: "tomorrow" });
    expect(tomorrow.slot).toBe("00:30");
    expect(tomorrow.promised).toBeNull();
    const later = deliveryTimeOf(
      { shift_time: null, soon_as_possible: true, order_time_delay: null, delivery_date: "2025-05-17" },
      at,
    );
    expect(later.isAsap).toBe(true);
    expect(later.slot).toBeNull();
    expect(later.day).toEqual({ kind: "date", text: expect.stringMatching(/17/) });
  });

  it("has no day when the order names neither a slot nor a date", () => {
    const time = deliveryTimeOf(
      { shift_time: null, soon_as_possible: true, order_time_delay: 0, delivery_date: null },
      at,
    );
    expect(time).toEqual({ isAsap: true, slot: null, promised: null, delay: null, day: null });
  });
});

describe("places", () => {
  it("join what is there", () => {
    expect(addressLine({ address: "Calle Mayor 3", postal_code: "28013", town: "Madrid", city: null })).toBe(
      "Calle Mayor 3, 28013 Madrid",
    );
    expect(addressLine({ address: "Calle Mayor 3", postal_code: null, town: null, city: "Sevilla" })).toBe(
      "Calle Mayor 3, Sevilla",
    );
  });
});
