import { type ReactNode, useEffect, useRef } from "react";
import { useCarta } from "./carta-context";

/**
 * A panel over the menu (a native <dialog>, so focus stays inside and Escape closes it) that
 * slides up from the bottom on a phone.
 */
export function Sheet({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { say } = useCarta();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="carta-sheet" aria-label={label} onClose={onClose}>
      <button type="button" className="carta-button carta-close" onClick={onClose}>
        {say("close")}
      </button>
      {children}
    </dialog>
  );
}
