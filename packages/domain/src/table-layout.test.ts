import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_TABLE_STYLE, TABLE_SHAPES, type TableStyle, tableStyleSchema } from "./floor";
import {
  changeSeats,
  changeShape,
  clampToPlan,
  findFreeSpot,
  moveTable,
  nextTableName,
  overlappingTables,
  resizeTable,
  rotateTable,
  rotationTowards,
  snapRotation,
  snapToGrid,
  tableBounds,
  tablesOverlap,
} from "./table-layout";

const plan = { width: 1200, height: 800 };
const table = (style: Partial<TableStyle> = {}): TableStyle => ({ ...DEFAULT_TABLE_STYLE, ...style });

/** Any drawing the contract accepts, on any plan it accepts. */
const anyStyle = fc.record({
  x: fc.integer({ min: 0, max: 4000 }),
  y: fc.integer({ min: 0, max: 4000 }),
  width: fc.integer({ min: 30, max: 600 }),
  height: fc.integer({ min: 30, max: 600 }),
  rotation: fc.integer({ min: 0, max: 23 }).map((step) => step * 15),
  shape: fc.constantFrom(...TABLE_SHAPES),
  seats: fc.integer({ min: 1, max: 50 }),
});
const anyPlan = fc.record({
  width: fc.integer({ min: 600, max: 4000 }),
  height: fc.integer({ min: 600, max: 4000 }),
});
const anyDelta = fc.record({
  x: fc.integer({ min: -5000, max: 5000 }),
  y: fc.integer({ min: -5000, max: 5000 }),
});

/** Inside the plan, or stuck to its top-left edges when its footprint is larger than the plan. */
function inside(style: TableStyle, size = plan): boolean {
  const box = tableBounds(style);
  if (box.right - box.left > size.width || box.bottom - box.top > size.height) {
    return Math.min(box.left, style.x) < 1e-9 || Math.min(box.top, style.y) < 1e-9;
  }
  return (
    box.left >= -1e-9 &&
    box.top >= -1e-9 &&
    box.right <= size.width + 1e-9 &&
    box.bottom <= size.height + 1e-9
  );
}

describe("snapping", () => {
  it("snaps positions to the grid and angles to 15° steps in 0 ≤ r < 360", () => {
    expect(snapToGrid(44)).toBe(40);
    expect(snapToGrid(45)).toBe(50);
    expect(snapToGrid(47, 25)).toBe(50);
    expect(snapRotation(7)).toBe(0);
    expect(snapRotation(8)).toBe(15);
    expect(snapRotation(359)).toBe(0);
    expect(snapRotation(-15)).toBe(345);
    expect(snapRotation(725)).toBe(0);
  });
});

describe("moving a table", () => {
  it("moves by the pointer's travel, snapped to the grid", () => {
    expect(moveTable(table({ x: 40, y: 40 }), { x: 103, y: 58 }, plan)).toMatchObject({ x: 140, y: 100 });
  });

  it("stops at the plan's edges", () => {
    expect(moveTable(table(), { x: -500, y: -500 }, plan)).toMatchObject({ x: 0, y: 0 });
    expect(moveTable(table(), { x: 5000, y: 5000 }, plan)).toMatchObject({ x: 1100, y: 700 });
  });

  it("keeps a rotated table's whole footprint inside the plan", () => {
    const long = table({ width: 200, height: 40, shape: "rectangle", rotation: 90 });
    // Standing upright, the 200-unit side reaches 80 units above and below its drawn box.
    const top = moveTable(long, { x: 0, y: -500 }, plan);
    expect(top.y).toBe(80);
    expect(inside(top)).toBe(true);
    const corner = moveTable(table({ rotation: 45 }), { x: 5000, y: 5000 }, plan);
    expect(inside(corner)).toBe(true);
    expect(tableBounds(corner).right).toBeGreaterThan(plan.width - 1);
  });

  it("always answers a valid drawing inside the plan", () => {
    fc.assert(
      fc.property(anyStyle, anyDelta, anyPlan, (style, delta, size) => {
        const moved = moveTable(style, delta, size);
        expect(tableStyleSchema.safeParse(moved).success).toBe(true);
        expect(inside(moved, size)).toBe(true);
      }),
    );
  });

  it("clamps a table placed outside a smaller plan back in", () => {
    expect(clampToPlan(table({ x: 3000, y: 3000 }), plan)).toMatchObject({ x: 1100, y: 700 });
  });
});

