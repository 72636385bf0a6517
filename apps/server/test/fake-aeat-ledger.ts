import { VERIFACTU_INVOICE_TYPES, verifactuAltaHuella, verifactuAnulacionHuella } from "@comanda/domain";
import { z } from "zod";
import { sha256 } from "./verifactu-chain";

/**
 * What the fake AEAT decides about each record it receives, and what it holds: the records
 * registered per invoice id and the last record seen per issuer, to check the chain. Codes and
 * texts are the AEAT's own (its published error list); where the AEAT has none the choice is
 * the fake's and is said so.
 */

const text = z.string();
const idFactura = z.object({ IDEmisorFactura: text, NumSerieFactura: text, FechaExpedicionFactura: text });
const encadenamiento = z.object({
  PrimerRegistro: text.optional(),
  RegistroAnterior: idFactura.extend({ Huella: text }).optional(),
});

/** The parts of a RegistroAlta / RegistroAnulacion the fake reads (already valid against the XSD). */
export const fakeAltaSchema = z.object({
  IDFactura: idFactura,
  Subsanacion: text.optional(),
  RechazoPrevio: text.optional(),
  TipoFactura: z.enum(VERIFACTU_INVOICE_TYPES),
  CuotaTotal: text,
  ImporteTotal: text,
  Encadenamiento: encadenamiento,
  FechaHoraHusoGenRegistro: text,
  Huella: text,
});
export const fakeAnulacionSchema = z.object({
  IDFactura: z.object({
    IDEmisorFacturaAnulada: text,
    NumSerieFacturaAnulada: text,
    FechaExpedicionFacturaAnulada: text,
  }),
  SinRegistroPrevio: text.optional(),
  RechazoPrevio: text.optional(),
  Encadenamiento: encadenamiento,
  FechaHoraHusoGenRegistro: text,
  Huella: text,
});
export type FakeRecord =
  | { kind: "alta"; record: z.output<typeof fakeAltaSchema> }
  | { kind: "anulacion"; record: z.output<typeof fakeAnulacionSchema> };

export type FakeEstado = "Correcto" | "AceptadoConErrores" | "Incorrecto";
type Stored = "Correcta" | "AceptadaConErrores" | "Anulada";

export interface FakeVerdict {
  id: z.output<typeof idFactura>;
  operacion: {
    TipoOperacion: "Alta" | "Anulacion";
    Subsanacion?: string;
    RechazoPrevio?: string;
    SinRegistroPrevio?: string;
  };
  estado: FakeEstado;
  codigo?: number;
  descripcion?: string;
  duplicado?: { IdPeticionRegistroDuplicado: string; EstadoRegistroDuplicado: Stored };
}

/** A record as the fake received it, kept for the tests' assertions. */
export interface ReceivedRecord {
  kind: "alta" | "anulacion";
  id: z.output<typeof idFactura>;
  huella: string;
  subsanacion: boolean;
  incidencia: boolean;
  estado: FakeEstado;
  codigo?: number;
}

interface Rejection {
  codigo: number;
  descripcion: string;
}

function key(id: z.output<typeof idFactura>): string {
  return `${id.IDEmisorFactura}|${id.NumSerieFactura}|${id.FechaExpedicionFactura}`;
}

