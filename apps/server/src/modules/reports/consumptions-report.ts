import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { decimal, inPeriod, type Period, rowsOf, soldLines } from "./report-sql";

/**
 * consumptions_report. Where the stock module is bought it reads the stock movements (issue 30
 * point 7): what the sales took out of the warehouses per ingredient, net of what invalidated
 * orders and removed lines gave back, in the ingredient's measure and at its cost of the moment.
 * Elsewhere there are no movements, and it says what the sales consumed by product and by
 * category (the lines of the orders closed in the period, invitations included: they left the
 * kitchen too). `source` tells the two apart.
 */
export async function consumptionsReport(db: Db, p: Period) {
  const [local] = await rowsOf<{ bought: boolean }>(
    db,
    sql`select 'stock' = any(lock_modules) as bought from locals where id = ${p.localId}`,
  );
  return local?.bought ? fromMovements(db, p) : fromSales(db, p);
}

async function fromMovements(db: Db, p: Period) {
  const rows = await rowsOf<{ ingredient_id: number; name: string; unit: string; qty: number; cost: number }>(
    db,
    sql`select m.item_id as ingredient_id, min(i.name) as name, min(i.unit) as unit,
               (-sum(m.qty))::float8 as qty, (-sum(m.cost_cents))::float8 as cost
          from stock_movements m join ingredients i on i.id = m.item_id
         where m.local_id = ${p.localId} and m.reason = 'sale' and m.item_type = 'ingredient'
           and ${inPeriod(sql`m.created_at`, p)}
         group by m.item_id having sum(m.qty) <> 0 order by 5 desc, 2`,
  );
  const products = rows.map((row) => ({
    ingredient_id: row.ingredient_id,
    name: row.name,
    category: null,
    unit: row.unit,
    qty: Number(row.qty),
    total: decimal(row.cost),
  }));
  return {
    source: "stock" as const,
    products,
    categories: [],
    units: products.length,
    sum: decimal(rows.reduce((total, row) => total + Number(row.cost), 0)),
  };
}

async function fromSales(db: Db, p: Period) {
  const products = await rowsOf<{
    product_id: number | null;
    name: string;
    category: string | null;
    qty: number;
    total: number;
  }>(
    db,
    sql`select l.product_id, min(l.name) as name, min(c.name) as category, sum(l.qty)::float8 as qty,
               sum(l.total_cents)::float8 as total
          from (${soldLines(p)}) l left join categories c on c.id = l.category_id
         group by l.product_id order by 4 desc, 2`,
  );
  const categories = await rowsOf<{
    category_id: number | null;
    name: string | null;
    qty: number;
    total: number;
  }>(
    db,
    sql`select l.category_id, c.name, sum(l.qty)::float8 as qty, sum(l.total_cents)::float8 as total
          from (${soldLines(p)}) l left join categories c on c.id = l.category_id
         group by 1, 2 order by 3 desc, 2`,
  );
  return {
    source: "sales" as const,
    products: products.map((row) => ({ ...row, qty: Number(row.qty), total: decimal(row.total) })),
    categories: categories.map((row) => ({ ...row, qty: Number(row.qty), total: decimal(row.total) })),
    units: products.reduce((total, row) => total + Number(row.qty), 0),
    sum: decimal(products.reduce((total, row) => total + Number(row.total), 0)),
  };
}
