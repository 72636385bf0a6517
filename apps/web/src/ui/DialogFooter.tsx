import type { ReactNode } from "react";
import classes from "./DialogFooter.module.css";

/**
 * A dialog's main action, kept on screen while the dialog's body scrolls under it: on a phone
 * (or with many choices) the button to charge or to add never leaves the screen.
 */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={classes.footer}>{children}</div>;
}
