import { Suspense, useState } from "react";
import { useLocation } from "react-router";
import { loadScreenTexts } from "../i18n";
import { lazyChunk } from "../lazy-chunk";
import { realtimeWanted } from "./wanted";

// Its code, the message schemas it parses with and its texts load only once a till signs in
// (or the maintenance page opens): the login screen's first load does not carry them.
const RealtimeLayer = lazyChunk(() =>
  Promise.all([import("./RealtimeLayer"), loadScreenTexts()]).then(([module]) => ({
    default: module.RealtimeLayer,
  })),
);

/** Mounts the realtime layer the first time it is wanted and keeps it, so its banner survives a logout. */
export function RealtimeGate() {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(false);
  if (!needed && realtimeWanted(pathname)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeLayer />
    </Suspense>
  );
}
