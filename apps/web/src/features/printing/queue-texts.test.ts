import { describe, expect, it } from "vitest";
import { clockWithSeconds, deliveryName } from "./queue-texts";

const t = (key: string, params: Record<string, unknown> = {}) => `${key}${JSON.stringify(params)}`;

describe("the print queue's texts", () => {
  it("names a ticket by its table, else its client, else its order's number", () => {
    const none = { table_name: null, client_name: null, request: 7 };
    expect(deliveryName(t, { ...none, order_kind: "local", table_name: "S4" })).toBe(
      'printing.queue.names.table{"table":"S4"}',
    );
    expect(deliveryName(t, { ...none, order_kind: "recoger", client_name: "Ana Gil" })).toBe(
      'printing.queue.names.named{"kind":"printing.queue.names.kinds.recoger{}","name":"Ana Gil"}',
    );
    expect(deliveryName(t, { ...none, order_kind: "barra" })).toBe(
      'printing.queue.names.numbered{"kind":"printing.queue.names.kinds.barra{}","id":7}',
    );
    expect(deliveryName(t, { ...none, order_kind: null, request: null })).toBeNull();
  });

  it("tells the time in the local's time zone, not UTC", () => {
    const instant = "2026-07-01T10:15:30.000Z";
    expect(clockWithSeconds("Europe/Madrid")(instant)).toBe("12:15:30");
    expect(clockWithSeconds("America/Santo_Domingo")(instant)).toBe("06:15:30");
  });
});
