import { APP_LANGUAGES, type AppLanguage, type CartaProduct, centsFromAmount } from "@comanda/domain";
import { type Dispatch, useState } from "react";
import { CallWaiter } from "./CallWaiter";
import { type CartAction, type CartLine, cartCount, cartTotalCents } from "./cart";
import { orderingOf, useCarta } from "./carta-context";
import { allergenNames, cardText, localized, localizedDescription } from "./menu-model";
import { ProductSheet } from "./ProductSheet";

const LANGUAGE_NAMES: Record<AppLanguage, string> = { es: "Español", en: "English", ch: "中文" };

export function MenuScreen({
  cart,
  dispatch,
  onLanguage,
  onCart,
  onBooking,
  onOrder,
}: {
  cart: CartLine[];
  dispatch: Dispatch<CartAction>;
  onLanguage: (language: AppLanguage) => void;
  onCart: () => void;
  onBooking: () => void;
  onOrder: (() => void) | undefined;
}) {
  const carta = useCarta();
  const { say, language, menu, visit, money } = carta;
  const [chosen, setChosen] = useState<CartaProduct>();
  const ordering = orderingOf(carta);
  const canOrder = ordering !== "none";
  const header = visit.kind === "kiosk" ? menu.card.kiosk_header_image : menu.card.header_image;
  const title = cardText(menu.card.title, language) || menu.local.name;
  const subtitle = cardText(menu.card.subtitle, language);
  const categories = menu.categories.filter((category) => category.products.length > 0);
  const count = cartCount(cart);

  return (
    <>
      <header className="carta-header">
        {header && <img className="carta-header-image" src={header} alt="" />}
        <div className="carta-header-row">
          <div>
            <h1>{title}</h1>
            {subtitle && <p className="carta-subtitle">{subtitle}</p>}
            {visit.kind === "table" && <p className="carta-table">{say("table", { name: visit.name })}</p>}
          </div>
          <label className="carta-language">
            <span className="carta-visually-hidden">{say("language")}</span>
            <select value={language} onChange={(event) => onLanguage(event.target.value as AppLanguage)}>
              {APP_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="carta-actions">
          {visit.kind === "table" && menu.card.call_waiter && <CallWaiter token={visit.token} />}
          {visit.kind !== "kiosk" && menu.card.bookings && (
            <button type="button" className="carta-button carta-secondary" onClick={onBooking}>
              {say("bookTable")}
            </button>
          )}
          {onOrder && (
            <button type="button" className="carta-button carta-secondary" onClick={onOrder}>
              {say("myOrder")}
            </button>
          )}
        </div>
        {visit.kind !== "kiosk" && !canOrder && visit.kind === "web" && (
          <p className="carta-note">{say("ordersClosed")}</p>
        )}
      </header>
      <nav className="carta-categories" aria-label={say("categories")}>
        {categories.map((category) => (
          <a key={category.id} href={`#category-${category.id}`}>
            {localized(category, language)}
          </a>
        ))}
        {menu.awards.length > 0 && <a href="#awards">{say("awards")}</a>}
      </nav>
      <main className="carta-menu">
        {categories.map((category) => (
          <section
            key={category.id}
            id={`category-${category.id}`}
            aria-labelledby={`heading-${category.id}`}
          >
            <h2 id={`heading-${category.id}`}>{localized(category, language)}</h2>
            {localizedDescription(category, language) && (
              <p className="carta-description">{localizedDescription(category, language)}</p>
            )}
            <ul className="carta-products">
              {category.products.map((product) => {
                // Pickup and delivery offer only the categories the delivery settings name.
                const orderable = canOrder && (ordering !== "takeaway" || category.takeaway);
                const name = localized(product, language);
                const allergens = allergenNames(product.allergens, menu, language);
                return (
                  <li key={product.id} className="carta-product">
                    {product.image && (
                      <img src={product.image} alt="" loading="lazy" width={96} height={96} />
                    )}
                    <div className="carta-product-text">
                      <h3>{name}</h3>
                      {localizedDescription(product, language) && (
                        <p className="carta-description">{localizedDescription(product, language)}</p>
                      )}
                      {allergens.length > 0 && (
                        <p className="carta-allergens">
                          {say("allergens")}: {allergens.join(", ")}
                        </p>
                      )}
                      <p className="carta-price">{money(centsFromAmount(product.price))}</p>
                    </div>
                    {orderable && (
                      <button
                        type="button"
                        className="carta-button carta-add"
                        aria-label={`${say("add")}: ${name}`}
                        onClick={() => setChosen(product)}
                      >
                        +
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        {menu.awards.length > 0 && (
          <section id="awards" aria-labelledby="heading-awards">
            <h2 id="heading-awards">{say("awards")}</h2>
            <p className="carta-description">{say("awardsHow")}</p>
            <ul className="carta-products">
              {menu.awards.map((award) => (
                <li key={award.name} className="carta-product">
                  {award.image && <img src={award.image} alt="" loading="lazy" width={96} height={96} />}
                  <div className="carta-product-text">
                    <h3>{award.name}</h3>
                    {award.product && <p className="carta-description">{award.product}</p>}
                    <p className="carta-price">{say("awardPoints", { points: award.points })}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
      {count > 0 && (
        <button type="button" className="carta-button carta-cart-bar" onClick={onCart}>
          {say("cartCount", { count, total: money(cartTotalCents(cart)) })}
        </button>
      )}
      {chosen && (
        <ProductSheet
          product={chosen}
          onClose={() => setChosen(undefined)}
          onAdd={(line) => {
            dispatch({ type: "add", line });
            setChosen(undefined);
          }}
        />
      )}
    </>
  );
}
