import {
  moveTable,
  type Point,
  resizeTable,
  rotateTable,
  rotationTowards,
  TABLE_GRID,
  type TableStatus,
  type TableStyle,
  type ZoneStyle,
} from "@comanda/domain";
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { MapTableShape } from "./MapTableShape";
import { SelectedTableHandles } from "./TableMapHandles";
import { fitTableLabel } from "./table-label";
import { tablesView } from "./table-view";
import { usePlanFit } from "./use-plan-fit";

export interface MapTable {
  id: number;
  name: string;
  style: TableStyle;
  status: TableStatus;
}

export interface TableMapProps {
  /** The zone's plan: its size in plan units and accent colour. */
  plan: ZoneStyle;
  tables: MapTable[];
  /** "edit" arranges the tables; "live" shows their status and is tapped to pick a table. */
  mode: "edit" | "live";
  /** The plan's accessible name, e.g. the zone's. */
  label: string;
  selectedId?: number | null;
  /**
   * Drawn no taller than what is left of the screen below the plan's top, less this many pixels
   * (a till reaches every table without scrolling); 75% of the screen without it.
   */
  fitScreenBelow?: number;
  onSelect?: (id: number | null) => void;
  /** Edit mode: a gesture (drag, resize, turn, arrow key) ended with the table drawn so. */
  onChange?: (id: number, style: TableStyle) => void;
  /** Live mode: lines under a table's name (guests, elapsed time, amount). */
  details?: ReadonlyMap<number, string[]>;
  /** Tables outlined as a warning, e.g. the ones overlapping another. */
  flagged?: ReadonlySet<number>;
}

type GestureKind = "move" | "resize" | "rotate";

interface Gesture {
  kind: GestureKind;
  /** The rotate handle is drawn below the table (no room above it): the angle is read upside down. */
  isFlipped: boolean;
  id: number;
  pointerId: number;
  start: Point;
  origin: TableStyle;
}

/** How far, on screen, a pointer may wander and still be a tap rather than a drag. */
const TAP_SLOP_PX = 6;
/** The smallest a table's name is drawn, in screen pixels (its details at 70 % of it). */
const MIN_LABEL_PX = 14;

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -TABLE_GRID, y: 0 },
  ArrowRight: { x: TABLE_GRID, y: 0 },
  ArrowUp: { x: 0, y: -TABLE_GRID },
  ArrowDown: { x: 0, y: TABLE_GRID },
};

/** A screen point in plan units, through the SVG's own transform (any scale, scroll or zoom). */
function toPlan(svg: SVGSVGElement, event: { clientX: number; clientY: number }): Point {
  const matrix = svg.getScreenCTM();
  if (!matrix) return { x: event.clientX, y: event.clientY };
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return { x: point.x, y: point.y };
}

function sameStyle(a: TableStyle, b: TableStyle): boolean {
  return (Object.keys(a) as Array<keyof TableStyle>).every((key) => a[key] === b[key]);
}

/**
 * A zone's plan drawn to fit the width it is given, with its tables. Pointer Events make a
 * finger and a mouse the same: a drag moves a table, the selected table's corner handle
 * resizes it and its top handle turns it. Each finished gesture is reported once, through
 * onChange; while it runs the table follows the pointer locally.
 */
