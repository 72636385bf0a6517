import type { TableStatus, TableStyle } from "@comanda/domain";

/** Fill and outline of a table by its live status; the edit mode draws every table alike. */
const STATUS_COLORS: Record<TableStatus | "edit", { fill: string; stroke: string }> = {
  edit: { fill: "var(--mantine-color-gray-1)", stroke: "var(--mantine-color-gray-7)" },
  available: { fill: "var(--mantine-color-green-1)", stroke: "var(--mantine-color-green-8)" },
  busy: { fill: "var(--mantine-color-red-1)", stroke: "var(--mantine-color-red-8)" },
  pendingPay: { fill: "var(--mantine-color-yellow-2)", stroke: "var(--mantine-color-orange-9)" },
  blocked: { fill: "var(--mantine-color-gray-4)", stroke: "var(--mantine-color-dark-6)" },
};

export function statusColors(status: TableStatus | "edit") {
  return STATUS_COLORS[status];
}

export interface MapTableShapeProps {
  style: TableStyle;
  status: TableStatus | "edit";
  isSelected: boolean;
  /** Drawn with a dashed warning outline (it overlaps another table). */
  isFlagged: boolean;
  /** Plan units per screen pixel, so outlines keep their width at any zoom. */
  unit: number;
}

/** A table's outline by its shape, in the table's own frame (0,0 at its top-left, unrotated). */
export function MapTableShape({ style, status, isSelected, isFlagged, unit }: MapTableShapeProps) {
  const colors = STATUS_COLORS[status];
  const stroke = isSelected
    ? "var(--mantine-color-blue-7)"
    : isFlagged
      ? "var(--mantine-color-red-8)"
      : colors.stroke;
  const common = {
    fill: colors.fill,
    stroke,
    strokeWidth: (isSelected ? 4 : 2) * unit,
    strokeDasharray: isFlagged && !isSelected ? `${6 * unit} ${4 * unit}` : undefined,
  };
  if (style.shape === "round") {
    return (
      <ellipse
        cx={style.width / 2}
        cy={style.height / 2}
        rx={style.width / 2}
        ry={style.height / 2}
        {...common}
      />
    );
  }
  return (
    <rect
      width={style.width}
      height={style.height}
      rx={Math.min(style.width, style.height) * 0.08}
      {...common}
    />
  );
}
