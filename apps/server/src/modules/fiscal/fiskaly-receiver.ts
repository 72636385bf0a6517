import { randomUUID } from "node:crypto";
import { type VerifactuRegistroAlta, verifactuAmountCents } from "@comanda/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import {
  type FiscalConfigRow,
  fiscalConfigs,
  type InvoiceRecordRow,
  invoiceSubmissions,
} from "./fiscal.schema";
import { createFiskalyClient, FISKALY_BASE_URLS, type FiskalyClient } from "./fiskaly-client";
import { FiskalyRefusedError, FiskalyUnreachableError } from "./fiskaly-http";
import type { FiskalyInvoiceInput } from "./fiskaly-invoice-input";
import type { BatchOutcome, QueuedBatch, Receiver, RecordOutcome } from "./submission-queue";

export interface FiskalyReceiverOptions {
  db: Db;
  open: (sealed: string) => string;
  /** Overrides fiskaly's address for every environment (a local fake in tests). */
  baseUrl?: string | undefined;
  timezoneOf: (localId: number) => Promise<string>;
}

/** SIGN ES registers with the AEAT in the background: ask again soon while it is pending. */
const POLL_SECONDS = 10;

/** The invoice of a registro de alta as SIGN ES takes it: one item per VAT rate of the breakdown. */
export function fiskalyInputOf(
  record: InvoiceRecordRow,
  timeZone: string,
  incident: boolean,
): FiskalyInvoiceInput {
  const alta = record.content as VerifactuRegistroAlta;
  return {
    series: record.series,
    number: String(record.number).padStart(6, "0"),
    issued_at: record.created_at,
    time_zone: timeZone,
    text: alta.DescripcionOperacion,
    full_amount_cents: verifactuAmountCents(alta.ImporteTotal),
    items: alta.Desglose.map((line) => {
      const base = verifactuAmountCents(line.BaseImponibleOimporteNoSujeto);
      return {
        text: `${alta.DescripcionOperacion} ${line.TipoImpositivo}%`,
        quantity: 1,
        unit_net_cents: base,
        full_gross_cents: base + verifactuAmountCents(line.CuotaRepercutida),
        vat_rate: Number(line.TipoImpositivo),
      };
    }),
    incident,
  };
}

/**
 * Sends a chain's records through fiskaly SIGN ES instead of to the AEAT (issue 25 point 6). The
 * taxpayer, the signer and one client per till are made on first use, under UUIDs stored first.
 * Each record goes under the UUID stored with it, so sending it again only reads where it stands.
 */
export function createFiskalyReceiver(options: FiskalyReceiverOptions): Receiver {
  const { db } = options;

  async function clientFor(client: FiskalyClient, config: FiscalConfigRow, tpvId: number | null) {
    let signer = config.fiskaly_signer_id;
    if (!signer) {
      signer = randomUUID();
      await db
        .update(fiscalConfigs)
        .set({ fiskaly_signer_id: signer })
        .where(eq(fiscalConfigs.id, config.id));
      config.fiskaly_signer_id = signer;
      await client.putTaxpayer({ legal_name: config.legal_name, tax_number: config.tax_number });
    }
    await client.putSigner(signer);
    const key = String(tpvId ?? 0);
    let clientId = config.fiskaly_clients[key];
    if (!clientId) {
      clientId = randomUUID();
      config.fiskaly_clients = { ...config.fiskaly_clients, [key]: clientId };
      await db
        .update(fiscalConfigs)
        .set({ fiskaly_clients: config.fiskaly_clients })
        .where(eq(fiscalConfigs.id, config.id));
    }
    await client.putClient(clientId, signer);
    return clientId;
  }

  async function externalIdOf(recordId: number): Promise<string | null> {
    const [row] = await db
      .select({ external_id: invoiceSubmissions.external_id })
      .from(invoiceSubmissions)
      .where(eq(invoiceSubmissions.record_id, recordId));
    return row?.external_id ?? null;
  }

  return {
    async send({ config, incidence, records }: QueuedBatch): Promise<BatchOutcome> {
      if (!config.fiskaly_api_key || !config.fiskaly_api_secret_enc)
        return { kind: "credentials", reason: "fiskaly credentials missing" };
      const client = createFiskalyClient({
        baseUrl: options.baseUrl ?? FISKALY_BASE_URLS[config.environment === "production" ? "live" : "test"],
        apiKey: config.fiskaly_api_key,
        apiSecret: options.open(config.fiskaly_api_secret_enc),
      });
      const timeZone = await options.timezoneOf(config.local_id);
      const outcomes = new Map<number, RecordOutcome>();
      const clients = new Map<number | null, string>();
      try {
        for (const { record, submission } of records) {
          if (record.kind !== "alta") {
            outcomes.set(record.id, {
              status: "invalid",
              done: true,
              text: "fiskaly: anulación not supported",
            });
            continue;
          }
          const clientId = clients.get(record.tpv_id) ?? (await clientFor(client, config, record.tpv_id));
          clients.set(record.tpv_id, clientId);
          // Stored with the record when it was made, so a retry reuses it.
          const invoiceId = submission.external_id!;
          const corrected = record.corrects_id ? await externalIdOf(record.corrects_id) : null;
          const input = fiskalyInputOf(record, timeZone, incidence);
          // Issued already: only where it stands with the AEAT is asked.
          const invoice =
            submission.sent_at !== null
              ? await client.getInvoice(clientId, invoiceId)
              : corrected
                ? await client.remedyInvoice(clientId, invoiceId, corrected, input)
                : await client.issueInvoice(clientId, invoiceId, input);
          const problem = invoice.validations[0];
          outcomes.set(record.id, {
            status: invoice.status,
            done: invoice.status !== "pending",
            code: problem?.code ?? null,
            text: problem?.description ?? null,
            externalId: invoice.id,
          });
        }
      } catch (error) {
        if (error instanceof FiskalyRefusedError && (error.status === 401 || error.status === 403))
          return { kind: "credentials", reason: error.fiskalyMessage || error.code };
        if (error instanceof FiskalyUnreachableError && outcomes.size === 0)
          return { kind: "unreachable", reason: error.message };
        if (error instanceof FiskalyRefusedError && outcomes.size === 0)
          return { kind: "refused", reason: error.message };
        if (!(error instanceof FiskalyUnreachableError || error instanceof FiskalyRefusedError)) throw error;
      }
      return { kind: "answered", waitSeconds: POLL_SECONDS, outcomes };
    },
  };
}
