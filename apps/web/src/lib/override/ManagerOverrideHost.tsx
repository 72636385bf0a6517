import { Suspense, useState, useSyncExternalStore } from "react";
import { loadScreenTexts } from "../i18n";
import { lazyChunk } from "../lazy-chunk";
import { overrides } from "./override-store";

// Its code and texts load with the first refusal a manager may authorise, not with the login.
const ManagerOverrideDialog = lazyChunk(() =>
  Promise.all([import("./ManagerOverrideDialog"), loadScreenTexts()]).then(([module]) => module),
);

/** Mounted once in the app shell: the manager-override dialog over whichever screen was refused. */
export function ManagerOverrideHost() {
  const request = useSyncExternalStore(overrides.subscribe, overrides.current);
  const [needed, setNeeded] = useState(false);
  if (!needed && request) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ManagerOverrideDialog request={request} />
    </Suspense>
  );
}
