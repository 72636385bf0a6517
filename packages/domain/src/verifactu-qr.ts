import { z } from "zod";
import {
  verifactuAmountField,
  verifactuDateField,
  verifactuNifField,
  verifactuSeriesNumberField,
} from "./verifactu-hash";

/**
 * The cotejo (verification) URL the VERI*FACTU QR encodes, research/fiscal-hardware-notes.md §1.4
 * (josemmo/Verifactu-PHP QrGenerator.php; AEAT "Características del QR" as cited there):
 * host + `/wlpl/TIKE-CONT/ValidarQR` + `?nif=…&numserie=…&fecha=…&importe=…`, in that order,
 * each value percent-encoded as UTF-8 (encodeURIComponent: `&` → %26, `/` → %2F, space → %20),
 * the date dd-mm-yyyy and the amount the invoice's ImporteTotal with a dot and two decimals.
 * `formato=json` is never put in the QR.
 */

export const VERIFACTU_QR_HOSTS = {
  production: "https://www2.agenciatributaria.gob.es",
  test: "https://prewww2.aeat.es",
} as const;
export type VerifactuEnvironment = keyof typeof VERIFACTU_QR_HOSTS;

/** `ValidarQR` for VERI*FACTU records; `ValidarQRNoVerifactu` for systems not sending them. */
export const VERIFACTU_QR_PATHS = {
  verifactu: "/wlpl/TIKE-CONT/ValidarQR",
  no_verifactu: "/wlpl/TIKE-CONT/ValidarQRNoVerifactu",
} as const;
export type VerifactuQrMode = keyof typeof VERIFACTU_QR_PATHS;

/** The same texts as the registro de alta: IDEmisorFactura, NumSerieFactura, FechaExpedicionFactura, ImporteTotal. */
export const verifactuQrInputSchema = z.object({
  nif: verifactuNifField,
  numSerie: verifactuSeriesNumberField,
  fecha: verifactuDateField,
  importe: verifactuAmountField,
});
export type VerifactuQrInput = z.input<typeof verifactuQrInputSchema>;

export interface VerifactuQrOptions {
  environment?: VerifactuEnvironment;
  mode?: VerifactuQrMode;
}

/** The URL to print as the invoice's QR (validated; throws a ZodError on bad input). */
export function verifactuQrUrl(input: VerifactuQrInput, options: VerifactuQrOptions = {}): string {
  const { nif, numSerie, fecha, importe } = verifactuQrInputSchema.parse(input);
  const base =
    VERIFACTU_QR_HOSTS[options.environment ?? "production"] + VERIFACTU_QR_PATHS[options.mode ?? "verifactu"];
  const query = (
    [
      ["nif", nif],
      ["numserie", numSerie],
      ["fecha", fecha],
      ["importe", importe],
    ] as const
  )
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return `${base}?${query}`;
}
