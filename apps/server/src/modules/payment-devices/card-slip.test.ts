import { describe, expect, it } from "vitest";
import { cardSlipOf } from "./card-slip";

describe("the card slip kept from the terminal's receipt", () => {
  it("keeps text with its style, rules and empty lines, and leaves the logo out", () => {
    expect(
      cardSlipOf([
        { lineType: "LogoImage" },
        {
          lineType: "Text",
          text: { value: "VISA   ", size: "SizeHeader1", align: "AlignCenter", emphasisBold: true },
        },
        { lineType: "SingleLineSeperator" },
        { lineType: "NewLine" },
        { lineType: "Text", text: { value: "AUTH CODE:1", size: "SizeBody", align: "AlignRight" } },
        { lineType: "DoubleLineSeperator" },
      ]),
    ).toEqual([
      { text: "VISA", bold: true, align: "center", size: "header", separator: null },
      { text: "", bold: false, align: "left", size: "body", separator: "single" },
      { text: "", bold: false, align: "left", size: "body", separator: null },
      { text: "AUTH CODE:1", bold: false, align: "right", size: "body", separator: null },
      { text: "", bold: false, align: "left", size: "body", separator: "double" },
    ]);
  });

  it("is none when the terminal gave no receipt", () => {
    expect(cardSlipOf(undefined)).toBeNull();
    expect(cardSlipOf([{ lineType: "LogoImage" }])).toBeNull();
  });
});
