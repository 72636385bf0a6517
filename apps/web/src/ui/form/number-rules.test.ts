import { describe, expect, it } from "vitest";
import { numberRuleError } from "./number-rules";

describe("number rules (spec §5 'Numbers')", () => {
  it("only greater than 0 refuses 0 and negatives", () => {
    expect(numberRuleError("0", "greaterThanZero")).toBe("globals.onlyGreaterThanZero");
    expect(numberRuleError("-2", "greaterThanZero")).toBe("globals.onlyGreaterThanZero");
    expect(numberRuleError("0.01", "greaterThanZero")).toBeUndefined();
  });

  it("only positive refuses negatives and accepts 0", () => {
    expect(numberRuleError("-0.5", "positive")).toBe("globals.onlyPositive");
    expect(numberRuleError("0", "positive")).toBeUndefined();
    expect(numberRuleError("12.5", "positive")).toBeUndefined();
  });

  it("says when the text is not a number yet, and leaves an empty field alone", () => {
    expect(numberRuleError("-", "positive")).toBe("globals.invalidNumber");
    expect(numberRuleError(".", undefined)).toBe("globals.invalidNumber");
    expect(numberRuleError("", "greaterThanZero")).toBeUndefined();
    expect(numberRuleError("-3", undefined)).toBeUndefined();
  });
});
