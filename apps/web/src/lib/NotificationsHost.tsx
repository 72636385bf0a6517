import { useMatches } from "@mantine/core";
import { type NotificationsProps, useNotifications } from "@mantine/notifications";
import { Suspense, useState } from "react";
import { lazyChunk } from "./lazy-chunk";
import classes from "./NotificationsHost.module.css";

// Most first visits show no toast: the toasts' renderer (and its transitions) loads with the
// first one. Toasts shown before it arrives wait in the store and appear when it mounts.
const Notifications = lazyChunk(() =>
  import("./NotificationsRenderer").then((module) => ({ default: module.Notifications })),
);

/**
 * Where toasts appear: top right, 2000 ms unless a toast says otherwise (spec §7). In the top
 * centre they covered the header's way back to the tables right after a send; at the bottom they
 * would cover a dialog's main button and a phone's ticket bar. A phone has no room beside
 * anything: there they take the top, over the header only. Wherever they are, taps go through
 * them (NotificationsHost.module.css).
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const position = useMatches<NotificationsProps["position"]>(
    { base: "top-center", sm: "top-right" },
    { getInitialValueInEffect: false },
  );
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={2000} position={position} classNames={{ notification: classes.toast }} />
    </Suspense>
  );
}