describe("resizing a table", () => {
  it("grows from the corner handle while the opposite corner stays put", () => {
    const rectangle = table({ shape: "rectangle", x: 100, y: 100, width: 160, height: 80 });
    expect(resizeTable(rectangle, { x: 42, y: -18 }, plan)).toMatchObject({
      x: 100,
      y: 100,
      width: 200,
      height: 60,
    });
  });

  it("measures the travel along a rotated table's own sides", () => {
    const turned = table({ shape: "rectangle", x: 300, y: 300, width: 100, height: 60, rotation: 90 });
    // Turned a quarter clockwise, the table's width runs down the screen.
    const grown = resizeTable(turned, { x: 0, y: 50 }, plan);
    expect(grown).toMatchObject({ width: 150, height: 60 });
    // The fixed corner (drawn top-left before turning) is still where it was.
    const before = tableBounds(turned);
    const after = tableBounds(grown);
    expect(after.top).toBeCloseTo(before.top, 0);
    expect(after.right).toBeCloseTo(before.right, 0);
  });

  it("keeps round and square tables with equal sides", () => {
    expect(resizeTable(table({ shape: "round" }), { x: 60, y: 20 }, plan)).toMatchObject({
      width: 140,
      height: 140,
    });
    expect(resizeTable(table({ shape: "square" }), { x: -100, y: -100 }, plan)).toMatchObject({
      width: 30,
      height: 30,
    });
  });

  it("stays within the contract's minimum and maximum sizes", () => {
    const rectangle = table({ shape: "rectangle" });
    expect(resizeTable(rectangle, { x: -500, y: -500 }, plan)).toMatchObject({ width: 30, height: 30 });
    expect(resizeTable(rectangle, { x: 2000, y: 2000 }, { width: 4000, height: 4000 })).toMatchObject({
      width: 600,
      height: 600,
    });
  });

  it("always answers a valid drawing inside the plan", () => {
    fc.assert(
      fc.property(anyStyle, anyDelta, anyPlan, (style, delta, size) => {
        const resized = resizeTable(clampToPlan(style, size), delta, size);
        expect(tableStyleSchema.safeParse(resized).success).toBe(true);
        expect(inside(resized, size)).toBe(true);
        if (resized.shape !== "rectangle") expect(resized.width).toBe(resized.height);
      }),
    );
  });
});

describe("rotating a table", () => {
  it("turns to the nearest 15° step and keeps it inside the plan", () => {
    expect(rotateTable(table({ x: 300, y: 300 }), 50, plan)).toMatchObject({ rotation: 45, x: 300, y: 300 });
    expect(rotateTable(table({ x: 300, y: 300 }), -15, plan).rotation).toBe(345);
    const atEdge = rotateTable(table({ x: 0, y: 0 }), 45, plan);
    expect(inside(atEdge)).toBe(true);
    expect(atEdge.x).toBeGreaterThan(0);
  });

  it("reads the rotate handle's angle clockwise from straight up", () => {
    const style = table({ x: 100, y: 100 });
    expect(rotationTowards(style, { x: 150, y: 0 })).toBeCloseTo(0);
    expect(rotationTowards(style, { x: 300, y: 150 })).toBeCloseTo(90);
    expect(snapRotation(rotationTowards(style, { x: 0, y: 150 }))).toBe(270);
  });

  it("always answers a valid drawing inside the plan", () => {
    fc.assert(
      fc.property(anyStyle, fc.integer({ min: -1000, max: 1000 }), anyPlan, (style, degrees, size) => {
        const turned = rotateTable(style, degrees, size);
        expect(tableStyleSchema.safeParse(turned).success).toBe(true);
        expect(inside(turned, size)).toBe(true);
        expect(turned.rotation % 15).toBe(0);
      }),
    );
  });
});

