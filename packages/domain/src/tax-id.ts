/**
 * Spanish tax identifiers (research/fiscal-hardware-notes.md §1.6): DNI-style NIF, NIE and
 * CIF, with their control letter or digit. Written from the published algorithms.
 */

export type TaxIdKind = "nif" | "nie" | "cif";

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const CIF_LETTERS = "JABCDEFGHI";
const NIE_PREFIX: Record<string, string> = { X: "0", Y: "1", Z: "2" };

const NIF_PATTERN = /^[0-9]{8}[A-Z]$/;
/** K (under 14), L (non-resident Spaniard), M (foreigner without NIE): a DNI letter over 7 digits. */
const SPECIAL_NIF_PATTERN = /^[KLM][0-9]{7}[A-Z]$/;
const NIE_PATTERN = /^[XYZ][0-9]{7}[A-Z]$/;
const CIF_PATTERN = /^[ABCDEFGHJNPQRSUVW][0-9]{7}[0-9A-J]$/;

/** Upper case without spaces, dashes, dots and a leading "ES" country prefix. */
export function normalizeTaxId(value: string): string {
  const compact = value.toUpperCase().replace(/[\s.-]/g, "");
  return compact.length === 11 && compact.startsWith("ES") ? compact.slice(2) : compact;
}

function dniLetter(digits: string): string {
  return DNI_LETTERS[Number(digits) % 23]!;
}

function cifControl(digits: string): { digit: string; letter: string } {
  let sum = 0;
  for (const [index, char] of [...digits].entries()) {
    const value = Number(char);
    if (index % 2 === 1) sum += value;
    else {
      const doubled = value * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  const control = (10 - (sum % 10)) % 10;
  return { digit: String(control), letter: CIF_LETTERS[control]! };
}

/** The kind of a valid identifier (after `normalizeTaxId`), or undefined when it is not one. */
export function taxIdKind(value: string): TaxIdKind | undefined {
  const id = normalizeTaxId(value);
  const last = id.slice(-1);
  if (NIF_PATTERN.test(id)) return dniLetter(id.slice(0, 8)) === last ? "nif" : undefined;
  if (SPECIAL_NIF_PATTERN.test(id)) return dniLetter(id.slice(1, 8)) === last ? "nif" : undefined;
  if (NIE_PATTERN.test(id)) {
    return dniLetter(NIE_PREFIX[id[0]!]! + id.slice(1, 8)) === last ? "nie" : undefined;
  }
  if (CIF_PATTERN.test(id)) {
    // Sources disagree on which entity letters take a digit and which a letter: both are accepted.
    const { digit, letter } = cifControl(id.slice(1, 8));
    return last === digit || last === letter ? "cif" : undefined;
  }
  return undefined;
}

export function isValidTaxId(value: string): boolean {
  return taxIdKind(value) !== undefined;
}
