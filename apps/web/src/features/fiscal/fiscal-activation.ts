import { FISCAL_MESSAGES, type FiscalConfigView } from "@comanda/domain";

/**
 * Where the local stands with fiscal issuing (spec §4 "Verifactu activation is irreversible"):
 * never activated, issuing, or activated and then suspended by a fiskalyError, which the same
 * call resumes.
 */
export type FiscalState = "inactive" | "active" | "suspended";

export function fiscalState(view: FiscalConfigView): FiscalState {
  if (view.activated_at === null) return "inactive";
  return view.active ? "active" : "suspended";
}

/**
 * What the server would refuse the activation for, as its own message keys, so the tab says it
 * before the manager asks: the data saved, and the certificate or the fiskaly credentials.
 */
export function activationBlockers(view: FiscalConfigView): string[] {
  if (view.id === null) return [FISCAL_MESSAGES.notConfigured];
  if (view.provider === "aeat" && !view.has_certificate) return [FISCAL_MESSAGES.certificateRequired];
  if (view.provider === "fiskaly" && !view.has_fiskaly_credentials)
    return [FISCAL_MESSAGES.fiskalyCredentialsRequired];
  return [];
}
