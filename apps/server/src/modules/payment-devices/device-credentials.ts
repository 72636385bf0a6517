import type { DeviceCredentialsBody, DeviceCredentialsView } from "@comanda/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import type { LocalDevices } from "./device-clients";
import { type DeviceCredentialsRow, deviceCredentials } from "./payment-devices.schema";

export function deviceCredentialsView(
  row: DeviceCredentialsRow | undefined,
  server: LocalDevices,
): DeviceCredentialsView {
  return {
    dojo_url: row?.dojo_url ?? null,
    has_dojo_api_key: Boolean(row?.dojo_api_key_enc),
    dojo_software_house_id: row?.dojo_software_house_id ?? null,
    dojo_reseller_id: row?.dojo_reseller_id ?? null,
    cashmatic_url: row?.cashmatic_url ?? null,
    cashmatic_username: row?.cashmatic_username ?? null,
    has_cashmatic_password: Boolean(row?.cashmatic_password_enc),
    server_dojo: server.dojo !== undefined,
    server_cashmatic: server.cashmatic !== undefined,
  };
}

export async function findDeviceCredentials(db: Db, localId: number) {
  const [row] = await db.select().from(deviceCredentials).where(eq(deviceCredentials.local_id, localId));
  return row;
}

/** A secret as stored: sealed when given, null when cleared, kept as it was when left out. */
function sealedSecret(value: string | null | undefined, seal: (plain: string) => string) {
  if (value === undefined) return {};
  return { value: value === null ? null : seal(value) };
}

/**
 * Saves the local's device credentials (one row per local, written whole in one statement).
 * The secrets are written only when given, so a form that does not show them keeps them.
 */
export async function saveDeviceCredentials(
  { db, seal, clock }: { db: Db; seal: (plain: string) => string; clock: () => Date },
  localId: number,
  body: DeviceCredentialsBody,
): Promise<DeviceCredentialsRow> {
  const apiKey = sealedSecret(body.dojo_api_key, seal);
  const password = sealedSecret(body.cashmatic_password, seal);
  const values = {
    dojo_url: body.dojo_url,
    dojo_software_house_id: body.dojo_software_house_id,
    dojo_reseller_id: body.dojo_reseller_id,
    cashmatic_url: body.cashmatic_url,
    cashmatic_username: body.cashmatic_username,
    ...("value" in apiKey ? { dojo_api_key_enc: apiKey.value } : {}),
    ...("value" in password ? { cashmatic_password_enc: password.value } : {}),
    updated_at: clock(),
  };
  const [saved] = await db
    .insert(deviceCredentials)
    .values({ local_id: localId, ...values })
    .onConflictDoUpdate({ target: deviceCredentials.local_id, set: values })
    .returning();
  return saved!;
}
