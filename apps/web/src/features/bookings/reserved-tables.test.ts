import { describe, expect, it } from "vitest";
import { withReservedMark } from "./reserved-mark";

describe("tables reserved for the coming hour", () => {
  it("adds the booking's time under the table, after a busy table's lines", () => {
    const details = new Map([[1, ["12,00", "5 min"]]]);
    const reserved = [
      { booking: 7, table: 1, table_name: "T1", start_at: "21:00", qty_person: 2, client_name: null },
      { booking: 8, table: 2, table_name: "T2", start_at: "21:30", qty_person: 4, client_name: "Ana" },
    ];
    const marked = withReservedMark(details, reserved, (time) => `R ${time}`);
    expect(marked.get(1)).toEqual(["12,00", "5 min", "R 21:00"]);
    expect(marked.get(2)).toEqual(["R 21:30"]);
    expect(details.get(1)).toHaveLength(2);
  });
});
