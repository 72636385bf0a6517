import type { StockItemType } from "@comanda/domain";
import { and, desc, eq, isNull } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { Db } from "../../platform/db/client";
import { type Language, translate } from "../../platform/errors/messages";
import { providers, purchaseOrders, purchases } from "./stock.schema";
import { listLevels } from "./stock-queries";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function sheetOf(
  language: Language,
  name: string,
  columns: Array<[string, number]>,
  rows: unknown[][],
) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(language, `stock.download.${name}`));
  sheet.columns = columns.map(([key, width]) => ({
    key,
    width,
    header: translate(language, `stock.download.${key}`),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  // Plain values: a text that starts with "=" stays a text, never a formula.
  sheet.addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Spec §7 "file downloads for purchases, orders and products": the list as a spreadsheet. */
export async function purchasesXlsx(
  db: Db,
  localId: number,
  kind: "purchases" | "purchase_orders",
  language: Language,
) {
  const table = kind === "purchases" ? purchases : purchaseOrders;
  const rows = await db
    .select({
      serial: table.serial,
      date: table.date,
      provider: providers.name,
      status: table.status,
      iva: table.iva,
      total: table.total_price,
    })
    .from(table)
    .leftJoin(providers, eq(providers.uuid, table.provider_uuid))
    .where(and(eq(table.local_id, localId), isNull(table.deleted_at)))
    .orderBy(desc(table.id));
  return sheetOf(
    language,
    kind,
    [
      ["serial", 12],
      ["date", 12],
      ["provider", 30],
      ["status", 12],
      ["iva", 12],
      ["total", 12],
    ],
    rows.map((row) => [
      row.serial,
      row.date,
      row.provider ?? "",
      translate(language, `stock.download.status_${row.status}`),
      row.iva,
      row.total,
    ]),
  );
}

export async function levelsXlsx(
  db: Db,
  localId: number,
  filter: { item_type: StockItemType; warehouseId?: number },
  language: Language,
) {
  const { results } = await listLevels(db, localId, { ...filter, page: 1, page_size: 1_000_000 });
  return sheetOf(
    language,
    filter.item_type === "ingredient" ? "ingredients" : "products",
    [
      ["name", 30],
      ["unit", 8],
      ["qty", 14],
      ["min_stock", 14],
      ["price", 12],
      ["value", 12],
    ],
    results.map((row) => [row.name, row.unit, row.qty, row.min_stock, row.price, row.value]),
  );
}
