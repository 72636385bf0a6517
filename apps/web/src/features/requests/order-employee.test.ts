import { describe, expect, it } from "vitest";
import { orderWorker } from "./order-employee";

const carlos = { id: 3, username: "camarero", first_name: "Carlos", last_name: "Ruiz" };

describe("orderWorker", () => {
  it("is the chosen employee only when the setting asks for one", () => {
    expect(orderWorker(true, carlos)).toBe(3);
    expect(orderWorker(true, undefined)).toBeUndefined();
    expect(orderWorker(false, carlos)).toBeUndefined();
  });
});
