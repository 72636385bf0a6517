import { awardIsCurrent } from "@comanda/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { products } from "../menu/menu.schema";
import { awards } from "./offers.schema";

/**
 * The awards a client can redeem on `today` (the local's calendar day): active, within their
 * dates, cheapest first, with the name of the dish an award gives. Read by the order's client
 * panel and by the digital menu.
 */
export async function awardsOnOffer(db: Db, localId: number, today: string) {
  const rows = await db
    .select({
      id: awards.id,
      name: awards.name,
      points: awards.points,
      gives: awards.gives,
      product: awards.product,
      product_name: products.name,
      image: awards.image,
      discount_type: awards.discount_type,
      price: awards.price,
      is_active: awards.is_active,
      start_date: awards.start_date,
      end_date: awards.end_date,
    })
    .from(awards)
    .leftJoin(products, eq(products.id, awards.product))
    .where(and(eq(awards.local_id, localId), isNull(awards.deleted_at), eq(awards.is_active, true)))
    .orderBy(asc(awards.points), asc(awards.id));
  return rows
    .filter((award) => awardIsCurrent(award, today))
    .map(({ is_active: _active, start_date: _start, end_date: _end, ...award }) => award);
}
