import {
  cashierInputSchema,
  DEFAULT_PRINTER_PORT,
  type PrinterCheck,
  type PrinterConnection,
  type PrinterWidth,
  printerInputSchema,
} from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { numberOrEmpty, schemaErrors } from "../../ui/form/schema-errors";
import { idOrNull } from "../floor/floor-forms";
import type { Cashier, Printer } from "./printing-api";

/** The paper each printer_width stands for (see PRINTER_WIDTHS): two 80 mm layouts and 58 mm. */
export const PAPER_MM: Record<PrinterWidth, number> = { "0": 80, "1": 80, "2": 58 };

/** The texts the printing screens show for a broken field, by the domain's message. */
const RULE_TEXT: Record<string, string> = {
  host: "printing.printers.rules.host",
  port: "printing.printers.rules.port",
  pulse: "printing.cashiers.rules.pulse",
};

/** A value that was given but refused gets the field's own rule, which says what is accepted. */
function withRuleTexts<T extends object>(
  errors: FieldErrors<T>,
  payload: Record<string, unknown>,
): FieldErrors<T> {
  const out: FieldErrors<T> = { ...errors };
  for (const field of Object.keys(errors) as Array<keyof T & string>) {
    const value = payload[field];
    const isEmpty = value === "" || value === null || value === undefined;
    const text = RULE_TEXT[field];
    if (text && !isEmpty) out[field] = text;
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Printers

export interface PrinterFormValues {
  name: string;
  connection: PrinterConnection;
  host: string;
  port: string;
  printer_width: PrinterWidth;
  category: string[];
  family: string | null;
  zone: string | null;
  main_tpv: string | null;
  secondary_tpv: string | null;
  allow_to_march: boolean;
  status_check: boolean;
}

const textOf = (id: number | null) => (id === null ? null : String(id));

export function printerFormValues(printer?: Printer): PrinterFormValues {
  return {
    name: printer?.name ?? "",
    connection: printer?.connection ?? "network",
    host: printer?.host ?? "",
    port: String(printer?.port ?? DEFAULT_PRINTER_PORT),
    printer_width: printer?.printer_width ?? "0",
    category: (printer?.category ?? []).map(String),
    family: textOf(printer?.family ?? null),
    zone: textOf(printer?.zone ?? null),
    main_tpv: textOf(printer?.main_tpv ?? null),
    secondary_tpv: textOf(printer?.secondary_tpv ?? null),
    allow_to_march: printer?.allow_to_march ?? false,
    status_check: printer?.status_check ?? true,
  };
}

/** What the printer form sends: a virtual printer has no host, and keeps the port it had. */
export function printerPayload(values: PrinterFormValues) {
  const isNetwork = values.connection === "network";
  const port = numberOrEmpty(values.port);
  return {
    name: values.name.trim(),
    connection: values.connection,
    host: isNetwork ? values.host.trim() || null : null,
    port: isNetwork || typeof port === "number" ? port : DEFAULT_PRINTER_PORT,
    printer_width: values.printer_width,
    category: values.category.map(Number),
    family: idOrNull(values.family),
    zone: idOrNull(values.zone),
    main_tpv: idOrNull(values.main_tpv),
    secondary_tpv: idOrNull(values.secondary_tpv),
    allow_to_march: values.allow_to_march,
    status_check: values.status_check,
  };
}

export function printerErrors(values: PrinterFormValues): FieldErrors<PrinterFormValues> {
  const payload = printerPayload(values);
  const errors = withRuleTexts(schemaErrors(printerInputSchema, payload, values), payload);
  // The schema's "a network printer needs a host" runs only once every field is valid; say it at once.
  if (payload.connection === "network" && payload.host === null) errors.host = "form.required";
  return errors;
}

/** The text of a check's reason; a system code the app has no text for is shown as it came. */
export const CHECK_REASONS = [
  "timeout",
  "refused",
  "unknown_host",
  "virtual",
  "paper_out",
  "cover_open",
  "offline",
  "no_answer",
] as const;

export function checkReasonKey(check: PrinterCheck): string | null {
  if (check.reachable || check.reason === null) return null;
  return (CHECK_REASONS as readonly string[]).includes(check.reason)
    ? `printing.printers.check.reasons.${check.reason}`
    : null;
}

// ---------------------------------------------------------------------------------------
// Cash drawers

export interface CashierFormValues {
  name: string;
  printer: string | null;
  pulse: string;
  port: "0" | "1";
}

export function cashierFormValues(cashier?: Cashier): CashierFormValues {
  return {
    name: cashier?.name ?? "",
    printer: textOf(cashier?.printer ?? null),
    pulse: String(cashier?.pulse ?? 200),
    port: cashier?.port === 1 ? "1" : "0",
  };
}

export function cashierPayload(values: CashierFormValues) {
  return {
    name: values.name.trim(),
    printer: idOrNull(values.printer),
    pulse: numberOrEmpty(values.pulse),
    port: values.port === "1" ? 1 : 0,
  };
}

export function cashierErrors(values: CashierFormValues): FieldErrors<CashierFormValues> {
  const payload = cashierPayload(values);
  return withRuleTexts(schemaErrors(cashierInputSchema, payload, values), payload);
}
