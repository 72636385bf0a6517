import {
  type VerifactuRegistroAlta,
  type VerifactuRegistroAnulacion,
  verifactuAltaHashInputOf,
  verifactuAltaHuella,
  verifactuAnulacionHashInputOf,
  verifactuAnulacionHuella,
} from "@comanda/domain";
import { and, asc, eq } from "drizzle-orm";
import { sha256 } from "../../platform/crypto/sha256";
import type { Db } from "../../platform/db/client";
import { invoiceRecords } from "./fiscal.schema";

export interface ChainCheck {
  records: number;
  /** The first record that does not follow from the one before it, if any. */
  brokenAt: number | null;
  reason: string | null;
}

/**
 * Walks an issuer's chain from its first record and recomputes every huella from the stored
 * record: each must name the one before it (number, date and huella) and hash to what is stored.
 */
export async function verifyChain(db: Db, localId: number, issuerNif: string): Promise<ChainCheck> {
  const records = await db
    .select()
    .from(invoiceRecords)
    .where(and(eq(invoiceRecords.local_id, localId), eq(invoiceRecords.issuer_nif, issuerNif)))
    .orderBy(asc(invoiceRecords.id));
  let previous: (typeof records)[number] | undefined;
  for (const record of records) {
    const broken = (reason: string): ChainCheck => ({ records: records.length, brokenAt: record.id, reason });
    if (record.previous_id !== (previous?.id ?? null)) return broken("previous_id");
    if (record.previous_huella !== (previous?.huella ?? "")) return broken("previous_huella");
    const content = record.content as VerifactuRegistroAlta | VerifactuRegistroAnulacion;
    const link = content.Encadenamiento;
    if (previous) {
      if (!("RegistroAnterior" in link)) return broken("first_record_twice");
      const before = link.RegistroAnterior;
      if (
        before.Huella !== previous.huella ||
        before.NumSerieFactura !== previous.num_serie ||
        before.FechaExpedicionFactura !== previous.issued_on
      )
        return broken("link");
    } else if (!("PrimerRegistro" in link)) return broken("no_first_record");
    const huella =
      record.kind === "alta"
        ? verifactuAltaHuella(verifactuAltaHashInputOf(content as VerifactuRegistroAlta), sha256)
        : verifactuAnulacionHuella(
            verifactuAnulacionHashInputOf(content as VerifactuRegistroAnulacion),
            sha256,
          );
    if (huella !== record.huella || content.Huella !== record.huella) return broken("huella");
    if (!record.xml.includes(`>${record.huella}<`)) return broken("xml");
    previous = record;
  }
  return { records: records.length, brokenAt: null, reason: null };
}
