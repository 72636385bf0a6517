import type { PrinterCheck, PrinterConnection, PrinterWidth } from "@comanda/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useEntityChoices } from "../floor/floor-api";

/** The typed calls of the printers and cash drawers screens. */

export interface Printer {
  id: number;
  name: string;
  category: number[];
  main_tpv: number | null;
  secondary_tpv: number | null;
  zone: number | null;
  allow_to_march: boolean;
  family: number | null;
  printer_width: PrinterWidth;
  connection: PrinterConnection;
  host: string | null;
  port: number;
  status_check: boolean;
}

export interface Cashier {
  id: number;
  name: string;
  printer: number;
  pulse: number;
  port: 0 | 1;
}

export const usePrinterChoices = () => useEntityChoices<Printer>("printers");
export const useFamilyChoices = () => useEntityChoices<{ id: number; name: string }>("families");

/** Whether the printer's host:port takes a TCP connection within 2 s. */
export function useCheckPrinter() {
  return useMutation({
    mutationFn: (id: number) => api<PrinterCheck>(`/api/v1/printers/${id}/check`, { body: {} }),
  });
}

/** Opens the drawer of the till the session signed in at (no sale); a refusal shows as the app's toast. */
export function useOpenTillDrawer() {
  return useMutation({
    mutationFn: () => api<unknown>("/api/v1/cashiers/open_drawer", { body: {} }),
  });
}

/** Sends the drawer kick through the drawer's printer. The button says itself why it failed. */
export function useOpenDrawer() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (id: number) => api<unknown>(`/api/v1/cashiers/${id}/open_drawer`, { body: {} }),
  });
}
