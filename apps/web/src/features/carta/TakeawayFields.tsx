import type { CartaLine, CartaMenu, CartaSlot, CartaTakeawayOrder } from "@comanda/domain";
import { centsFromAmount } from "@comanda/domain";
import { useEffect, useState } from "react";
import { cartaApi } from "./api";
import { useCarta } from "./carta-context";
import { PaymentChoice } from "./PaymentChoice";

export interface TakeawayForm {
  kind: "recoger" | "domicilio";
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  postal_code: string;
  city: string;
  /** A slot's starts_at; empty: as soon as possible. */
  slot: string;
  details: string;
  /** How the guest will pay at pickup or on delivery. */
  card: boolean;
  /** A tip of this share of the order, in percent (0: none); offered where the local allows tips. */
  tipPercent: number;
}

/** The tips a guest can add, in percent of the order. */
export const TIP_PERCENTS = [0, 5, 10, 15] as const;

/** The tip in cents for a share of the order, to the nearest cent. */
export function tipCents(totalCents: number, percent: number): number {
  return Math.round((totalCents * percent) / 100);
}

export function emptyTakeaway(menu: CartaMenu): TakeawayForm {
  return {
    kind: menu.ordering.pickup.blocked ? "domicilio" : "recoger",
    first_name: "",
    last_name: "",
    email: "",
    phone: "",
    address: "",
    postal_code: "",
    city: "",
    slot: "",
    details: "",
    card: false,
    tipPercent: 0,
  };
}

/** The form as the API's pickup or delivery order; the address only goes with a delivery. */
export function takeawayBody(
  form: TakeawayForm,
  products: CartaLine[],
  totalCents: number,
): CartaTakeawayOrder {
  const trimmed = (value: string) => value.trim();
  const tip = tipCents(totalCents, form.tipPercent);
  return {
    kind: form.kind,
    products,
    customer: {
      first_name: trimmed(form.first_name),
      last_name: trimmed(form.last_name),
      email: trimmed(form.email),
      phone: trimmed(form.phone),
    },
    ...(form.kind === "domicilio"
      ? {
          address: {
            address: trimmed(form.address),
            city: trimmed(form.city),
            postal_code: trimmed(form.postal_code),
          },
        }
      : {}),
    soon_as_possible: form.slot === "",
    ...(form.slot ? { shift_time: form.slot } : {}),
    ...(trimmed(form.details) ? { details: trimmed(form.details) } : {}),
    ...(tip > 0 ? { tip_amount: tip / 100 } : {}),
    credit_card: form.card,
  };
}

/** Pickup or delivery, the guest's details, the address and the time slot. */
export function TakeawayFields({
  form,
  onChange,
  totalCents,
}: {
  form: TakeawayForm;
  onChange: (form: TakeawayForm) => void;
  totalCents: number;
}) {
  const { say, language, menu, money } = useCarta();
  const [slots, setSlots] = useState<CartaSlot[]>([]);
  const set = (field: keyof TakeawayForm) => (event: { target: { value: string } }) =>
    onChange({ ...form, [field]: event.target.value });
  const minimal = centsFromAmount(menu.ordering.delivery.minimal_amount);

  useEffect(() => {
    let current = true;
    cartaApi<{ results: CartaSlot[] }>(`/api/v1/public/carta/slots?kind=${form.kind}`, language)
      .then((answer) => {
        if (current) setSlots(answer.results);
      })
      .catch(() => {
        // Without slots the guest can still ask for "as soon as possible".
        if (current) setSlots([]);
      });
    return () => {
      current = false;
    };
  }, [form.kind, language]);

  return (
    <>
      <fieldset className="carta-kinds">
        <legend>{say("howToOrder")}</legend>
        {!menu.ordering.pickup.blocked && (
          <label className="carta-choice-label">
            <input
              type="radio"
              name="kind"
              checked={form.kind === "recoger"}
              onChange={() => onChange({ ...form, kind: "recoger", slot: "" })}
            />
            {say("pickup")}
          </label>
        )}
        {!menu.ordering.delivery.blocked && (
          <label className="carta-choice-label">
            <input
              type="radio"
              name="kind"
              checked={form.kind === "domicilio"}
              onChange={() => onChange({ ...form, kind: "domicilio", slot: "" })}
            />
            {say("delivery")}
          </label>
        )}
      </fieldset>
      {form.kind === "domicilio" && minimal > 0 && totalCents < minimal && (
        <p className="carta-note">{say("minimumOrder", { amount: money(minimal) })}</p>
      )}
      <label>
        {say("name")}
        <input
          required
          maxLength={120}
          autoComplete="given-name"
          value={form.first_name}
          onChange={set("first_name")}
        />
      </label>
      <label>
        {say("lastName")}
        <input
          maxLength={120}
          autoComplete="family-name"
          value={form.last_name}
          onChange={set("last_name")}
        />
      </label>
      <label>
        {say("phone")}
        <input required type="tel" autoComplete="tel" value={form.phone} onChange={set("phone")} />
      </label>
      <label>
        {say("email")}
        <input required type="email" autoComplete="email" value={form.email} onChange={set("email")} />
      </label>
      {form.kind === "domicilio" && (
        <>
          <label>
            {say("address")}
            <input
              required
              maxLength={255}
              autoComplete="street-address"
              value={form.address}
              onChange={set("address")}
            />
          </label>
          <label>
            {say("postalCode")}
            <input
              maxLength={10}
              autoComplete="postal-code"
              value={form.postal_code}
              onChange={set("postal_code")}
            />
          </label>
          <label>
            {say("city")}
            <input maxLength={80} autoComplete="address-level2" value={form.city} onChange={set("city")} />
          </label>
        </>
      )}
      <label>
        {say("when")}
        <select value={form.slot} onChange={set("slot")}>
          <option value="">{say("asSoonAsPossible")}</option>
          {slots.map((slot) => (
            <option key={slot.starts_at} value={slot.starts_at}>
              {/* Slots past today name their day; the times are already on the restaurant's clock. */}
              {`${slot.date === slots[0]?.date ? "" : `${slot.date} `}${slot.start}–${slot.end}`}
            </option>
          ))}
        </select>
      </label>
      <label>
        {say("notes")}
        <textarea maxLength={500} value={form.details} onChange={set("details")} />
      </label>
      <PaymentChoice card={form.card} onChange={(card) => onChange({ ...form, card })} />
      {menu.card.allow_tips && (
        <fieldset className="carta-kinds">
          <legend>{say("tip")}</legend>
          {TIP_PERCENTS.map((percent) => (
            <label key={percent} className="carta-choice-label">
              <input
                type="radio"
                name="tip"
                checked={form.tipPercent === percent}
                onChange={() => onChange({ ...form, tipPercent: percent })}
              />
              {percent === 0
                ? say("noTip")
                : say("tipShare", { percent, amount: money(tipCents(totalCents, percent)) })}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
