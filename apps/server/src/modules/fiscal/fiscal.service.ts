import {
  FISCAL_MESSAGES,
  type FiscalConfigData,
  type FiscalConfigView,
  type FullInvoiceBody,
  type InvoiceRecipient,
  type InvoiceRecordView,
  MAX_EXPORT_DAYS,
  type RealtimeMessage,
  type VatRateTotals,
  vatBreakdown,
} from "@comanda/domain";
import type { FastifyBaseLogger } from "fastify";
import type { SecretBox } from "../../platform/crypto/secret-box";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import type { SettingsService } from "../settings/settings.service";
import { cancelInvoice } from "./cancel-invoice";
import { exportInvoicesCsv, exportInvoicesXml } from "./export-invoices";
import type { InvoiceRecordRow } from "./fiscal.schema";
import {
  activateFiscal,
  type CertificateInfo,
  findFiscalConfig,
  fiscalConfigView,
  isIssuing,
  saveFiscalConfig,
  storeCertificate,
  suspendFiscal,
} from "./fiscal-config";
import { invoiceRecordView } from "./invoice-views";
import { issueFullInvoice } from "./issue-full-invoice";
import { issueTicketInvoice } from "./issue-ticket-invoice";
import { latestAltaOf, latestTakingInvoice } from "./latest-alta";
import { findInvoice, type InvoiceFilter, listInvoices } from "./list-invoices";
import { rectifyTicketInvoice } from "./rectify-ticket-invoice";
import { remedyInvoice } from "./remedy-invoice";
import { createSubmissionQueue, type Receiver } from "./submission-queue";
import { ticketFiscalMark } from "./ticket-fiscal-mark";

export interface FiscalServiceDeps {
  db: Db;
  settings: Pick<SettingsService, "get">;
  secretBox: SecretBox;
  publish: (localId: number, message: RealtimeMessage) => Promise<void>;
  receivers: { aeat: Receiver; fiskaly: Receiver };
  logger: Pick<FastifyBaseLogger, "warn" | "error">;
  clock: () => Date;
  version: string;
  pollIntervalMs?: number;
}

/** What a closing hands over to be invoiced. */
export interface ClosedSale {
  localId: number;
  tpvId: number | null;
  requestId: number;
  vat: readonly VatRateTotals[];
  totalCents: number;
  timezone: string;
  /** The client asked for a full invoice (F1) with these tax data. */
  recipient?: InvoiceRecipient;
}

const DAY_MS = 86_400_000;

