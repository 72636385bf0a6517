import { z } from "zod";
import type { Measure } from "./menu-units";
import { isoDay, withinReportRange } from "./reports";
import type { StockItemType } from "./stock";

/**
 * The stock report of the reports section (spec §2 "Report types: stock", §7 Reports "stock";
 * issue 30 point 7): what moved in the warehouses over the reports' range (3 months at most),
 * read from the stock movements.
 */
export const stockReportBodySchema = withinReportRange(
  z.object({ date_from: isoDay, date_to: isoDay, warehouse_uuid: z.uuid().optional() }),
);
export type StockReportBody = z.input<typeof stockReportBodySchema>;

/** A type, not an interface: report files take rows as plain records. */
export type StockReportRow = {
  item_type: StockItemType;
  id: number;
  name: string;
  unit: Measure;
  /** Held when the period began and when it ended, in the item's measure. */
  opening: number;
  closing: number;
  /** Brought in by received purchases, and what they cost. */
  purchased: number;
  purchased_cost: number;
  /** Taken out by the sales' recipes (net of what invalidations gave back), at cost. */
  sold: number;
  sold_cost: number;
  /** Put right by counts: negative is missing from the shelf. */
  counted: number;
  counted_cost: number;
  /** The closing quantity at the item's current price. */
  closing_value: number;
};

export interface StockReport {
  results: StockReportRow[];
  total: number;
  sum: { purchased_cost: number; sold_cost: number; counted_cost: number; closing_value: number };
}
