import type { PlanSize, Point, TableStyle } from "@comanda/domain";
import type { PointerEvent as ReactPointerEvent } from "react";

/** Smallest on-screen size of a handle a finger can hit (the app's 44 px targets). */
const HANDLE_TARGET_PX = 44;
/** Distance, on screen, between a table's top edge and its rotate handle. */
const ROTATE_HANDLE_GAP_PX = 36;

/** Whether the rotate handle, `reach` units beyond the table's top edge, stays on the plan. */
function hasRoomAbove(style: TableStyle, reach: number, plan: PlanSize): boolean {
  const radians = (style.rotation * Math.PI) / 180;
  const distance = style.height / 2 + reach;
  const x = style.x + style.width / 2 + Math.sin(radians) * distance;
  const y = style.y + style.height / 2 - Math.cos(radians) * distance;
  return x >= 0 && x <= plan.width && y >= 0 && y <= plan.height;
}

interface SelectedTableHandlesProps {
  /** The selected table as it is drawn now (mid-gesture too). */
  style: TableStyle;
  plan: PlanSize;
  /** One screen pixel in plan units. */
  unit: number;
  onGrip: (event: ReactPointerEvent, kind: "rotate" | "resize", isFlipped: boolean) => void;
}

/**
 * The selected table's grips in the editor: the one that turns it sits above it (below it when
 * there is no room above), the one that resizes it at its corner.
 */
export function SelectedTableHandles({
  style: selectedStyle,
  plan,
  unit,
  onGrip,
}: SelectedTableHandlesProps) {
  const handleRadius = (HANDLE_TARGET_PX / 2) * unit;
  const rotateGap = ROTATE_HANDLE_GAP_PX * unit;
  const isHandleFlipped = !hasRoomAbove(selectedStyle, rotateGap + handleRadius, plan);
  return (
    <g
      aria-hidden
      transform={`translate(${selectedStyle.x} ${selectedStyle.y}) rotate(${selectedStyle.rotation} ${selectedStyle.width / 2} ${selectedStyle.height / 2})`}
    >
      <line
        x1={selectedStyle.width / 2}
        y1={isHandleFlipped ? selectedStyle.height : 0}
        x2={selectedStyle.width / 2}
        y2={isHandleFlipped ? selectedStyle.height + rotateGap : -rotateGap}
        stroke="var(--mantine-color-blue-7)"
        strokeWidth={2 * unit}
      />
      <Handle
        at={{
          x: selectedStyle.width / 2,
          y: isHandleFlipped ? selectedStyle.height + rotateGap : -rotateGap,
        }}
        radius={handleRadius}
        unit={unit}
        kind="rotate"
        onPointerDown={(event) => onGrip(event, "rotate", isHandleFlipped)}
      />
      <Handle
        at={{ x: selectedStyle.width, y: selectedStyle.height }}
        radius={handleRadius}
        unit={unit}
        kind="resize"
        onPointerDown={(event) => onGrip(event, "resize", false)}
      />
    </g>
  );
}

interface HandleProps {
  at: Point;
  radius: number;
  unit: number;
  kind: "rotate" | "resize";
  onPointerDown: (event: ReactPointerEvent) => void;
}

/** A round grip: a small dot to see, inside a finger-sized transparent target. */
function Handle({ at, radius, unit, kind, onPointerDown }: HandleProps) {
  return (
    <g
      data-handle={kind}
      style={{ cursor: kind === "rotate" ? "grab" : "nwse-resize" }}
      onPointerDown={onPointerDown}
    >
      <circle cx={at.x} cy={at.y} r={radius} fill="transparent" />
      <circle
        cx={at.x}
        cy={at.y}
        r={10 * unit}
        fill="var(--mantine-color-white)"
        stroke="var(--mantine-color-blue-7)"
        strokeWidth={3 * unit}
      />
    </g>
  );
}
