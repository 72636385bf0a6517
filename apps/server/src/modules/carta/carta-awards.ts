import type { CartaAward } from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { awardsOnOffer } from "../offers/awards-on-offer";

/**
 * The loyalty awards a guest can earn with points (digital_card.use_awards), as the menu shows
 * them: what a client holds and redeems is the staff's to tell.
 */
export async function cartaAwards(db: Db, localId: number, today: string): Promise<CartaAward[]> {
  return (await awardsOnOffer(db, localId, today)).map(({ name, points, image, product_name }) => ({
    name,
    points,
    image: image || null,
    product: product_name,
  }));
}
