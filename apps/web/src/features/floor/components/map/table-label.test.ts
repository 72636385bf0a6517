import { describe, expect, it } from "vitest";
import { fitTableLabel } from "./table-label";

const busy = ["4 comensales", "35 min", "123,50 €"];
/** The widest a line of `size` may be by the estimate the fitting uses (see table-label.ts). */
const fits = (text: string, size: number, room: number, em: number) => text.length * em * size <= room + 1e-9;

describe("a table's label on the map", () => {
  it("keeps the full size and every line on a large table", () => {
    const label = fitTableLabel({ width: 200, height: 160, shape: "square" }, "S5", busy, 12);
    expect(label.nameSize).toBe(30);
    expect(label.lines).toEqual(busy);
  });

  it("shrinks the text to fit a small round table, inside the square inscribed in it", () => {
    const style = { width: 90, height: 90, shape: "round" as const };
    const label = fitTableLabel(style, "T12", busy, 8);
    const room = 90 * Math.SQRT1_2;
    expect(label.nameSize).toBeLessThan(27);
    for (const line of label.lines) expect(fits(line, label.lineSize, room, 0.56)).toBe(true);
    expect(fits("T12", label.nameSize, room, 0.62)).toBe(true);
    expect(label.nameSize + label.lines.length * label.lineStep).toBeLessThanOrEqual(room + 1e-9);
  });

  it("drops the last lines first when even the smallest size would not fit them", () => {
    const label = fitTableLabel({ width: 60, height: 60, shape: "round" }, "T1", busy, 10);
    expect(label.lines.length).toBeLessThan(busy.length);
    expect(busy.slice(0, label.lines.length)).toEqual(label.lines);
    expect(label.nameSize).toBeGreaterThanOrEqual(10);
  });

  it("keeps the name and the first line at the smallest size on a table drawn tiny", () => {
    const label = fitTableLabel({ width: 20, height: 20, shape: "round" }, "Terraza 14", busy, 10);
    expect(label).toMatchObject({ nameSize: 10, lines: ["4 comensales"] });
    expect(fitTableLabel({ width: 20, height: 20, shape: "round" }, "T1", [], 10)).toMatchObject({
      nameSize: 10,
      lines: [],
    });
  });
});