describe("shape and seats", () => {
  it("makes a rectangle square-sized when it turns round or square, about its centre", () => {
    const rectangle = table({ shape: "rectangle", x: 100, y: 100, width: 160, height: 80 });
    expect(changeShape(rectangle, "round", plan)).toMatchObject({
      shape: "round",
      width: 120,
      height: 120,
      x: 120,
      y: 80,
    });
    expect(changeShape(rectangle, "square", plan)).toMatchObject({ width: 120, height: 120 });
  });

  it("stretches a square that becomes a rectangle", () => {
    expect(changeShape(table({ x: 300, y: 300 }), "rectangle", plan)).toMatchObject({
      shape: "rectangle",
      width: 160,
      height: 100,
    });
    expect(
      changeShape(table({ width: 600, height: 600 }), "rectangle", { width: 4000, height: 4000 }),
    ).toMatchObject({
      width: 600,
      height: 380,
    });
  });

  it("always answers a valid drawing inside the plan", () => {
    fc.assert(
      fc.property(anyStyle, fc.constantFrom(...TABLE_SHAPES), anyPlan, (style, shape, size) => {
        const changed = changeShape(style, shape, size);
        expect(tableStyleSchema.safeParse(changed).success).toBe(true);
        expect(inside(changed, size)).toBe(true);
        if (shape === "rectangle") expect(changed.width).not.toBe(changed.height);
        else expect(changed.width).toBe(changed.height);
      }),
    );
  });

  it("adds and removes seats within 1..50", () => {
    expect(changeSeats(table({ seats: 4 }), 1).seats).toBe(5);
    expect(changeSeats(table({ seats: 1 }), -1).seats).toBe(1);
    expect(changeSeats(table({ seats: 50 }), 1).seats).toBe(50);
  });
});

describe("free spots and overlaps", () => {
  it("places the first table at the plan's top-left margin", () => {
    expect(findFreeSpot([], { width: 100, height: 100 }, plan)).toEqual({ x: 20, y: 20 });
  });

  it("places a new table next to the others, clear of them", () => {
    const row = [table({ x: 20, y: 20 }), table({ x: 140, y: 20 })];
    expect(findFreeSpot(row, { width: 100, height: 100 }, plan)).toEqual({ x: 260, y: 20 });
  });

  it("answers null when the plan has no room left", () => {
    const small = { width: 200, height: 200 };
    expect(findFreeSpot([table({ x: 50, y: 50 })], { width: 100, height: 100 }, small)).toBeNull();
  });

  it("never answers a spot that overlaps a table", () => {
    fc.assert(
      fc.property(fc.array(anyStyle, { maxLength: 20 }), (styles) => {
        const big = { width: 4000, height: 4000 };
        const placed = styles.map((style) => clampToPlan(style, big));
        const spot = findFreeSpot(placed, { width: 100, height: 100 }, big);
        if (spot === null) return;
        const added = table({ ...spot, rotation: 0 });
        expect(inside(added, big)).toBe(true);
        expect(placed.some((style) => tablesOverlap(style, added))).toBe(false);
      }),
    );
  });

  it("detects overlaps of boxes, circles and turned tables, not of touching ones", () => {
    expect(tablesOverlap(table({ x: 0 }), table({ x: 100 }))).toBe(false);
    expect(tablesOverlap(table({ x: 0 }), table({ x: 90 }))).toBe(true);
    // Two round tables whose boxes overlap at the corners but whose circles do not.
    expect(
      tablesOverlap(table({ shape: "round", x: 0, y: 0 }), table({ shape: "round", x: 80, y: 80 })),
    ).toBe(false);
    expect(
      tablesOverlap(table({ shape: "round", x: 0, y: 0 }), table({ shape: "round", x: 60, y: 60 })),
    ).toBe(true);
    expect(tablesOverlap(table({ shape: "round", x: 0, y: 0 }), table({ x: 86, y: 86 }))).toBe(false);
    expect(tablesOverlap(table({ shape: "round", x: 0, y: 0 }), table({ x: 60, y: 60 }))).toBe(true);
    // A diamond's corner reaches 20.7 units beyond its drawn box.
    expect(tablesOverlap(table({ x: 0, y: 0, rotation: 45 }), table({ x: 110, y: 0 }))).toBe(true);
    expect(tablesOverlap(table({ x: 0, y: 0, rotation: 45 }), table({ x: 125, y: 0 }))).toBe(false);
  });

  it("lists every table that overlaps another", () => {
    const layout = [
      { id: 1, style: table({ x: 0 }) },
      { id: 2, style: table({ x: 50 }) },
      { id: 3, style: table({ x: 400 }) },
    ];
    expect(overlappingTables(layout)).toEqual(new Set([1, 2]));
  });
});

describe("names of new tables", () => {
  it("follows the highest number in use, with its prefix", () => {
    expect(nextTableName([])).toBe("1");
    expect(nextTableName(["1", "2", "10", "3"])).toBe("11");
    expect(nextTableName(["T1", "T8", "T3"])).toBe("T9");
    expect(nextTableName(["Barra", "Mesa 4"])).toBe("Mesa 5");
    expect(nextTableName(["Barra"])).toBe("1");
  });
});
