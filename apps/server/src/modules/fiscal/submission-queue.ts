import type { InvoiceStatus } from "@comanda/domain";
import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/db/client";
import { retryDelayMs } from "../../platform/workers/backoff";
import { createPollingLoop } from "../../platform/workers/polling-loop";
import {
  type FiscalConfigRow,
  fiscalChains,
  type InvoiceRecordRow,
  type InvoiceSubmissionRow,
  invoiceRecords,
  invoiceSubmissions,
} from "./fiscal.schema";
import { findFiscalConfig, isIssuing } from "./fiscal-config";
import { MAX_RECORDS_PER_SUBMISSION } from "./soap-envelope";

/** What the receiver said of one record. `done`: nothing more to ask (false: ask again later). */
export interface RecordOutcome {
  status: InvoiceStatus;
  done: boolean;
  code?: string | null;
  text?: string | null;
  externalId?: string | null;
}

export type BatchOutcome =
  /** Not reached (no connection, timeout, 5xx): nothing changed there; retry with backoff. */
  | { kind: "unreachable"; reason: string }
  /** The whole submission refused (a SOAP fault, a 4xx): kept queued, retried with backoff. */
  | { kind: "refused"; reason: string }
  /** Our credentials or taxpayer refused: issuing is suspended (fiskalyError). */
  | { kind: "credentials"; reason: string }
  | { kind: "answered"; waitSeconds: number | null; outcomes: ReadonlyMap<number, RecordOutcome> };

export interface QueuedBatch {
  config: FiscalConfigRow;
  incidence: boolean;
  records: readonly { record: InvoiceRecordRow; submission: InvoiceSubmissionRow }[];
}

/** AEAT directly or fiskaly: sends a batch of one chain, in chain order. */
export interface Receiver {
  send(batch: QueuedBatch): Promise<BatchOutcome>;
}