export function createLedger() {
  const stored = new Map<string, { estado: Stored; peticion: string }>();
  /** The last record processed per issuer: the one the next must chain to. */
  const last = new Map<string, { id: z.output<typeof idFactura>; huella: string }>();
  const rejections: Rejection[] = [];
  let peticiones = 0;

  function expectedHuella(item: FakeRecord): string | undefined {
    const previous = item.record.Encadenamiento.RegistroAnterior?.Huella ?? "";
    try {
      if (item.kind === "alta") {
        const alta = item.record;
        return verifactuAltaHuella(
          {
            ...alta.IDFactura,
            TipoFactura: alta.TipoFactura,
            CuotaTotal: alta.CuotaTotal,
            ImporteTotal: alta.ImporteTotal,
            Huella: previous,
            FechaHoraHusoGenRegistro: alta.FechaHoraHusoGenRegistro,
          },
          sha256,
        );
      }
      return verifactuAnulacionHuella(
        {
          ...item.record.IDFactura,
          Huella: previous,
          FechaHoraHusoGenRegistro: item.record.FechaHoraHusoGenRegistro,
        },
        sha256,
      );
    } catch {
      return undefined;
    }
  }

  /** Whether the record continues its issuer's chain; undefined when it does. */
  function chainProblem(item: FakeRecord, issuer: string): Rejection | undefined {
    const previous = last.get(issuer);
    const { PrimerRegistro, RegistroAnterior } = item.record.Encadenamiento;
    if (PrimerRegistro !== undefined) {
      return previous
        ? {
            codigo: 2007,
            descripcion:
              "No debe informarse como primer registro, existen facturas emitidas con el obligado emisión y el sistema informático actual.",
          }
        : undefined;
    }
    const { Huella, ...id } = RegistroAnterior!;
    if (previous && previous.huella === Huella && key(previous.id) === key(id)) return undefined;
    // The fake's choice: the AEAT's list has no code for a chain that does not go on from the
    // record before, so it accepts with the Encadenamiento block's error.
    return { codigo: 1180, descripcion: "Error en el bloque de Encadenamiento." };
  }

  function judge(
    item: FakeRecord,
    obligadoNif: string,
    incidencia: boolean,
  ): { verdict: FakeVerdict; received: ReceivedRecord } {
    const alta = item.kind === "alta" ? item.record : undefined;
    const anulada = item.kind === "anulacion" ? item.record.IDFactura : undefined;
    const id = alta
      ? alta.IDFactura
      : {
          IDEmisorFactura: anulada!.IDEmisorFacturaAnulada,
          NumSerieFactura: anulada!.NumSerieFacturaAnulada,
          FechaExpedicionFactura: anulada!.FechaExpedicionFacturaAnulada,
        };
    const operacion: FakeVerdict["operacion"] = alta
      ? { TipoOperacion: "Alta", Subsanacion: alta.Subsanacion, RechazoPrevio: alta.RechazoPrevio }
      : {
          TipoOperacion: "Anulacion",
          RechazoPrevio: item.record.RechazoPrevio,
          SinRegistroPrevio: item.kind === "anulacion" ? item.record.SinRegistroPrevio : undefined,
        };
    const verdict = decide(item, id, obligadoNif);
    const full: FakeVerdict = { id, operacion, ...verdict };
    return {
      verdict: full,
      received: {
        kind: item.kind,
        id,
        huella: item.record.Huella,
        subsanacion: alta?.Subsanacion === "S",
        incidencia,
        estado: full.estado,
        ...(full.codigo === undefined ? {} : { codigo: full.codigo }),
      },
    };
  }

  function decide(
    item: FakeRecord,
    id: z.output<typeof idFactura>,
    obligadoNif: string,
  ): Omit<FakeVerdict, "id" | "operacion"> {
    if (id.IDEmisorFactura !== obligadoNif) {
      return {
        estado: "Incorrecto",
        codigo: 1108,
        descripcion: "El NIF del IDEmisorFactura debe ser el mismo que el NIF del ObligadoEmision.",
      };
    }
    const existing = stored.get(key(id));
    if (item.kind === "alta") {
      const remedy = item.record.Subsanacion === "S";
      if (existing && (!remedy || existing.estado === "Anulada")) {
        return {
          estado: "Incorrecto",
          codigo: 3000,
          descripcion: "Registro de facturación duplicado.",
          duplicado: {
            IdPeticionRegistroDuplicado: existing.peticion,
            EstadoRegistroDuplicado: existing.estado,
          },
        };
      }
      // A remedy replaces a registered alta, or one the AEAT refused before (RechazoPrevio S/X).
      if (remedy && !existing && !["S", "X"].includes(item.record.RechazoPrevio ?? "N")) {
        return { estado: "Incorrecto", codigo: 3002, descripcion: "No existe el registro de facturación." };
      }
    } else if (!existing && item.record.SinRegistroPrevio !== "S") {
      return processed(item, id, {
        estado: "Incorrecto",
        codigo: 3002,
        descripcion: "No existe el registro de facturación.",
      });
    } else if (existing?.estado === "Anulada") {
      return processed(item, id, {
        estado: "Incorrecto",
        codigo: 3001,
        descripcion: "El registro de facturación ya ha sido dado de baja.",
      });
    }
    const rejection = rejections.shift();
    if (rejection) return processed(item, id, { estado: "Incorrecto", ...rejection });
    const problem =
      expectedHuella(item) === item.record.Huella
        ? chainProblem(item, id.IDEmisorFactura)
        : { codigo: 2000, descripcion: "El cálculo de la huella suministrada es incorrecta." };
    const verdict = problem
      ? { estado: "AceptadoConErrores" as const, ...problem }
      : { estado: "Correcto" as const };
    peticiones += 1;
    stored.set(key(id), {
      estado:
        item.kind === "anulacion"
          ? "Anulada"
          : verdict.estado === "Correcto"
            ? "Correcta"
            : "AceptadaConErrores",
      peticion: String(peticiones).padStart(12, "0"),
    });
    return processed(item, id, verdict);
  }

  /** Every record that is not a duplicate is a link of its issuer's chain, refused or not. */
  function processed<T>(item: FakeRecord, id: z.output<typeof idFactura>, verdict: T): T {
    last.set(id.IDEmisorFactura, { id, huella: item.record.Huella });
    return verdict;
  }

  return {
    judge,
    /** The next `count` records that pass the duplicate checks are refused with this error. */
    rejectNext(count: number, codigo: number, descripcion: string) {
      for (let index = 0; index < count; index += 1) rejections.push({ codigo, descripcion });
    },
    /** What the AEAT holds for an invoice id, if anything. */
    stored: (id: z.output<typeof idFactura>) => stored.get(key(id))?.estado,
  };
}
