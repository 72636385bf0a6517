import { useNotifications } from "@mantine/notifications";
import { Suspense, useState } from "react";
import { lazyChunk } from "./lazy-chunk";

// Most first visits show no toast: the toasts' renderer (and its transitions) loads with the
// first one. Toasts shown before it arrives wait in the store and appear when it mounts.
const Notifications = lazyChunk(() =>
  import("./NotificationsRenderer").then((module) => ({ default: module.Notifications })),
);

/** Where toasts appear: top centre, 2000 ms unless a toast says otherwise (spec §7). */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={2000} position="top-center" />
    </Suspense>
  );
}
