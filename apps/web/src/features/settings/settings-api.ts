import type { Settings, SettingsGroup, SettingsPatch } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** The typed calls of the settings tabs: one group read whole, and saved by a partial PUT. */

const pathOf = (group: SettingsGroup) => `/api/v1/settings/${group}`;
const keyOf = (group: SettingsGroup) => ["settings", group] as const;

export function useSettingsGroup<G extends SettingsGroup>(group: G) {
  return useQuery({ queryKey: keyOf(group), queryFn: () => api<Settings<G>>(pathOf(group)) });
}

/**
 * Saves the fields given and keeps the whole group the server answers, so the tab shows
 * what is stored (another manager's change to other fields included).
 */
export function useSaveSettingsGroup<G extends SettingsGroup>(group: G) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch<G>) => api<Settings<G>>(pathOf(group), { method: "PUT", body: patch }),
    onSuccess: (saved) => queryClient.setQueryData(keyOf(group), saved),
  });
}
