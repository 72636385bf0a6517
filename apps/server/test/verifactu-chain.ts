import { createHash } from "node:crypto";
import {
  comandaSistemaInformatico,
  type VerifactuIdFactura,
  type VerifactuRegistroAltaInput,
  type VerifactuRegistroAnulacionInput,
  verifactuAltaHashInputOf,
  verifactuAltaHuella,
  verifactuAnulacionHashInputOf,
  verifactuAnulacionHuella,
} from "@comanda/domain";
import { buildRegistroAltaXml, buildRegistroAnulacionXml } from "../src/modules/fiscal/verifactu-xml";

/**
 * A test issuer's chain of records, the way the lead's code will make them: each record is
 * chained to the one before, sealed with its huella and turned into its stored XML.
 */

export const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest();

type AltaDraft = Omit<
  VerifactuRegistroAltaInput,
  | "Encadenamiento"
  | "SistemaInformatico"
  | "FechaHoraHusoGenRegistro"
  | "TipoHuella"
  | "Huella"
  | "IDFactura"
  | "NombreRazonEmisor"
> & {
  NumSerieFactura: string;
};

export interface ChainedRecord {
  id: VerifactuIdFactura;
  huella: string;
  xml: string;
}

export function vatLine(rate: string, base: string, quota: string) {
  return {
    Impuesto: "01",
    ClaveRegimen: "01",
    CalificacionOperacion: "S1",
    TipoImpositivo: rate,
    BaseImponibleOimporteNoSujeto: base,
    CuotaRepercutida: quota,
  } as const;
}

/** A ticket of 22.00 € at 10 % VAT: an F2's content. */
export function ticketF2(NumSerieFactura: string): AltaDraft {
  return {
    NumSerieFactura,
    TipoFactura: "F2",
    DescripcionOperacion: "Consumo en mesa: café, ñoquis y crème brûlée",
    Desglose: [vatLine("10.00", "20.00", "2.00")],
    CuotaTotal: "2.00",
    ImporteTotal: "22.00",
  };
}

export function newChain(options: { nif?: string; name?: string; date?: string } = {}) {
  const issuer = {
    NIF: options.nif ?? "89890001K",
    NombreRazon: options.name ?? "Restaurante Peña & Güell, S.L.",
  };
  const date = options.date ?? "15-01-2026";
  const sistema = comandaSistemaInformatico({ version: "0.1.0", numeroInstalacion: "local-1" });
  let previous: (VerifactuIdFactura & { Huella: string }) | undefined;
  let second = 0;

  /** Records are generated one second apart, in the chain's order. */
  function nextTimestamp(): string {
    const at = new Date(Date.UTC(2026, 0, 15, 11, 0, 0) + second++ * 1000);
    return `${at.toISOString().slice(0, 19)}+01:00`;
  }

  function chainLink() {
    return previous ? { RegistroAnterior: previous } : ({ PrimerRegistro: "S" } as const);
  }

  function altaInput(draft: AltaDraft): VerifactuRegistroAltaInput {
    const { NumSerieFactura, ...content } = draft;
    const unsealed = {
      ...content,
      IDFactura: { IDEmisorFactura: issuer.NIF, NumSerieFactura, FechaExpedicionFactura: date },
      NombreRazonEmisor: issuer.NombreRazon,
      Encadenamiento: chainLink(),
      SistemaInformatico: sistema,
      FechaHoraHusoGenRegistro: nextTimestamp(),
      TipoHuella: "01",
    } as const;
    return { ...unsealed, Huella: verifactuAltaHuella(verifactuAltaHashInputOf(unsealed), sha256) };
  }

  function link(id: VerifactuIdFactura, huella: string, xml: string): ChainedRecord {
    previous = { ...id, Huella: huella };
    return { id, huella, xml };
  }

  return {
    issuer,
    date,
    idOf: (NumSerieFactura: string): VerifactuIdFactura => ({
      IDEmisorFactura: issuer.NIF,
      NumSerieFactura,
      FechaExpedicionFactura: date,
    }),
    /** The next alta's input, sealed but not yet part of the chain (to tamper with it). */
    altaInput,
    alta(draft: AltaDraft): ChainedRecord {
      const input = altaInput(draft);
      return link(input.IDFactura, input.Huella, buildRegistroAltaXml(input));
    },
    anulacion(numSerieFactura: string): ChainedRecord {
      const unsealed = {
        IDFactura: {
          IDEmisorFacturaAnulada: issuer.NIF,
          NumSerieFacturaAnulada: numSerieFactura,
          FechaExpedicionFacturaAnulada: date,
        },
        Encadenamiento: chainLink(),
        SistemaInformatico: sistema,
        FechaHoraHusoGenRegistro: nextTimestamp(),
        TipoHuella: "01",
      } as const;
      const input: VerifactuRegistroAnulacionInput = {
        ...unsealed,
        Huella: verifactuAnulacionHuella(verifactuAnulacionHashInputOf(unsealed), sha256),
      };
      const id = {
        IDEmisorFactura: issuer.NIF,
        NumSerieFactura: numSerieFactura,
        FechaExpedicionFactura: date,
      };
      return link(id, input.Huella, buildRegistroAnulacionXml(input));
    },
  };
}
