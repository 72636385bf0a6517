import { describe, expect, it } from "vitest";
import { tableChoiceError } from "./table-choice";

const table = (id: number, status: "available" | "busy" | "pendingPay" | "blocked") => ({
  id,
  name: `T${id}`,
  status,
});

describe("tableChoiceError", () => {
  it("refuses the command's own table for either action", () => {
    expect(tableChoiceError("change", 1, table(1, "busy"), true)).toEqual({ key: "same_table", table: "T1" });
    expect(tableChoiceError("fuse", 1, table(1, "busy"), true)).toEqual({ key: "same_table", table: "T1" });
  });

  it("moves a command only to a free table", () => {
    expect(tableChoiceError("change", 1, table(2, "available"), false)).toBeUndefined();
    for (const status of ["busy", "pendingPay", "blocked"] as const)
      expect(tableChoiceError("change", 1, table(2, status), status !== "blocked")).toEqual({
        key: "not_free",
        table: "T2",
      });
  });

  it("joins only a table with an open command, waiting to pay or not", () => {
    expect(tableChoiceError("fuse", 1, table(2, "busy"), true)).toBeUndefined();
    expect(tableChoiceError("fuse", 1, table(2, "pendingPay"), true)).toBeUndefined();
    expect(tableChoiceError("fuse", 1, table(2, "available"), false)).toEqual({
      key: "no_command",
      table: "T2",
    });
  });
});