/** The fiscal module as the other modules and its routes see it. */
export function createFiscalService(deps: FiscalServiceDeps) {
  const { db, settings, secretBox, publish, clock } = deps;
  const store = { db, seal: secretBox.seal, clock };
  const timezoneOf = async (localId: number) => (await settings.get(localId, "global")).timezone;

  async function announce(localId: number, active: boolean) {
    await publish(localId, { type: "fiscal.changed", data: { active } });
  }

  /** A fiskalyError: issuing stops and the tills are told, with the receiver's reason. */
  async function suspend(localId: number, reason: string) {
    if (!(await suspendFiscal(db, localId, clock()))) return;
    await publish(localId, { type: "fiskalyError", message: reason });
    await announce(localId, false);
  }

  const queue = createSubmissionQueue({
    db,
    receivers: deps.receivers,
    logger: deps.logger,
    now: clock,
    ...(deps.pollIntervalMs ? { pollIntervalMs: deps.pollIntervalMs } : {}),
    onCredentialsRefused: suspend,
  });

  async function view(
    localId: number,
    id: number,
  ): Promise<(InvoiceRecordView & { xml: string }) | undefined> {
    const row = await findInvoice(db, localId, id);
    if (!row) return undefined;
    const environment = (await findFiscalConfig(db, localId))?.environment ?? "test";
    return {
      ...invoiceRecordView(row.invoice_records, row.invoice_submissions, environment),
      xml: row.invoice_records.xml,
    };
  }

  return {
    queue,
    suspend,

    async view(localId: number): Promise<FiscalConfigView> {
      return fiscalConfigView(await findFiscalConfig(db, localId));
    },

    async save(localId: number, input: FiscalConfigData): Promise<FiscalConfigView> {
      return fiscalConfigView(await saveFiscalConfig(store, localId, input));
    },

    async storeCertificate(localId: number, pfx: Buffer, password: string, info: CertificateInfo) {
      return fiscalConfigView(await storeCertificate(store, localId, pfx, password, info));
    },

    async activate(localId: number): Promise<FiscalConfigView> {
      const saved = await activateFiscal(db, localId, clock());
      await announce(localId, true);
      return fiscalConfigView(saved);
    },

    /** The Holded key of a local, opened; null when none is set. */
    async holdedApiKey(localId: number): Promise<string | null> {
      const sealed = (await findFiscalConfig(db, localId))?.holded_api_key_enc;
      return sealed ? secretBox.open(sealed) : null;
    },

    /**
     * Invoices a closed sale when the local issues invoices, in the closing's transaction; null
     * when it does not (not activated, or suspended) or when nothing was sold.
     */
    async issueForClose(tx: Db, sale: ClosedSale): Promise<InvoiceRecordRow | null> {
      const config = await findFiscalConfig(tx, sale.localId);
      if (!config || !isIssuing(config) || sale.totalCents <= 0) return null;
      return issueTicketInvoice(tx, { ...sale, config, now: clock(), version: deps.version });
    },

    /**
     * A taking of the cash module invoiced as a ticket (F2) at the local's VAT rate, in the
     * taking's transaction; null when the local does not issue invoices or nothing was taken.
     */
    async issueForTaking(
      tx: Db,
      taking: { localId: number; takingId: number; amountCents: number; description: string | undefined },
    ): Promise<InvoiceRecordRow | null> {
      const config = await findFiscalConfig(tx, taking.localId);
      if (!config || !isIssuing(config) || taking.amountCents <= 0) return null;
      const { iva, timezone } = await settings.get(taking.localId, "global", tx);
      return issueTicketInvoice(tx, {
        config,
        localId: taking.localId,
        tpvId: null,
        requestId: null,
        economicSubscriptionId: taking.takingId,
        ...(taking.description ? { description: taking.description } : {}),
        vat: vatBreakdown([{ ivaPercent: iva, totalCents: taking.amountCents }]),
        totalCents: taking.amountCents,
        now: clock(),
        timezone,
        version: deps.version,
      });
    },

    /** A taking's invoice status now (fiskaly/economic_subscription_update_status). */
    async refreshTakingStatus(localId: number, takingId: number) {
      const record = await latestTakingInvoice(db, localId, takingId);
      if (!record) throw errors.notFound();
      await queue.drainLocal(localId);
      return (await view(localId, record.id))!;
    },

    /**
     * An invoiced order annulled after closing: its invoice is rectified (R5) in the caller's
     * transaction, even while issuing is suspended, because the invoice it takes back was issued.
     */
    async rectifyForInvalidation(tx: Db, sale: Omit<ClosedSale, "vat" | "totalCents">) {
      const config = await findFiscalConfig(tx, sale.localId);
      const original = await latestAltaOf(tx, sale.localId, sale.requestId);
      if (!config || !original) return null;
      return rectifyTicketInvoice(tx, { ...sale, config, original, now: clock(), version: deps.version });
    },

    /** The QR and legend of an order's invoice, for its ticket; null when it has none. */
    ticketMark: (tx: Db, localId: number, requestId: number, t: Parameters<typeof ticketFiscalMark>[3]) =>
      ticketFiscalMark(tx, localId, requestId, t),

    /** A full invoice (F3) for a paid ticket, made out to the client's tax data. */
    async fullInvoice(localId: number, tpvId: number | null, body: FullInvoiceBody) {
      const record = await issueFullInvoice(db, {
        localId,
        tpvId,
        body,
        now: clock(),
        timezone: await timezoneOf(localId),
        version: deps.version,
      });
      return (await view(localId, record.id))!;
    },

    async list(localId: number, filter: InvoiceFilter & { page: number; page_size: number }) {
      return listInvoices(db, localId, await timezoneOf(localId), filter);
    },

    get: view,

    /** The invoices screen's refresh: sends what is due now (the agency's wait still holds). */
    async sendNow(localId: number) {
      const { sent } = await queue.drainLocal(localId);
      return { sent, pending: await queue.queuedCount(localId) };
    },

    /** One record's status now: its chain is sent or asked again, then the record is read. */
    async refreshStatus(localId: number, id: number) {
      if (!(await findInvoice(db, localId, id))) throw errors.notFound();
      await queue.drainLocal(localId);
      return (await view(localId, id))!;
    },

    async cancel(localId: number, id: number) {
      const record = await cancelInvoice(db, localId, id, clock(), await timezoneOf(localId), deps.version);
      return (await view(localId, record.id))!;
    },

    async remedy(localId: number, id: number) {
      const record = await remedyInvoice(db, localId, id, clock(), await timezoneOf(localId));
      return (await view(localId, record.id))!;
    },

    async export(localId: number, query: { from: string; to: string; format: "xml" | "csv" }) {
      const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
      if (days < 1) throw errors.field("to", "fiscal.period_order");
      if (days > MAX_EXPORT_DAYS)
        throw new AppError(400, FISCAL_MESSAGES.periodTooLong, { days: MAX_EXPORT_DAYS });
      const period = { ...query, timezone: await timezoneOf(localId) };
      return query.format === "csv"
        ? exportInvoicesCsv(db, localId, period)
        : exportInvoicesXml(db, localId, period);
    },
  };
}
export type FiscalService = ReturnType<typeof createFiscalService>;
