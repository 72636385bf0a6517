import {
  APP_LANGUAGES,
  type CartaMenu,
  type CartaModifier,
  type CartaProduct,
  calendarDateIn,
  isOpenAt,
} from "@comanda/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { allergens, modifiers, options, products } from "../menu/menu.schema";
import type { SettingsService } from "../settings/settings.service";
import { cartaAwards } from "./carta-awards";
import type { CartaTable } from "./carta-table";
import { visibleCategories } from "./carta-visibility";

export interface CartaMenuDeps {
  db: Db;
  settings: Pick<SettingsService, "get">;
  clock: () => Date;
}

async function modifierList(db: Db, localId: number): Promise<CartaModifier[]> {
  const live = (table: typeof modifiers | typeof options) =>
    and(eq(table.local_id, localId), isNull(table.deleted_at), eq(table.enabled, true));
  const [modifierRows, optionRows] = await Promise.all([
    db.select().from(modifiers).where(live(modifiers)).orderBy(asc(modifiers.order), asc(modifiers.id)),
    db.select().from(options).where(live(options)).orderBy(asc(options.order), asc(options.id)),
  ]);
  return modifierRows.map((modifier) => ({
    id: modifier.id,
    name: modifier.name,
    name_es: modifier.name_es,
    name_en: modifier.name_en,
    min_value: modifier.min_value,
    max_value: modifier.max_value,
    is_quantifiable: modifier.is_quantifiable,
    options: optionRows
      .filter((option) => option.modifier_id === modifier.id)
      .map((option) => ({
        id: option.id,
        name: option.name,
        name_es: option.name_es,
        name_en: option.name_en,
        price: option.price,
        max_value: option.max_value,
        is_quantifiable: option.is_quantifiable,
        modifiers: option.modifiers,
      })),
  }));
}

/**
 * The digital menu as a customer sees it (issue 34): what is shown to customers, the card's
 * texts and colours, and what ordering allows now. `table`: prices are its zone's.
 */
export async function cartaMenu(
  deps: CartaMenuDeps,
  local: { id: number; name: string },
  table: CartaTable | undefined,
): Promise<CartaMenu> {
  const { db, settings } = deps;
  const [global, card, domicilePickup, hours] = await Promise.all([
    settings.get(local.id, "global"),
    settings.get(local.id, "digital_card"),
    settings.get(local.id, "domicile_pickup"),
    settings.get(local.id, "work_hours"),
  ]);
  const visible = await visibleCategories(db, local.id, domicilePickup.categories);
  const [productRows, modifierRows, allergenRows, awardRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(eq(products.local_id, local.id), isNull(products.deleted_at), eq(products.is_active, true)))
      .orderBy(asc(products.order_number), asc(products.id)),
    modifierList(db, local.id),
    db
      .select({
        id: allergens.id,
        name: allergens.name,
        name_en: allergens.name_en,
        name_ch: allergens.name_ch,
      })
      .from(allergens)
      .where(and(eq(allergens.local_id, local.id), isNull(allergens.deleted_at)))
      .orderBy(asc(allergens.id)),
    card.use_awards ? cartaAwards(db, local.id, calendarDateIn(deps.clock(), global.timezone)) : [],
  ]);
  const enabledModifiers = new Set(modifierRows.map((modifier) => modifier.id));
  const productsOf = new Map<number, CartaProduct[]>();
  for (const product of productRows) {
    if (!visible.has(product.category)) continue;
    const zonePrice = table && product.zones.find((zone) => zone.zone === table.zone_id);
    productsOf.set(product.category, [
      ...(productsOf.get(product.category) ?? []),
      {
        id: product.id,
        name: product.name,
        name_es: product.name_es,
        name_en: product.name_en,
        description: product.description,
        description_es: product.description_es,
        description_en: product.description_en,
        image: product.image || null,
        price: zonePrice?.price ?? product.price,
        allergens: product.allergens,
        modifiers: product.modifiers.filter((id) => enabledModifiers.has(id)),
      },
    ]);
  }
  const categoryList = [...visible.values()]
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((category) => ({
      id: category.id,
      name: category.name,
      name_es: category.name_es,
      name_en: category.name_en,
      description: category.app_text,
      description_es: category.app_text_es,
      description_en: category.app_text_en,
      image: category.image || null,
      parent: category.parent,
      takeaway: category.takeaway,
      products: productsOf.get(category.id) ?? [],
    }));
  const texts = (es: string, en: string) => ({ es, en });
  return {
    local: {
      name: local.name,
      currency: global.currency,
      language: global.language,
      languages: APP_LANGUAGES,
      timezone: global.timezone,
    },
    card: {
      header_image: card.header_image,
      kiosk_header_image: card.kiosk_header_image,
      title: texts(card.title_es, card.title_en),
      subtitle: texts(card.subtitle_es, card.subtitle_en),
      description: texts(card.description_es, card.description_en),
      primary_color: card.primary_color,
      secondary_color: card.secondary_color,
      background_color: card.background_color,
      allow_tips: card.allow_tips,
      call_waiter: card.call_waiter,
      local_orders: card.local_orders,
      bookings: card.bookings,
      use_awards: card.use_awards,
      order_accepted_message: texts(card.order_accepted_message_es, card.order_accepted_message_en),
      kiosk_cash_accepted_message: texts(
        card.kiosk_cash_accepted_message_es,
        card.kiosk_cash_accepted_message_en,
      ),
      kiosk_card_accepted_message: texts(
        card.kiosk_card_accepted_message_es,
        card.kiosk_card_accepted_message_en,
      ),
    },
    ordering: {
      open_now: isOpenAt(hours, deps.clock(), global.timezone),
      opening_hours: hours,
      pickup: { blocked: domicilePickup.block_pickup_order },
      delivery: {
        blocked: domicilePickup.block_domicile_order,
        minimal_amount: Math.max(domicilePickup.minimal_amount_domicile, card.minimal_order_domicile),
        fee: domicilePickup.price_domicile_service,
      },
    },
    categories: categoryList,
    modifiers: modifierRows,
    allergens: allergenRows,
    awards: awardRows,
  };
}
