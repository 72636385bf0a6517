import { describe, expect, it } from "vitest";
import {
  applyNumericKey,
  atEnd,
  backspace,
  type EditState,
  insertText,
  type NumericKey,
  parseNumber,
  sanitizeNumber,
  withAccent,
} from "./input-rules";

/** Presses keys one after the other on a number field, starting from `value` with the caret at its end. */
function press(value: string, ...keys: NumericKey[]): string {
  return keys.reduce((state: EditState, key) => applyNumericKey(state, key), atEnd(value)).value;
}

describe("text keys", () => {
  it("inserts at the caret and replaces a selection", () => {
    expect(insertText({ value: "pepe", start: 2, end: 2 }, "x")).toEqual({
      value: "pexpe",
      start: 3,
      end: 3,
    });
    expect(insertText({ value: "pepe", start: 1, end: 3 }, "a")).toEqual({ value: "pae", start: 2, end: 2 });
    expect(insertText(atEnd("admin"), "@")).toEqual(atEnd("admin@"));
  });

  it("deletes the character before the caret, or the selection, and nothing at the start", () => {
    expect(backspace(atEnd("año"))).toEqual(atEnd("añ"));
    expect(backspace({ value: "pepe", start: 1, end: 3 })).toEqual({ value: "pe", start: 1, end: 1 });
    expect(backspace({ value: "pepe", start: 0, end: 0 })).toEqual({ value: "pepe", start: 0, end: 0 });
  });

  it("reaches the accented vowels and leaves other letters alone", () => {
    expect(["a", "e", "i", "o", "u", "E", "n", "1"].map(withAccent)).toEqual([
      "á",
      "é",
      "í",
      "ó",
      "ú",
      "É",
      "n",
      "1",
    ]);
  });
});

describe("numeric keys (spec §5 'Touch keyboard numbers')", () => {
  it("types digits and one decimal point", () => {
    expect(press("", "1", "2", ".", "5")).toBe("12.5");
  });

  it("rejects a second decimal point", () => {
    expect(press("12.5", ".")).toBe("12.5");
    expect(press("", "1", ".", "2", ".", "3")).toBe("1.23");
    expect(applyNumericKey({ value: "1.5", start: 0, end: 0 }, ".")).toEqual({
      value: "1.5",
      start: 0,
      end: 0,
    });
  });

  it("lets a decimal point replace a selection that holds the current one", () => {
    expect(applyNumericKey({ value: "1.5", start: 1, end: 3 }, ".").value).toBe("1.");
  });

  it("toggles the sign with the minus key wherever the caret is", () => {
    expect(press("12", "sign")).toBe("-12");
    expect(press("12", "sign", "sign")).toBe("12");
    expect(applyNumericKey({ value: "12", start: 1, end: 1 }, "sign")).toEqual({
      value: "-12",
      start: 2,
      end: 2,
    });
    expect(applyNumericKey({ value: "-12", start: 0, end: 0 }, "sign")).toEqual({
      value: "12",
      start: 0,
      end: 0,
    });
    expect(press("", "sign", "5")).toBe("-5");
  });

  it("keeps digits typed in front of the minus after it", () => {
    expect(applyNumericKey({ value: "-5", start: 0, end: 0 }, "3")).toEqual({
      value: "-35",
      start: 2,
      end: 2,
    });
  });

  it("deletes with backspace", () => {
    expect(press("12.5", "backspace", "backspace")).toBe("12");
  });
});

describe("sanitizeNumber", () => {
  it("removes a second decimal point and anything that is not a digit", () => {
    expect(sanitizeNumber("1.2.3")).toBe("1.23");
    expect(sanitizeNumber("12a,5")).toBe("12.5");
    expect(sanitizeNumber("-4-2")).toBe("-42");
    expect(sanitizeNumber("7")).toBe("7");
  });
});

describe("parseNumber", () => {
  it("reads finished numbers and nothing else", () => {
    expect(["12", "-3.5", ".5", "2."].map(parseNumber)).toEqual([12, -3.5, 0.5, 2]);
    expect(["", "-", ".", "-.", "1e3", "abc"].map(parseNumber)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
