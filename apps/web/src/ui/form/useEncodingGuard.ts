import { NOT_UTF8_ENCODED } from "@comanda/domain";
import { useState } from "react";

/**
 * The spec's text-encoding rule (§5) applied as the user types: a change that brings in a
 * character outside the allowed set is not taken, and the field says why until the next
 * accepted change.
 */
export function useEncodingGuard(isAllowed: (value: string) => boolean, onChange: (value: string) => void) {
  const [rejected, setRejected] = useState(false);
  return {
    onChange: (value: string) => {
      const allowed = isAllowed(value);
      setRejected(!allowed);
      if (allowed) onChange(value);
    },
    error: rejected ? NOT_UTF8_ENCODED : undefined,
  };
}
