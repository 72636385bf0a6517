import type { TableStyle } from "@comanda/domain";

/** A table's label on the map: the name's size, the lines that fit under it and their size. */
export interface TableLabel {
  nameSize: number;
  lineSize: number;
  /** Vertical distance from one line to the next (the name's included). */
  lineStep: number;
  lines: string[];
}

/** Average advance of a character in em: bold for the name, regular for the lines. */
const NAME_CHAR_EM = 0.62;
const LINE_CHAR_EM = 0.56;
const LINE_SCALE = 0.7;
const LINE_STEP = 0.85;
const MAX_NAME_SIZE = 30;

/**
 * Fits a table's name and details inside its shape: the text shrinks to the widest line and
 * to the height the lines take, and when even the smallest legible size does not fit, the
 * last lines go first (callers list them most important first). The first line always stays,
 * at the smallest size, even where it runs past a table drawn tiny (a phone's whole floor):
 * a busy table's amount is what the waiter looks for. A round table's usable box is the
 * square inscribed in it.
 */
export function fitTableLabel(
  style: Pick<TableStyle, "width" | "height" | "shape">,
  name: string,
  lines: readonly string[],
  minSize: number,
): TableLabel {
  const inner = style.shape === "round" ? Math.SQRT1_2 : 0.9;
  const roomWidth = style.width * inner;
  const roomHeight = style.height * inner;
  const base = Math.min(Math.min(style.width, style.height) * 0.3, MAX_NAME_SIZE);
  const sizeFor = (kept: readonly string[]) => {
    const widest = Math.max(
      name.length * NAME_CHAR_EM,
      ...kept.map((line) => line.length * LINE_CHAR_EM * LINE_SCALE),
    );
    const tall = 1 + kept.length * LINE_STEP;
    return Math.min(base, widest > 0 ? roomWidth / widest : base, roomHeight / tall);
  };
  for (let count = lines.length; count > 1; count -= 1) {
    const kept = lines.slice(0, count);
    const size = sizeFor(kept);
    if (size >= minSize) return label(size, kept);
  }
  const first = lines.slice(0, 1);
  return label(Math.max(minSize, sizeFor(first)), first);
}

function label(size: number, lines: string[]): TableLabel {
  return { nameSize: size, lineSize: size * LINE_SCALE, lineStep: size * LINE_STEP, lines };
}
