import type { AppLanguage, CartaMenu } from "@comanda/domain";
import { type CSSProperties, useCallback, useEffect, useMemo, useReducer, useState } from "react";
import type { CartaTexts } from "../../locales/es/carta";
import { CartaApiError, cartaApi } from "./api";
import { BookingScreen } from "./BookingScreen";
import { CartScreen } from "./CartScreen";
import { cartReducer } from "./cart";
import { CartaContext, makeCarta, type Visit } from "./carta-context";
import { idleSecondsOf } from "./idle";
import { KioskGuard } from "./KioskGuard";
import { MenuScreen } from "./MenuScreen";
import { OrderScreen } from "./OrderScreen";
import { followedOrder, followOrder } from "./order-token";
import { initialLanguage, loadTexts, rememberLanguage, storedLanguage, translator } from "./texts";

type Screen = "menu" | "cart" | "booking" | "order";

const search = window.location.search;
const params = new URLSearchParams(search);
const tableToken = params.get("mesa")?.trim() ?? "";
const isKiosk = params.get("kiosk") === "1";

/** The table of the scanned QR, by name; a stale QR says so instead of showing a menu. */
async function visitOf(language: AppLanguage): Promise<Visit> {
  if (isKiosk) return { kind: "kiosk", idleSeconds: idleSecondsOf(search) };
  if (!tableToken) return { kind: "web" };
  const table = await cartaApi<{ name: string }>(
    `/api/v1/public/carta/tables/${encodeURIComponent(tableToken)}`,
    language,
  );
  return { kind: "table", token: tableToken, name: table.name };
}

function menuPath(): string {
  return tableToken
    ? `/api/v1/public/carta/menu?mesa=${encodeURIComponent(tableToken)}`
    : "/api/v1/public/carta/menu";
}

export function CartaApp() {
  const [language, setLanguage] = useState<AppLanguage>(() =>
    initialLanguage(search, storedLanguage(), navigator.languages ?? [navigator.language]),
  );
  const [texts, setTexts] = useState<CartaTexts>();
  const [loaded, setLoaded] = useState<{ menu: CartaMenu; visit: Visit }>();
  const [failure, setFailure] = useState<"load" | "table">();
  const [cart, dispatch] = useReducer(cartReducer, []);
  const [screen, setScreen] = useState<Screen>(() => (followedOrder(isKiosk) ? "order" : "menu"));
  const [orderToken, setOrderToken] = useState(() => followedOrder(isKiosk));

  useEffect(() => {
    let current = true;
    loadTexts(language).then((loadedTexts) => {
      if (current) setTexts(loadedTexts);
    });
    document.documentElement.lang = language === "ch" ? "zh" : language;
    return () => {
      current = false;
    };
  }, [language]);

  // Asked again in a new language too: the table's and the errors' texts come from the server.
  const load = useCallback(() => {
    let current = true;
    setFailure(undefined);
    Promise.all([cartaApi<CartaMenu>(menuPath(), language), visitOf(language)])
      .then(([menu, visit]) => {
        if (current) setLoaded({ menu, visit });
      })
      .catch((error: unknown) => {
        const unknownTable = error instanceof CartaApiError && error.code === "carta.table_unknown";
        if (current) setFailure(unknownTable ? "table" : "load");
      });
    return () => {
      current = false;
    };
  }, [language]);
  useEffect(() => load(), [load]);

  const chooseLanguage = useCallback((next: AppLanguage) => {
    rememberLanguage(next);
    setLanguage(next);
  }, []);

  const placed = useCallback((token: string) => {
    followOrder(token, isKiosk);
    dispatch({ type: "clear" });
    setOrderToken(token);
    setScreen("order");
  }, []);

  const reset = useCallback(() => {
    followOrder(undefined, isKiosk);
    dispatch({ type: "clear" });
    setOrderToken(undefined);
    setScreen("menu");
    window.scrollTo(0, 0);
  }, []);

  const carta = useMemo(
    () => (texts && loaded ? makeCarta(translator(texts), language, loaded.menu, loaded.visit) : undefined),
    [texts, loaded, language],
  );

  if (!texts) return null;
  const say = translator(texts);
  if (failure) {
    return (
      <main className="carta-message">
        <p role="alert">{say(failure === "table" ? "unknownTable" : "loadError")}</p>
        {failure === "load" && (
          <button type="button" className="carta-button" onClick={load}>
            {say("retry")}
          </button>
        )}
      </main>
    );
  }
  if (!carta) {
    return (
      <main className="carta-message" aria-busy="true">
        <p>{say("loading")}</p>
      </main>
    );
  }

  const { card } = carta.menu;
  const colours = {
    "--carta-primary": card.primary_color,
    "--carta-secondary": card.secondary_color,
    "--carta-background": card.background_color,
  } as CSSProperties;

  return (
    <CartaContext.Provider value={carta}>
      <div className={isKiosk ? "carta carta-kiosk" : "carta"} style={colours}>
        {screen === "menu" && (
          <MenuScreen
            cart={cart}
            dispatch={dispatch}
            onLanguage={chooseLanguage}
            onCart={() => setScreen("cart")}
            onBooking={() => setScreen("booking")}
            onOrder={orderToken ? () => setScreen("order") : undefined}
          />
        )}
        {screen === "cart" && (
          <CartScreen cart={cart} dispatch={dispatch} onBack={() => setScreen("menu")} onPlaced={placed} />
        )}
        {screen === "booking" && <BookingScreen onBack={() => setScreen("menu")} />}
        {screen === "order" && orderToken && (
          <OrderScreen token={orderToken} onMenu={() => setScreen("menu")} onNewOrder={reset} />
        )}
        {carta.visit.kind === "kiosk" && <KioskGuard idleSeconds={carta.visit.idleSeconds} onReset={reset} />}
      </div>
    </CartaContext.Provider>
  );
}
