import { describe, expect, it } from "vitest";
import { decodeRouteError, encodeRouteError } from "./route-error";

describe("errors in the e route parameter", () => {
  it("round-trips through a URL", () => {
    const encoded = encodeRouteError({ message: "login.mustLogin" });
    const param = new URLSearchParams(`e=${encoded}`).get("e");
    expect(decodeRouteError(param)).toEqual({ message: "login.mustLogin" });
  });

  it.each([null, "", "not json", "42", '{"message":3}'])("ignores %j", (value) => {
    expect(decodeRouteError(value)).toBeUndefined();
  });
});
