import type { ReactNode } from "react";
import { LoadingState } from "../../../ui/states";
import { useSettingsGroup } from "../settings-api";

/**
 * Holds the signed-in screens until the local's global settings have been read once, so the
 * first thing drawn already has the local's currency and time zone (a failed read falls back
 * to the defaults rather than blocking the till).
 */
export function LocalSettingsGate({ children }: { children: ReactNode }) {
  const global = useSettingsGroup("global");
  return global.isPending ? <LoadingState /> : children;
}
