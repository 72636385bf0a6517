import { randomUUID } from "node:crypto";
import type { VerifactuEncadenamiento } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { fiscalChains, type InvoiceRecordRow, invoiceRecords, invoiceSubmissions } from "./fiscal.schema";

/** What a new record is made of; the chain fills the rest. */
export interface ChainedRecordDraft {
  kind: "alta" | "anulacion";
  invoice_type: string;
  request_id: number | null;
  economic_subscription_id?: number | null;
  tpv_id: number | null;
  series: string;
  number: number;
  num_serie: string;
  issued_on: string;
  total_cents: number;
  tax_total_cents: number;
  huella: string;
  generated_at: string;
  content: unknown;
  xml: string;
  corrects_id: number | null;
}

/**
 * Appends a record to its issuer's chain, in the caller's transaction. The chain's head row is
 * locked first, so records of one issuer are made one at a time, each pointing at the one made
 * just before it (notes §1.3: Encadenamiento.RegistroAnterior with the previous huella). `make`
 * builds the record from that link: the huella covers it, so it cannot be built earlier.
 * The record is queued for sending; it is flagged Incidencia when the receiver is known to be
 * unreachable.
 */
export async function appendToChain(
  tx: Db,
  localId: number,
  issuerNif: string,
  make: (link: VerifactuEncadenamiento, previousHuella: string) => ChainedRecordDraft,
): Promise<InvoiceRecordRow> {
  await tx.insert(fiscalChains).values({ local_id: localId, issuer_nif: issuerNif }).onConflictDoNothing();
  const [head] = await tx
    .select()
    .from(fiscalChains)
    .where(and(eq(fiscalChains.local_id, localId), eq(fiscalChains.issuer_nif, issuerNif)))
    .for("update");
  const [previous] = head!.last_record_id
    ? await tx.select().from(invoiceRecords).where(eq(invoiceRecords.id, head!.last_record_id))
    : [];
  const link: VerifactuEncadenamiento = previous
    ? {
        RegistroAnterior: {
          IDEmisorFactura: previous.issuer_nif,
          NumSerieFactura: previous.num_serie,
          FechaExpedicionFactura: previous.issued_on,
          Huella: previous.huella,
        },
      }
    : { PrimerRegistro: "S" };
  const draft = make(link, previous?.huella ?? "");
  const [record] = await tx
    .insert(invoiceRecords)
    .values({
      ...draft,
      local_id: localId,
      issuer_nif: issuerNif,
      previous_id: previous?.id ?? null,
      previous_huella: previous?.huella ?? "",
    })
    .returning();
  await tx.insert(invoiceSubmissions).values({
    record_id: record!.id,
    local_id: localId,
    incidence: head!.offline_since !== null,
    // The UUID fiskaly files it under, chosen and stored before any sending (notes §2.1).
    external_id: randomUUID(),
  });
  await tx
    .update(fiscalChains)
    .set({ last_record_id: record!.id, last_huella: record!.huella })
    .where(and(eq(fiscalChains.local_id, localId), eq(fiscalChains.issuer_nif, issuerNif)));
  return record!;
}
