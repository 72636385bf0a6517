import type { ImageGroup, Settings, SettingsGroup, SettingsPatch, TicketPreview } from "@comanda/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { storeAppTimeZone } from "../../lib/i18n";

/** The typed calls of the settings tabs: one group read whole, and saved by a partial PUT. */

const pathOf = (group: SettingsGroup) => `/api/v1/settings/${group}`;
const keyOf = (group: SettingsGroup) => ["settings", group] as const;

/**
 * Every read of the global group also stores the local's time zone on the terminal, so
 * `appTimeZone()` (dates, "today") follows the settings without each screen asking for them.
 */
async function readGroup<G extends SettingsGroup>(group: G): Promise<Settings<G>> {
  const settings = await api<Settings<G>>(pathOf(group));
  rememberLocal(group, settings);
  return settings;
}

function rememberLocal<G extends SettingsGroup>(group: G, settings: Settings<G>) {
  if (group === "global") storeAppTimeZone((settings as Settings<"global">).timezone);
}

export function useSettingsGroup<G extends SettingsGroup>(group: G) {
  return useQuery({ queryKey: keyOf(group), queryFn: () => readGroup(group) });
}

/**
 * Saves the fields given and keeps the whole group the server answers, so the tab shows
 * what is stored (another manager's change to other fields included).
 */
export function useSaveSettingsGroup<G extends SettingsGroup>(group: G) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch<G>) => api<Settings<G>>(pathOf(group), { method: "PUT", body: patch }),
    onSuccess: (saved) => {
      rememberLocal(group, saved);
      queryClient.setQueryData(keyOf(group), saved);
    },
  });
}

/** Uploads an image setting (the global logo…) on its own; the server answers the whole group. */
export function useUploadSettingsImage<G extends ImageGroup>(group: G, field: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(field, file);
      return api<Settings<G>>(`${pathOf(group)}/images/${field}`, { method: "PUT", body: form });
    },
    onSuccess: (saved) => queryClient.setQueryData(keyOf(group), saved),
  });
}

export function useRemoveSettingsImage<G extends ImageGroup>(group: G, field: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Settings<G>>(`${pathOf(group)}/images/${field}`, { method: "DELETE" }),
    onSuccess: (saved) => queryClient.setQueryData(keyOf(group), saved),
  });
}

/** The groups whose tab previews a ticket (ticketPreviewBodySchema, kitchenTicketPreviewBodySchema). */
export type PreviewGroup = "ticket" | "ticket_kitchen";

/**
 * The sample ticket drawn by the server's printing renderer with the form's unsaved settings;
 * undefined (nothing asked) while they break a rule. The last drawing stays while the next loads.
 */
export function useTicketPreview<G extends PreviewGroup>(
  group: G,
  body: { settings: Settings<G>; printer_id?: number | null; columns?: number } | undefined,
) {
  return useQuery({
    queryKey: ["settings", group, "preview", body],
    queryFn: () => api<TicketPreview>(`${pathOf(group)}/preview`, { method: "POST", body }),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
