import { awardIsCurrent, type CartaAward } from "@comanda/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { products } from "../menu/menu.schema";
import { awards } from "../offers/offers.schema";

/**
 * The loyalty awards a guest can earn with points (digital_card.use_awards): those on offer
 * today, cheapest first, with the dish they give. What a client holds is the staff's to tell.
 */
export async function cartaAwards(db: Db, localId: number, today: string): Promise<CartaAward[]> {
  const rows = await db
    .select({
      name: awards.name,
      points: awards.points,
      image: awards.image,
      product: products.name,
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
    .map(({ name, points, image, product }) => ({ name, points, image: image || null, product }));
}
