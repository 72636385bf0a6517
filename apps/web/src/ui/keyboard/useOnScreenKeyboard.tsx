import { type FocusEvent, type ReactNode, Suspense, useState } from "react";
import { lazyChunk } from "../../lib/lazy-chunk";
import type { KeyboardLayout } from "./TouchKeyboard";
import { useTouchKeyboardEnabled } from "./touch-keyboard-setting";

const TouchKeyboard = lazyChunk(() => import("./TouchKeyboard"));

type Editable = HTMLInputElement | HTMLTextAreaElement;

export interface OnScreenKeyboard {
  enabled: boolean;
  onFocus: (event: FocusEvent<Editable>) => void;
  onBlur: () => void;
  /** The keyboard panel while the field has the focus; render it next to the field. */
  element: ReactNode;
}

/**
 * Attaches the on-screen keyboard to one field of the form kit when the local has it enabled.
 * The keyboard's code is fetched the first time a field gets the focus, not with the page.
 */
export function useOnScreenKeyboard(
  layout: KeyboardLayout,
  value: string,
  onChange: (value: string) => void,
): OnScreenKeyboard {
  const enabled = useTouchKeyboardEnabled();
  const [target, setTarget] = useState<Editable | null>(null);
  return {
    enabled,
    onFocus: (event) => {
      if (enabled) setTarget(event.currentTarget);
    },
    onBlur: () => setTarget(null),
    element:
      enabled && target ? (
        <Suspense fallback={null}>
          <TouchKeyboard layout={layout} target={target} value={value} onChange={onChange} />
        </Suspense>
      ) : null,
  };
}
