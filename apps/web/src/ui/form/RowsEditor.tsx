import { ActionIcon, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface RowsEditorProps<Row extends { key: string }> {
  /** `key` keeps React's rows stable while lines are added and removed. */
  rows: Row[];
  onChange: (rows: Row[]) => void;
  /** The blank line "add" appends. */
  newRow: () => Row;
  /** A line's fields; `update` merges a change into that line. */
  renderRow: (row: Row, update: (patch: Partial<Row>) => void, index: number) => ReactNode;
  /** The remove button's name for line `number` (counted from 1). */
  removeLabel: (number: number) => string;
  addLabel: string;
  /** Shown above the lines, e.g. what an empty list means. */
  hint?: ReactNode;
  /** Already translated: the message for the whole list. */
  error?: string;
  rowTestId?: string;
}

/** The form kit's editable list of lines: each line's fields and a remove button, then "add". */
export function RowsEditor<Row extends { key: string }>({
  rows,
  onChange,
  newRow,
  renderRow,
  removeLabel,
  addLabel,
  hint,
  error,
  rowTestId,
}: RowsEditorProps<Row>) {
  function update(index: number, patch: Partial<Row>) {
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  }

  return (
    <Stack gap="md">
      {hint && <Text c="dimmed">{hint}</Text>}
      {rows.map((row, index) => (
        <Paper key={row.key} withBorder p="sm" radius="md" data-testid={rowTestId}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            {renderRow(row, (patch) => update(index, patch), index)}
            <ActionIcon
              size={48}
              variant="subtle"
              color="red"
              aria-label={removeLabel(index + 1)}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              <IconTrash aria-hidden size={22} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button
          size="lg"
          variant="light"
          leftSection={<IconPlus aria-hidden size={18} />}
          onClick={() => onChange([...rows, newRow()])}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