export function TableMap({
  plan,
  tables,
  mode,
  label,
  selectedId = null,
  onSelect,
  onChange,
  details,
  flagged,
  fitScreenBelow,
}: TableMapProps) {
  const { t } = useTranslation();
  const isEditing = mode === "edit" && onChange !== undefined;
  // Live, the plan shows the part with tables: fitted to a till's screen, the empty rest of a
  // big plan would only make the tables (and their labels) smaller.
  const view =
    mode === "live" ? tablesView(plan, tables) : { x: 0, y: 0, width: plan.width, height: plan.height };
  const { svgRef, pixelsPerUnit, maxHeight } = usePlanFit(view, fitScreenBelow);
  const gesture = useRef<Gesture | null>(null);
  const [draft, setDraft] = useState<{ id: number; style: TableStyle } | null>(null);
  const [focusRing, setFocusRing] = useState<number | null>(null);

  // A finished gesture's drawing stays on screen until the tables it was reported to come back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new tables are the signal, not an input.
  useEffect(() => {
    if (gesture.current === null) setDraft(null);
  }, [tables]);

  const unit = 1 / pixelsPerUnit;
  const styleOf = (table: MapTable) => (draft?.id === table.id ? draft.style : table.style);

  const begin = (event: ReactPointerEvent, kind: GestureKind, table: MapTable, isFlipped = false) => {
    const svg = svgRef.current;
    // Off the editor a table is chosen on click, when the finger lifts: chosen on touch-down, what
    // it opens (a dialog) would be under the finger and the same tap's click would close it.
    if (!svg || event.button !== 0 || !isEditing) return;
    event.stopPropagation();
    // No text selection or native drag may start under the pointer: either cancels the gesture.
    event.preventDefault();
    if (kind === "move" && event.currentTarget instanceof SVGGElement)
      event.currentTarget.focus({ preventScroll: true });
    if (selectedId !== table.id) onSelect?.(table.id);
    svg.setPointerCapture(event.pointerId);
    gesture.current = {
      kind,
      isFlipped,
      id: table.id,
      pointerId: event.pointerId,
      start: toPlan(svg, event),
      origin: table.style,
    };
  };

  const follow = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const point = toPlan(event.currentTarget, event);
    const delta = { x: point.x - current.start.x, y: point.y - current.start.y };
    // A finger's tap wobbles a little: that must not snap the table to the grid and save it.
    if (draft === null && Math.hypot(delta.x, delta.y) * pixelsPerUnit < TAP_SLOP_PX) return;
    const style =
      current.kind === "move"
        ? moveTable(current.origin, delta, plan)
        : current.kind === "resize"
          ? resizeTable(current.origin, delta, plan)
          : rotateTable(
              current.origin,
              rotationTowards(current.origin, point) + (current.isFlipped ? 180 : 0),
              plan,
            );
    setDraft({ id: current.id, style });
  };

  const finish = (event: ReactPointerEvent<SVGSVGElement>, isCancelled: boolean) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (!isCancelled && draft?.id === current.id && !sameStyle(draft.style, current.origin)) {
      onChange?.(current.id, draft.style);
    } else {
      setDraft(null);
    }
  };

  const handleKey = (event: ReactKeyboardEvent, table: MapTable) => {
    const arrow = ARROWS[event.key];
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect?.(table.id);
    } else if (event.key === "Escape") {
      onSelect?.(null);
    } else if (arrow && isEditing) {
      event.preventDefault();
      const moved = moveTable(table.style, arrow, plan);
      if (!sameStyle(moved, table.style)) onChange?.(table.id, moved);
    }
  };

  const accent = plan.color ?? "var(--mantine-color-gray-5)";
  const selected = tables.find((table) => table.id === selectedId);
  const selectedStyle = selected && styleOf(selected);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a drawing cannot be a <fieldset>; the group names the plan its tables sit in.
    <svg
      ref={svgRef}
      role="group"
      aria-label={label}
      viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
      data-plan-width={plan.width}
      data-plan-height={plan.height}
      // Visible overflow: the handles of a table at the plan's edge reach past it.
      style={{
        display: "block",
        width: "100%",
        height: "auto",
        maxHeight,
        touchAction: "none",
        userSelect: "none",
        overflow: isEditing ? "visible" : "hidden",
      }}
      onPointerMove={follow}
      onPointerUp={(event) => finish(event, false)}
      onPointerCancel={(event) => finish(event, true)}
    >
      <defs>
        <pattern id="table-map-grid" width={50} height={50} patternUnits="userSpaceOnUse">
          <path d="M 50 0 L 0 0 0 50" fill="none" stroke="var(--mantine-color-gray-3)" strokeWidth={unit} />
        </pattern>
      </defs>
      <rect
        width={plan.width}
        height={plan.height}
        fill="url(#table-map-grid)"
        stroke={accent}
        strokeWidth={4 * unit}
        onPointerDown={() => onSelect?.(null)}
      />
      {tables.map((table) => {
        const style = styleOf(table);
        const isSelected = table.id === selectedId;
        const statusText = t(`floorMap.status.${table.status}`);
        const lines = details?.get(table.id) ?? [];
        const center = { x: style.x + style.width / 2, y: style.y + style.height / 2 };
        // A busy table's details matter more than its seats: the seats are the first to go.
        const label = fitTableLabel(
          style,
          table.name,
          [...lines, t("floorMap.seatsShort", { count: style.seats })],
          MIN_LABEL_PX * unit,
        );
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG drawing has no <button>; the group acts as one.
          <g
            key={table.id}
            role="button"
            tabIndex={0}
            aria-label={t("floorMap.tableLabel", {
              name: table.name,
              count: style.seats,
              status: mode === "live" ? statusText : "",
            }).trim()}
            aria-pressed={onSelect ? isSelected : undefined}
            data-table-id={table.id}
            data-table-name={table.name}
            data-x={style.x}
            data-y={style.y}
            data-width={style.width}
            data-height={style.height}
            data-rotation={style.rotation}
            data-shape={style.shape}
            data-seats={style.seats}
            data-status={table.status}
            style={{ cursor: isEditing ? "move" : onSelect ? "pointer" : undefined, outline: "none" }}
            onPointerDown={(event) => begin(event, "move", table)}
            onClick={isEditing ? undefined : () => onSelect?.(table.id)}
            onKeyDown={(event) => handleKey(event, table)}
            onFocus={(event) => setFocusRing(event.currentTarget.matches(":focus-visible") ? table.id : null)}
            onBlur={() => setFocusRing(null)}
          >
            <g
              transform={`translate(${style.x} ${style.y}) rotate(${style.rotation} ${style.width / 2} ${style.height / 2})`}
            >
              {focusRing === table.id && (
                <rect
                  x={-8 * unit}
                  y={-8 * unit}
                  width={style.width + 16 * unit}
                  height={style.height + 16 * unit}
                  fill="none"
                  stroke="var(--mantine-color-blue-9)"
                  strokeWidth={3 * unit}
                  strokeDasharray={`${6 * unit} ${3 * unit}`}
                />
              )}
              <MapTableShape
                style={style}
                status={mode === "live" ? table.status : "edit"}
                isSelected={isSelected}
                isFlagged={flagged?.has(table.id) ?? false}
                unit={unit}
              />
            </g>
            <text
              x={center.x}
              y={center.y - (label.lines.length * label.lineStep) / 2}
              textAnchor="middle"
              dominantBaseline="central"
              fill="var(--mantine-color-dark-9)"
              fontSize={label.nameSize}
              fontWeight={700}
              pointerEvents="none"
            >
              {table.name}
              {label.lines.map((line) => (
                <tspan key={line} x={center.x} dy={label.lineStep} fontSize={label.lineSize} fontWeight={400}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
      {isEditing && selected && selectedStyle && (
        <SelectedTableHandles
          style={selectedStyle}
          plan={plan}
          unit={unit}
          onGrip={(event, kind, isFlipped) => begin(event, kind, selected, isFlipped)}
        />
      )}
    </svg>
  );
}
