import { type TableShape, type TableStyle, tableStyleSchema, type ZoneStyle } from "./floor";

/**
 * The table map's geometry (spec §2 /distribution/): every gesture on the plan is one of these
 * pure steps, each answering a new TableStyle that tableStyleSchema accepts. A table is drawn
 * at (x, y) with its size and rotated clockwise about its centre, so its footprint on the plan
 * is the rotated box's bounding box.
 */

/** Positions and sizes snap to this many plan units, so rows of tables line up by eye. */
export const TABLE_GRID = 10;
/** Rotation snaps to this many degrees: 0, 15 … 345. */
export const TABLE_ROTATION_STEP = 15;
/** Space kept around a new table placed at a free spot. */
export const TABLE_SPACING = 20;

const styleShape = tableStyleSchema.shape;
const MIN_SIZE = styleShape.width.minValue ?? 30;
const MAX_SIZE = styleShape.width.maxValue ?? 600;
const MIN_SEATS = styleShape.seats.minValue ?? 1;
const MAX_SEATS = styleShape.seats.maxValue ?? 50;
const MAX_POSITION = styleShape.x.maxValue ?? 4000;

export type PlanSize = Pick<ZoneStyle, "width" | "height">;
export interface Point {
  x: number;
  y: number;
}
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/** Trigonometry of whole degrees without the 1e-17 residues that would push a box out by a unit. */
function cosSin(degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  const round = (value: number) => Math.round(value * 1e9) / 1e9;
  return [round(Math.cos(radians)), round(Math.sin(radians))];
}

/** Rounds a square table's sides to equal, since round and square tables never stretch. */
function keepsEqualSides(shape: TableShape): boolean {
  return shape !== "rectangle";
}

export function snapToGrid(value: number, grid = TABLE_GRID): number {
  return Math.round(value / grid) * grid;
}

function snapSize(value: number, grid: number): number {
  return clamp(snapToGrid(value, grid), MIN_SIZE, MAX_SIZE);
}

/** An angle as the contract keeps it: a multiple of the step in 0 ≤ r < 360. */
export function snapRotation(degrees: number): number {
  const snapped = Math.round(degrees / TABLE_ROTATION_STEP) * TABLE_ROTATION_STEP;
  return ((snapped % 360) + 360) % 360;
}

/** Size of the table's footprint: a round table looks the same at any angle. */
function footprint(style: TableStyle): { width: number; height: number } {
  if (style.shape === "round") return { width: style.width, height: style.height };
  const [cos, sin] = cosSin(style.rotation);
  return {
    width: Math.abs(style.width * cos) + Math.abs(style.height * sin),
    height: Math.abs(style.width * sin) + Math.abs(style.height * cos),
  };
}

export function tableCenter(style: TableStyle): Point {
  return { x: style.x + style.width / 2, y: style.y + style.height / 2 };
}

/** The plan area a table covers, rotation included. */
export function tableBounds(style: TableStyle): Box {
  const center = tableCenter(style);
  const size = footprint(style);
  return {
    left: center.x - size.width / 2,
    top: center.y - size.height / 2,
    right: center.x + size.width / 2,
    bottom: center.y + size.height / 2,
  };
}

/**
 * The table moved the least so its footprint lies inside the plan. A table larger than the
 * plan sticks to the plan's top-left edges instead: the contract refuses negative positions.
 */
export function clampToPlan(style: TableStyle, plan: PlanSize): TableStyle {
  const size = footprint(style);
  const place = (position: number, side: number, covered: number, planSide: number) => {
    const low = (covered - side) / 2;
    const high = planSide - (covered + side) / 2;
    return clamp(Math.min(position, high), Math.max(low, 0), MAX_POSITION);
  };
  return {
    ...style,
    x: place(style.x, style.width, size.width, plan.width),
    y: place(style.y, style.height, size.height, plan.height),
  };
}

/** A drag: the table as it was when the gesture began, moved by the pointer's travel. */
export function moveTable(style: TableStyle, delta: Point, plan: PlanSize, grid = TABLE_GRID): TableStyle {
  return clampToPlan(
    { ...style, x: snapToGrid(style.x + delta.x, grid), y: snapToGrid(style.y + delta.y, grid) },
    plan,
  );
}

