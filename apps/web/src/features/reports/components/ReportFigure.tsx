import { Stack, Text } from "@mantine/core";

/** A report's headline figure: a small label over a large number, readable on a 10" till. */
export function ReportFigure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Stack>
  );
}
