import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from "@mantine/core";

/** A row of another entity a form picks: its id, and the name a person reads. */
export interface Choice {
  id: number;
  name: string;
}

const itemsOf = (rows: readonly Choice[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

export interface ChoiceSelectProps extends Omit<SelectProps, "data" | "value" | "onChange" | "error"> {
  rows: readonly Choice[] | undefined;
  /** The chosen id as text, as `useForm` keeps it; null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/** One row of another entity (a till, a printer, a zone…); an optional one can be cleared. */
export function ChoiceSelect({ rows, required, ...rest }: ChoiceSelectProps) {
  return (
    <Select
      size="lg"
      data={itemsOf(rows)}
      required={required}
      clearable={!required}
      allowDeselect={!required}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}

export interface ChoiceMultiSelectProps
  extends Omit<MultiSelectProps, "data" | "value" | "onChange" | "error"> {
  rows: readonly Choice[] | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** Several rows of another entity (categories, printers, modifiers…), searchable. */
export function ChoiceMultiSelect({ rows, ...rest }: ChoiceMultiSelectProps) {
  return (
    <MultiSelect
      size="lg"
      data={itemsOf(rows)}
      searchable
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
