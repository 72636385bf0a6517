/** A field's text and its selection, the way the on-screen keyboard edits it. */
export interface EditState {
  value: string;
  start: number;
  end: number;
}

/** The state with the caret at the end; for inputs that report no selection (type="email"). */
export function atEnd(value: string): EditState {
  return { value, start: value.length, end: value.length };
}

/** Replaces the selection (or inserts at the caret) like a physical key would. */
export function insertText(state: EditState, text: string): EditState {
  const caret = state.start + text.length;
  return {
    value: state.value.slice(0, state.start) + text + state.value.slice(state.end),
    start: caret,
    end: caret,
  };
}

/** Deletes the selection, or the character before the caret. */
export function backspace(state: EditState): EditState {
  if (state.start !== state.end) return insertText(state, "");
  if (state.start === 0) return state;
  const chars = Array.from(state.value.slice(0, state.start));
  chars.pop();
  const before = chars.join("");
  return { value: before + state.value.slice(state.end), start: before.length, end: before.length };
}

const ACCENTED: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ó",
  u: "ú",
  A: "Á",
  E: "É",
  I: "Í",
  O: "Ó",
  U: "Ú",
};

/** A letter as the accent key leaves it: vowels take the acute accent, anything else stays. */
export function withAccent(char: string): string {
  return ACCENTED[char] ?? char;
}

/**
 * What a number field keeps of a typed text: digits, one decimal point (a comma counts as
 * one) and a leading minus. A second decimal point is dropped (spec §5 "Touch keyboard numbers").
 */
export function sanitizeNumber(value: string): string {
  const negative = value.trimStart().startsWith("-");
  let seenPoint = false;
  let kept = "";
  for (const char of value.replaceAll(",", ".")) {
    if (char >= "0" && char <= "9") kept += char;
    else if (char === "." && !seenPoint) {
      seenPoint = true;
      kept += char;
    }
  }
  return negative ? `-${kept}` : kept;
}

export type NumericKey =
  | "0"
  | "1"
  | "2"
  | "3"
  | "4"
  | "5"
  | "6"
  | "7"
  | "8"
  | "9"
  | "."
  | "sign"
  | "backspace";

/**
 * One key of the numeric layout. A decimal point when there already is one is rejected;
 * the minus key toggles the sign wherever the caret is, and keeps the caret on its digit.
 */
export function applyNumericKey(state: EditState, key: NumericKey): EditState {
  if (key === "backspace") return backspace(state);
  if (key === "sign") {
    const negative = state.value.startsWith("-");
    const offset = negative ? -1 : 1;
    const value = negative ? state.value.slice(1) : `-${state.value}`;
    const move = (position: number) => Math.max(0, position + offset);
    return { value, start: move(state.start), end: move(state.end) };
  }
  // Digits typed in front of the minus go after it: the sign stays the sign.
  const signLength = state.value.startsWith("-") ? 1 : 0;
  const target = { ...state, start: Math.max(state.start, signLength), end: Math.max(state.end, signLength) };
  const selected = target.value.slice(target.start, target.end);
  if (key === "." && target.value.includes(".") && !selected.includes(".")) return state;
  const next = insertText(target, key);
  const value = sanitizeNumber(next.value);
  const caret = Math.min(next.start, value.length);
  return { value, start: caret, end: caret };
}

/** The number a field's text stands for, or undefined for an empty or unfinished one ("-", "."). */
export function parseNumber(value: string): number | undefined {
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(value)) return undefined;
  return Number(value);
}
