import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { api } from "../../lib/api-client";

interface TouchKeyboardSetting {
  use_touch_keyboard: boolean;
}

const QUERY_KEY = ["settings", "global", "touch_keyboard"] as const;
const DEVICE_KEY = "comanda.touch_keyboard";
const listeners = new Set<() => void>();

/**
 * This device's choice, made with the login screen's toggle (spec §2): one till with a
 * touch screen next to a desktop with a real keyboard. Null while the device has not chosen.
 */
function deviceChoice(): "on" | "off" | null {
  const stored = localStorage.getItem(DEVICE_KEY);
  return stored === "on" || stored === "off" ? stored : null;
}

/** The login screen's toggle: changes this device only, never the local's setting. */
export function setDeviceTouchKeyboard(enabled: boolean) {
  localStorage.setItem(DEVICE_KEY, enabled ? "on" : "off");
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether this device shows the on-screen keyboard: its own choice, else the local's default
 * (readable before login: the login screen uses it).
 */
export function useTouchKeyboardEnabled(): boolean {
  const device = useSyncExternalStore(subscribe, deviceChoice);
  const setting = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => api<TouchKeyboardSetting>("/api/v1/settings/global/touch_keyboard"),
    staleTime: 5 * 60_000,
    enabled: device === null,
  });
  if (device !== null) return device === "on";
  return setting.data?.use_touch_keyboard ?? false;
}