/**
 * A drag of the corner handle (the bottom-right corner as the table is drawn, rotation
 * included): the opposite corner stays where it is on the plan and the size follows the
 * pointer's travel measured along the table's own sides.
 */
export function resizeTable(style: TableStyle, delta: Point, plan: PlanSize, grid = TABLE_GRID): TableStyle {
  const [cos, sin] = cosSin(style.rotation);
  // The travel turned back into the table's unrotated frame.
  const along = delta.x * cos + delta.y * sin;
  const across = -delta.x * sin + delta.y * cos;
  let width = snapSize(style.width + along, grid);
  let height = snapSize(style.height + across, grid);
  if (keepsEqualSides(style.shape)) {
    const side = snapSize((style.width + along + style.height + across) / 2, grid);
    width = side;
    height = side;
  }
  const center = tableCenter(style);
  // The fixed corner, then the new centre half the new size away from it along the table's axes.
  const anchor = {
    x: center.x - (style.width / 2) * cos + (style.height / 2) * sin,
    y: center.y - (style.width / 2) * sin - (style.height / 2) * cos,
  };
  const next = {
    x: anchor.x + (width / 2) * cos - (height / 2) * sin,
    y: anchor.y + (width / 2) * sin + (height / 2) * cos,
  };
  return clampToPlan({ ...style, width, height, x: next.x - width / 2, y: next.y - height / 2 }, plan);
}

/** The table turned to an angle (snapped), about its centre, kept inside the plan. */
export function rotateTable(style: TableStyle, degrees: number, plan: PlanSize): TableStyle {
  return clampToPlan({ ...style, rotation: snapRotation(degrees) }, plan);
}

/** The angle the rotate handle (drawn above the table) points at when dragged to `point`. */
export function rotationTowards(style: TableStyle, point: Point): number {
  const center = tableCenter(style);
  return (Math.atan2(point.x - center.x, center.y - point.y) * 180) / Math.PI;
}

/**
 * Another shape about the same centre. Round and square tables have equal sides (the mean of
 * the old ones); a square turned rectangle grows along its width, so the change is visible.
 */
export function changeShape(
  style: TableStyle,
  shape: TableShape,
  plan: PlanSize,
  grid = TABLE_GRID,
): TableStyle {
  let { width, height } = style;
  if (keepsEqualSides(shape)) {
    width = snapSize((style.width + style.height) / 2, grid);
    height = width;
  } else if (style.width === style.height) {
    width = snapSize(style.width * 1.6, grid);
    if (width === height) height = snapSize(height / 1.6, grid);
  }
  const center = tableCenter(style);
  return clampToPlan(
    { ...style, shape, width, height, x: center.x - width / 2, y: center.y - height / 2 },
    plan,
  );
}

export function changeSeats(style: TableStyle, delta: number): TableStyle {
  return { ...style, seats: clamp(Math.round(style.seats + delta), MIN_SEATS, MAX_SEATS) };
}

function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Top-most, then left-most spot where a table of `size` fits with TABLE_SPACING around it,
 * or null when the plan is full. Such a spot always touches the plan's margin or another
 * table's spacing on its left and on its top, so only those coordinates need trying.
 */
export function findFreeSpot(
  tables: TableStyle[],
  size: { width: number; height: number },
  plan: PlanSize,
  grid = TABLE_GRID,
): Point | null {
  const taken = tables.map(tableBounds);
  const up = (value: number) => Math.ceil(value / grid) * grid;
  const candidates = (edges: number[]) =>
    [...new Set([TABLE_SPACING, ...edges.map((edge) => up(edge + TABLE_SPACING))])].sort((a, b) => a - b);
  const xs = candidates(taken.map((box) => box.right));
  const ys = candidates(taken.map((box) => box.bottom));
  for (const y of ys) {
    if (y + size.height + TABLE_SPACING > plan.height) break;
    for (const x of xs) {
      if (x + size.width + TABLE_SPACING > plan.width) break;
      const room = {
        left: x - TABLE_SPACING,
        top: y - TABLE_SPACING,
        right: x + size.width + TABLE_SPACING,
        bottom: y + size.height + TABLE_SPACING,
      };
      if (!taken.some((box) => boxesOverlap(room, box))) return { x, y };
    }
  }
  return null;
}