export interface SubmissionQueueOptions {
  db: Db;
  receivers: Record<FiscalConfigRow["provider"], Receiver>;
  logger: Pick<FastifyBaseLogger, "warn" | "error">;
  now?: () => Date;
  pollIntervalMs?: number;
  /** A fiskalyError: the receiver refused our credentials. */
  onCredentialsRefused: (localId: number, reason: string) => Promise<void>;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/** How long a chain being sent stays claimed by one instance; longer than one request's timeout. */
const LEASE_MS = 5 * 60_000;
/** The agency's default wait between submissions when it names none (TiempoEsperaEnvio). */
const DEFAULT_WAIT_SECONDS = 60;
/**
 * The first retry after an outage: sooner than the mail's, because a till coming back online
 * should see its invoices registered within seconds; it doubles up to an hour.
 */
const RETRY_BASE_MS = 10_000;
/** How late a first send may be before it counts as an incident (Odoo's figure, [VERIFY]). */
const LATE_AFTER_MS = 240_000;

/**
 * The durable queue of records to send (issue 25 point 4). Records wait in `invoice_submissions`
 * with `queued`; a chain is sent in its own order, at most 1,000 records a time, never before the
 * wait the agency asked for (unless 1,000 records are waiting, as the agency allows), with backoff
 * while it cannot be reached. Records delayed by an outage go flagged Incidencia, in batches of
 * their own. The sending runs outside any transaction; a chain is claimed by a lease so several
 * instances never send one chain twice at once.
 */
export function createSubmissionQueue(options: SubmissionQueueOptions) {
  const { db, receivers, logger } = options;
  const now = options.now ?? (() => new Date());

  /** The chains with records waiting, of one local or all. */
  async function waitingChains(localId?: number) {
    return db
      .selectDistinct({ local_id: invoiceRecords.local_id, issuer_nif: invoiceRecords.issuer_nif })
      .from(invoiceSubmissions)
      .innerJoin(invoiceRecords, eq(invoiceRecords.id, invoiceSubmissions.record_id))
      .where(
        and(
          eq(invoiceSubmissions.queued, true),
          localId === undefined ? undefined : eq(invoiceSubmissions.local_id, localId),
        ),
      );
  }

  async function queuedOf(localId: number, issuerNif: string) {
    return db
      .select()
      .from(invoiceSubmissions)
      .innerJoin(invoiceRecords, eq(invoiceRecords.id, invoiceSubmissions.record_id))
      .where(
        and(
          eq(invoiceSubmissions.local_id, localId),
          eq(invoiceSubmissions.queued, true),
          eq(invoiceRecords.issuer_nif, issuerNif),
        ),
      )
      .orderBy(asc(invoiceRecords.id))
      .limit(MAX_RECORDS_PER_SUBMISSION);
  }

  async function queuedCount(localId: number, issuerNif: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(invoiceSubmissions)
      .innerJoin(invoiceRecords, eq(invoiceRecords.id, invoiceSubmissions.record_id))
      .where(
        and(
          eq(invoiceSubmissions.local_id, localId),
          eq(invoiceSubmissions.queued, true),
          eq(invoiceRecords.issuer_nif, issuerNif),
        ),
      );
    return row?.n ?? 0;
  }

  /**
   * A record sent long after it was made goes as Incidencia: the agency marks one whose
   * FechaHoraHusoGenRegistro is far from its clock as accepted with errors otherwise (2004).
   */
  async function flagLate(localId: number, issuerNif: string) {
    const before = new Date(now().getTime() - LATE_AFTER_MS);
    await db
      .update(invoiceSubmissions)
      .set({ incidence: true })
      .where(
        and(
          eq(invoiceSubmissions.local_id, localId),
          eq(invoiceSubmissions.queued, true),
          eq(invoiceSubmissions.incidence, false),
          isNull(invoiceSubmissions.sent_at),
          inArray(
            invoiceSubmissions.record_id,
            db
              .select({ id: invoiceRecords.id })
              .from(invoiceRecords)
              .where(
                and(
                  eq(invoiceRecords.local_id, localId),
                  eq(invoiceRecords.issuer_nif, issuerNif),
                  lt(invoiceRecords.created_at, before),
                ),
              ),
          ),
        ),
      );
  }

  const chainIs = (localId: number, issuerNif: string) =>
    and(eq(fiscalChains.local_id, localId), eq(fiscalChains.issuer_nif, issuerNif));

  /** Claims a chain due for sending (its wait over, or a full batch waiting). */
  async function claim(localId: number, issuerNif: string): Promise<boolean> {
    const at = now();
    const full = (await queuedCount(localId, issuerNif)) >= MAX_RECORDS_PER_SUBMISSION;
    const claimed = await db
      .update(fiscalChains)
      .set({ lease_until: new Date(at.getTime() + LEASE_MS) })
      .where(
        and(
          chainIs(localId, issuerNif),
          or(isNull(fiscalChains.lease_until), lt(fiscalChains.lease_until, at)),
          full ? undefined : lte(fiscalChains.next_send_at, at),
        ),
      )
      .returning({ local_id: fiscalChains.local_id });
    return claimed.length > 0;
  }

  async function release(localId: number, issuerNif: string, outcome: BatchOutcome, batchIds: number[]) {
    const at = now();
    await db.transaction(async (tx) => {
      const [chain] = await tx.select().from(fiscalChains).where(chainIs(localId, issuerNif));
      if (outcome.kind === "answered") {
        for (const [recordId, line] of outcome.outcomes) {
          if (!batchIds.includes(recordId)) continue;
          await tx
            .update(invoiceSubmissions)
            .set({
              status: line.status,
              queued: !line.done,
              sent_at: at,
              error_code: line.code ?? null,
              error_text: line.text ?? null,
              ...(line.externalId ? { external_id: line.externalId } : {}),
              attempts: sql`${invoiceSubmissions.attempts} + 1`,
              updated_at: at,
            })
            .where(eq(invoiceSubmissions.record_id, recordId));
        }
        const waitMs = (outcome.waitSeconds ?? DEFAULT_WAIT_SECONDS) * 1000;
        await tx
          .update(fiscalChains)
          .set({
            lease_until: null,
            offline_since: null,
            failures: 0,
            next_send_at: new Date(at.getTime() + waitMs),
          })
          .where(chainIs(localId, issuerNif));
        return;
      }
      const failures = (chain?.failures ?? 0) + 1;
      await tx
        .update(fiscalChains)
        .set({
          lease_until: null,
          failures,
          next_send_at: new Date(at.getTime() + retryDelayMs(failures, RETRY_BASE_MS)),
          // Only an outage makes records late "because of an incident"; a refusal is ours to fix.
          ...(outcome.kind === "unreachable" ? { offline_since: chain?.offline_since ?? at } : {}),
        })
        .where(chainIs(localId, issuerNif));
      const late = outcome.kind === "unreachable" ? { incidence: true } : {};
      await tx
        .update(invoiceSubmissions)
        .set({
          ...late,
          attempts: sql`${invoiceSubmissions.attempts} + 1`,
          error_text: outcome.reason.slice(0, 1000),
          updated_at: at,
        })
        .where(
          and(
            eq(invoiceSubmissions.local_id, localId),
            eq(invoiceSubmissions.queued, true),
            sql`${invoiceSubmissions.record_id} in (select ${invoiceRecords.id} from ${invoiceRecords} where ${invoiceRecords.issuer_nif} = ${issuerNif} and ${invoiceRecords.local_id} = ${localId})`,
          ),
        );
    });
  }

  /** Sends one batch of a chain if it is due; the number of records the receiver answered. */
  async function sendChain(localId: number, issuerNif: string, result: DrainResult) {
    const config = await findFiscalConfig(db, localId);
    // A suspended local keeps its records queued: they go once a manager resumes issuing.
    if (!config || !isIssuing(config) || !(await claim(localId, issuerNif))) return;
    await flagLate(localId, issuerNif);
    const waiting = await queuedOf(localId, issuerNif);
    const first = waiting[0];
    if (!first) {
      await db.update(fiscalChains).set({ lease_until: null }).where(chainIs(localId, issuerNif));
      return;
    }
    const incidence = first.invoice_submissions.incidence;
    const batch: { record: InvoiceRecordRow; submission: InvoiceSubmissionRow }[] = [];
    for (const row of waiting) {
      if (row.invoice_submissions.incidence !== incidence) break;
      batch.push({ record: row.invoice_records, submission: row.invoice_submissions });
    }
    let outcome: BatchOutcome;
    try {
      outcome = await receivers[config.provider].send({ config, incidence, records: batch });
    } catch (error) {
      outcome = { kind: "unreachable", reason: error instanceof Error ? error.message : String(error) };
    }
    await release(
      localId,
      issuerNif,
      outcome,
      batch.map((row) => row.record.id),
    );
    if (outcome.kind === "answered") result.sent += outcome.outcomes.size;
    else {
      result.failed += batch.length;
      logger.warn(
        { localId, records: batch.length, reason: outcome.reason },
        `fiscal records not sent (${outcome.kind})`,
      );
    }
    if (outcome.kind === "credentials") await options.onCredentialsRefused(localId, outcome.reason);
  }

  async function drain(localId?: number): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0 };
    for (const chain of await waitingChains(localId)) {
      if (loop.isStopped()) break;
      await sendChain(chain.local_id, chain.issuer_nif, result);
    }
    return result;
  }

  const loop = createPollingLoop({
    drain: () => drain(),
    pollIntervalMs: options.pollIntervalMs ?? 5_000,
    logger,
    what: "fiscal submissions",
  });

  return {
    start: loop.start,
    stop: loop.stop,
    drainOnce: loop.drainOnce,
    /** One local's chains now (the invoices screen's refresh); the agency's wait still holds. */
    drainLocal: (localId: number) => drain(localId),
    queuedCount: async (localId: number) => {
      const [row] = await db
        .select({ n: count() })
        .from(invoiceSubmissions)
        .where(and(eq(invoiceSubmissions.local_id, localId), eq(invoiceSubmissions.queued, true)));
      return row?.n ?? 0;
    },
  };
}
export type SubmissionQueue = ReturnType<typeof createSubmissionQueue>;
