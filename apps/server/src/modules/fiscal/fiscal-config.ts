import {
  FISCAL_COUNTRY,
  FISCAL_MESSAGES,
  FISCAL_TERRITORY,
  type FiscalConfigData,
  type FiscalConfigView,
} from "@comanda/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import { type FiscalConfigRow, fiscalConfigs } from "./fiscal.schema";

/** What stays fixed once issuing has started: the issuer, its chain and where records go. */
const LOCKED_AFTER_ACTIVATION = ["name", "legal_name", "tax_number", "provider", "environment"] as const;

export async function findFiscalConfig(db: Db, localId: number): Promise<FiscalConfigRow | undefined> {
  const [row] = await db.select().from(fiscalConfigs).where(eq(fiscalConfigs.local_id, localId));
  return row;
}

/** Issuing is on: activated and not suspended by a fiskalyError. */
export function isIssuing(row: FiscalConfigRow | undefined): boolean {
  return row !== undefined && row.activated_at !== null && row.suspended_at === null;
}

export function fiscalConfigView(row: FiscalConfigRow | undefined): FiscalConfigView {
  return {
    id: row?.id ?? null,
    name: row?.name ?? "",
    legal_name: row?.legal_name ?? "",
    tax_number: row?.tax_number ?? "",
    address: row?.address ?? "",
    zip: row?.zip ?? "",
    state: row?.state ?? "",
    town: row?.town ?? "",
    country_code: FISCAL_COUNTRY,
    territory: FISCAL_TERRITORY,
    provider: row?.provider ?? "aeat",
    environment: row?.environment ?? "test",
    activated_at: row?.activated_at?.toISOString() ?? null,
    active: isIssuing(row),
    has_certificate: row?.certificate != null,
    certificate_subject: row?.certificate_subject ?? null,
    certificate_expires_at: row?.certificate_expires_at?.toISOString() ?? null,
    has_fiskaly_credentials: Boolean(row?.fiskaly_api_key && row.fiskaly_api_secret_enc),
    has_holded_api_key: Boolean(row?.holded_api_key_enc),
  };
}

export interface SaveFiscalConfigDeps {
  db: Db;
  seal: (plain: string) => string;
  clock: () => Date;
}

/**
 * Saves the Fiscal tab. The first save creates the config; later saves change it, except the
 * issuer's identity and destination once activated (a new NIF would be a new chain). Secrets are
 * written only when given, so a form that does not show them keeps them.
 */
export async function saveFiscalConfig(
  { db, seal, clock }: SaveFiscalConfigDeps,
  localId: number,
  input: FiscalConfigData,
): Promise<FiscalConfigRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(fiscalConfigs)
      .where(eq(fiscalConfigs.local_id, localId))
      .for("update");
    if (current?.activated_at) {
      const changed = LOCKED_AFTER_ACTIVATION.filter((field) => current[field] !== input[field]);
      if (changed.length > 0)
        throw errors.validation(
          Object.fromEntries(
            changed.map((field) => [field, [{ key: FISCAL_MESSAGES.lockedAfterActivation }]]),
          ),
        );
    }
    const values = {
      name: input.name,
      legal_name: input.legal_name,
      tax_number: input.tax_number,
      address: input.address,
      zip: input.zip,
      state: input.state,
      town: input.town,
      country_code: FISCAL_COUNTRY,
      territory: FISCAL_TERRITORY,
      provider: input.provider,
      environment: input.environment,
      ...(input.fiskaly_api_key !== undefined ? { fiskaly_api_key: input.fiskaly_api_key } : {}),
      ...(input.fiskaly_api_secret !== undefined
        ? { fiskaly_api_secret_enc: seal(input.fiskaly_api_secret) }
        : {}),
      ...(input.holded_api_key !== undefined ? { holded_api_key_enc: seal(input.holded_api_key) } : {}),
      updated_at: clock(),
    };
    const [saved] = current
      ? await tx.update(fiscalConfigs).set(values).where(eq(fiscalConfigs.id, current.id)).returning()
      : await tx
          .insert(fiscalConfigs)
          .values({ local_id: localId, ...values })
          .returning();
    return saved!;
  });
}

/**
 * Activation is irreversible (spec §4): it stamps `activated_at` once. Calling it on a config
 * suspended by a fiskalyError resumes issuing; calling it on an issuing config is refused.
 */
export async function activateFiscal(db: Db, localId: number, now: Date): Promise<FiscalConfigRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(fiscalConfigs)
      .where(eq(fiscalConfigs.local_id, localId))
      .for("update");
    if (!current) throw new AppError(400, FISCAL_MESSAGES.notConfigured);
    if (isIssuing(current)) throw new AppError(400, FISCAL_MESSAGES.alreadyActive);
    if (current.provider === "aeat" && current.certificate === null)
      throw new AppError(400, FISCAL_MESSAGES.certificateRequired);
    if (current.provider === "fiskaly" && !(current.fiskaly_api_key && current.fiskaly_api_secret_enc))
      throw new AppError(400, FISCAL_MESSAGES.fiskalyCredentialsRequired);
    const [saved] = await tx
      .update(fiscalConfigs)
      .set({ activated_at: current.activated_at ?? now, suspended_at: null, updated_at: now })
      .where(eq(fiscalConfigs.id, current.id))
      .returning();
    return saved!;
  });
}

/** A fiskalyError (the receiver refused our credentials or the taxpayer): issuing stops until resumed. */
export async function suspendFiscal(db: Db, localId: number, now: Date): Promise<boolean> {
  const suspended = await db
    .update(fiscalConfigs)
    .set({ suspended_at: now, updated_at: now })
    .where(eq(fiscalConfigs.local_id, localId))
    .returning({ id: fiscalConfigs.id });
  return suspended.length > 0;
}

export interface CertificateInfo {
  subject: string | null;
  expiresAt: Date | null;
}

/** Stores the local's PKCS#12 and its password (sealed); the caller has checked that they open. */
export async function storeCertificate(
  { db, seal, clock }: SaveFiscalConfigDeps,
  localId: number,
  pfx: Buffer,
  password: string,
  info: CertificateInfo,
): Promise<FiscalConfigRow> {
  const [saved] = await db
    .update(fiscalConfigs)
    .set({
      certificate: pfx,
      certificate_password_enc: seal(password),
      certificate_subject: info.subject,
      certificate_expires_at: info.expiresAt,
      updated_at: clock(),
    })
    .where(eq(fiscalConfigs.local_id, localId))
    .returning();
  if (!saved) throw new AppError(400, FISCAL_MESSAGES.notConfigured);
  return saved;
}
