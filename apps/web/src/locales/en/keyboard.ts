import type { Catalogue } from "../es";

export const keyboardTexts: Catalogue["keyboard"] = {
  toggle: "Touch keyboard",
  label: "On-screen keyboard",
  backspace: "Backspace",
  shift: "Shift",
  accent: "Accent",
  space: "Space",
  close: "Close the keyboard",
  sign: "Change the sign",
  decimal: "Decimal point",
};
