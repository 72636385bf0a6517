import { SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { statusColors } from "../../floor/components/map/MapTableShape";
import type { MapTable } from "../../floor/components/map/TableMap";

export interface TableListProps {
  tables: readonly MapTable[];
  /** The list's accessible name, e.g. the zone's. */
  label: string;
  onSelect: (id: number) => void;
  /** Lines under a busy table's name (its amount, minutes and guests), as on the map. */
  details: ReadonlyMap<number, string[]>;
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/**
 * A zone's tables as large tiles in name order (S2 before S10), coloured by status as on the
 * map: on a phone the plan shrinks its tables below a finger's size, a tile never does. Each
 * tile is named and marked as the map's table is, so a tap works the same.
 */
export function TableList({ tables, label, onSelect, details }: TableListProps) {
  const { t } = useTranslation();
  const sorted = [...tables].sort((a, b) => byName.compare(a.name, b.name));
  return (
    <SimpleGrid role="group" aria-label={label} cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="sm">
      {sorted.map((table) => {
        const colors = statusColors(table.status);
        const status = t(`floorMap.status.${table.status}`);
        const lines = details.get(table.id) ?? [t("floorMap.seatsShort", { count: table.style.seats })];
        return (
          <UnstyledButton
            key={table.id}
            aria-label={t("floorMap.tableLabel", { name: table.name, count: table.style.seats, status })}
            data-table-id={table.id}
            data-table-name={table.name}
            data-status={table.status}
            onClick={() => onSelect(table.id)}
            mih={88}
            p="sm"
            style={{
              // Every tile reads from its top, however tall its row.
              display: "flex",
              alignItems: "flex-start",
              background: colors.fill,
              border: `2px solid ${colors.stroke}`,
              borderRadius: "var(--mantine-radius-md)",
            }}
          >
            <Stack gap={2}>
              <Text fw={800} size="xl" lh={1.1}>
                {table.name}
              </Text>
              <Text size="sm" fw={600}>
                {status}
              </Text>
              {lines.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Stack>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
