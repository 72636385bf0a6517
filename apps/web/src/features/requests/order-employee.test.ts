import { describe, expect, it } from "vitest";
import { employeeName, orderWorker } from "./order-employee";

const carlos = { id: 3, username: "camarero", first_name: "Carlos", last_name: "Ruiz" };

describe("employeeName", () => {
  it("is the first and last name, or the user name without them", () => {
    expect(employeeName(carlos)).toBe("Carlos Ruiz");
    expect(employeeName({ ...carlos, last_name: null })).toBe("Carlos");
    expect(employeeName({ ...carlos, first_name: " ", last_name: null })).toBe("camarero");
  });
});

describe("orderWorker", () => {
  it("is the chosen employee only when the setting asks for one", () => {
    expect(orderWorker(true, carlos)).toBe(3);
    expect(orderWorker(true, undefined)).toBeUndefined();
    expect(orderWorker(false, carlos)).toBeUndefined();
  });
});
