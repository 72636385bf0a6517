import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

interface TouchKeyboardSetting {
  use_touch_keyboard: boolean;
}

const QUERY_KEY = ["settings", "global", "touch_keyboard"] as const;

/** Whether the local wants the on-screen keyboard; readable before login (the login screen uses it). */
export function useTouchKeyboardEnabled(): boolean {
  const setting = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => api<TouchKeyboardSetting>("/api/v1/settings/global/touch_keyboard"),
    staleTime: 5 * 60_000,
  });
  return setting.data?.use_touch_keyboard ?? false;
}

/** The login screen's toggle (spec §2), stored for the whole local. */
export function useSetTouchKeyboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api<TouchKeyboardSetting>("/api/v1/settings/update_touch_keyboard_login", {
        body: { use_touch_keyboard: enabled },
      }),
    onSuccess: (saved) => queryClient.setQueryData(QUERY_KEY, saved),
  });
}
