import type { ZoneStyle } from "@comanda/domain";
import type { MapTable } from "./TableMap";

/** Room left around the tables in live mode: one square of the plan's grid. */
const LIVE_MARGIN = 50;

/** The plan's part that holds its tables (turned ones by their bounding circle), with a margin. */
export function tablesView(plan: ZoneStyle, tables: readonly MapTable[]) {
  if (tables.length === 0) return { x: 0, y: 0, width: plan.width, height: plan.height };
  let left = plan.width;
  let top = plan.height;
  let right = 0;
  let bottom = 0;
  for (const { style } of tables) {
    const reach = style.rotation % 180 === 0 ? 0 : Math.hypot(style.width, style.height) / 2;
    const halfWidth = reach || style.width / 2;
    const halfHeight = reach || style.height / 2;
    const centerX = style.x + style.width / 2;
    const centerY = style.y + style.height / 2;
    left = Math.min(left, centerX - halfWidth);
    top = Math.min(top, centerY - halfHeight);
    right = Math.max(right, centerX + halfWidth);
    bottom = Math.max(bottom, centerY + halfHeight);
  }
  const x = Math.max(0, left - LIVE_MARGIN);
  const y = Math.max(0, top - LIVE_MARGIN);
  return {
    x,
    y,
    width: Math.min(plan.width, right + LIVE_MARGIN) - x,
    height: Math.min(plan.height, bottom + LIVE_MARGIN) - y,
  };
}