/** Corners of a square or rectangular table on the plan. */
function corners(style: TableStyle): Point[] {
  const center = tableCenter(style);
  const [cos, sin] = cosSin(style.rotation);
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx, sy]) => {
    const dx = ((sx ?? 0) * style.width) / 2;
    const dy = ((sy ?? 0) * style.height) / 2;
    return { x: center.x + dx * cos - dy * sin, y: center.y + dx * sin + dy * cos };
  });
}

/** Separating-axis test of two convex outlines: overlapping unless some side's axis parts them. */
function polygonsOverlap(a: Point[], b: Point[]): boolean {
  for (const outline of [a, b]) {
    for (let index = 0; index < outline.length; index += 1) {
      const from = outline[index] as Point;
      const to = outline[(index + 1) % outline.length] as Point;
      const axis = { x: to.y - from.y, y: from.x - to.x };
      const project = (points: Point[]) => points.map((point) => point.x * axis.x + point.y * axis.y);
      const pa = project(a);
      const pb = project(b);
      if (Math.max(...pa) <= Math.min(...pb) + 1e-6 || Math.max(...pb) <= Math.min(...pa) + 1e-6) {
        return false;
      }
    }
  }
  return true;
}

function circleOverlapsBox(circle: TableStyle, box: TableStyle): boolean {
  const center = tableCenter(circle);
  const boxCenter = tableCenter(box);
  const [cos, sin] = cosSin(box.rotation);
  // The circle's centre in the box's unrotated frame, then its distance to the nearest point.
  const dx = center.x - boxCenter.x;
  const dy = center.y - boxCenter.y;
  const localX = dx * cos + dy * sin;
  const localY = -dx * sin + dy * cos;
  const nearX = clamp(localX, -box.width / 2, box.width / 2);
  const nearY = clamp(localY, -box.height / 2, box.height / 2);
  const radius = circle.width / 2;
  return (localX - nearX) ** 2 + (localY - nearY) ** 2 < radius ** 2 - 1e-6;
}

/** Whether two tables' drawings cover a common area (touching edges do not count). */
export function tablesOverlap(a: TableStyle, b: TableStyle): boolean {
  if (!boxesOverlap(tableBounds(a), tableBounds(b))) return false;
  if (a.shape === "round" && b.shape === "round") {
    const ca = tableCenter(a);
    const cb = tableCenter(b);
    return Math.hypot(ca.x - cb.x, ca.y - cb.y) < (a.width + b.width) / 2 - 1e-6;
  }
  if (a.shape === "round") return circleOverlapsBox(a, b);
  if (b.shape === "round") return circleOverlapsBox(b, a);
  return polygonsOverlap(corners(a), corners(b));
}

/** Ids of the tables that overlap another one: the map warns about them, it does not refuse. */
export function overlappingTables(tables: Array<{ id: number; style: TableStyle }>): Set<number> {
  const ids = new Set<number>();
  tables.forEach((table, index) => {
    for (const other of tables.slice(index + 1)) {
      if (tablesOverlap(table.style, other.style)) {
        ids.add(table.id);
        ids.add(other.id);
      }
    }
  });
  return ids;
}

/**
 * The name a new table gets: the highest number in use plus one, keeping that name's prefix
 * ("T8" → "T9"); "1" in a zone without numbered names.
 */
export function nextTableName(names: string[]): string {
  let prefix = "";
  let highest = 0;
  for (const name of names) {
    const match = /^(.*?)(\d+)$/.exec(name.trim());
    const number = Number(match?.[2]);
    if (match && number >= highest) {
      prefix = match[1] ?? "";
      highest = number;
    }
  }
  return `${prefix}${highest + 1}`;
}
