import { useMatches } from "@mantine/core";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from "react";
import classes from "./ProductGrid.module.css";

export interface ProductGridProps<T> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
}

/** Tiles per row by screen width, as the till's grid always had them. */
const COLUMNS = { base: 2, sm: 3, lg: 4 };
/** A row of tiles before it is measured: a tile with its allergens' line, and the gap. */
const ROW_ESTIMATE = 110;
/** Rows drawn beyond the screen's edges, so a scroll shows tiles that are already there. */
const OVERSCAN_ROWS = 4;

/**
 * The till's product grid, drawn only where the screen shows it: the page keeps the height
 * of the whole category, but only the rows in view (and a few either side) are in it. A
 * category of hundreds of products then costs each tap, and the first paint, what a screenful
 * costs; the rows follow the page's scroll.
 */
export function ProductGrid<T>({ items, renderItem }: ProductGridProps<T>) {
  const columns = useMatches(COLUMNS, { getInitialValueInEffect: false });
  const gridRef = useRef<HTMLDivElement>(null);
  const top = useTopInPage(gridRef);
  const rows = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  return (
    <div ref={gridRef} className={classes.grid} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className={classes.row}
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - top}px)`,
          }}
        >
          {items.slice(row.index * columns, (row.index + 1) * columns).map(renderItem)}
        </div>
      ))}
    </div>
  );
}

/**
 * Where the element starts in the page: the virtualizer counts the page's scroll from there.
 * Measured again whenever the page changes size (a title that wraps, an alert above).
 */
function useTopInPage(ref: RefObject<HTMLElement | null>) {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      if (ref.current) setTop(ref.current.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
