import { settingsSchemas, type TicketSettings } from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { numberOrEmpty } from "../../ui/form/schema-errors";
import { settingsErrors, settingsPatch } from "./settings-form";

/** The ticket settings form: the copies as typed text, the till as the select's key ("" none). */
export type TicketFormValues = Omit<TicketSettings, "qty_kitchen_ticket" | "qty_client_ticket" | "tpv"> & {
  qty_kitchen_ticket: string;
  qty_client_ticket: string;
  /** The till's key; "": the till that closes the order. */
  tpv: string;
};

export function ticketFormValues(settings: TicketSettings): TicketFormValues {
  return {
    ...settings,
    qty_kitchen_ticket: String(settings.qty_kitchen_ticket),
    qty_client_ticket: String(settings.qty_client_ticket),
    tpv: settings.tpv ?? "",
  };
}

export function ticketInput(values: TicketFormValues): Record<keyof TicketSettings, unknown> {
  return {
    ...values,
    qty_kitchen_ticket: numberOrEmpty(values.qty_kitchen_ticket),
    qty_client_ticket: numberOrEmpty(values.qty_client_ticket),
    tpv: values.tpv === "" ? null : values.tpv,
  };
}

export function ticketErrors(values: TicketFormValues): FieldErrors<TicketFormValues> {
  return settingsErrors("ticket", ticketInput(values), values, {
    qty_kitchen_ticket: "settings.ticket.rules.copies",
    qty_client_ticket: "settings.ticket.rules.copies",
  });
}

export function ticketPatch(values: TicketFormValues, stored: TicketSettings) {
  return settingsPatch("ticket", ticketInput(values), stored);
}

/** The form's values as settings, for the preview; undefined while they break a rule. */
export function validTicket(values: TicketFormValues): TicketSettings | undefined {
  const parsed = settingsSchemas.ticket.safeParse(ticketInput(values));
  return parsed.success ? parsed.data : undefined;
}
