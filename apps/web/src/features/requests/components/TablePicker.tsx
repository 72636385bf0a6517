import { Paper, ScrollArea, SegmentedControl, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../ui/states";
import { TableMap } from "../../floor/components/map/TableMap";
import type { DistributionTable, DistributionZone } from "../../floor/map-api";

export interface TablePickerProps {
  zones: DistributionZone[];
  /** The zone shown first: the command's own. */
  initialZoneId: number | null;
  selectedId: number | null;
  /** Lines under a table's name, as on the tables screen. */
  details?: ReadonlyMap<number, string[]>;
  onTap: (table: DistributionTable) => void;
}

/**
 * Height a dialog keeps for its title, hint, zone tabs, message and buttons: the plan is drawn
 * narrower on a short screen so the buttons stay in sight without scrolling.
 */
const RESERVED_HEIGHT_PX = 380;

/** The floor as the tables screen draws it, to tap the table an action goes to. */
export function TablePicker({ zones, initialZoneId, selectedId, details, onTap }: TablePickerProps) {
  const { t } = useTranslation();
  const [zoneId, setZoneId] = useState(initialZoneId);
  const zone = zones.find((candidate) => candidate.id === zoneId) ?? zones[0];
  if (!zone) return <EmptyState title={t("requests.empty")} />;
  return (
    <Stack gap="sm">
      <ScrollArea type="auto" offsetScrollbars style={{ maxWidth: "100%" }}>
        <SegmentedControl
          size="lg"
          aria-label={t("requests.tables.zone")}
          value={String(zone.id)}
          onChange={(value) => setZoneId(Number(value))}
          data={zones.map((row) => ({ value: String(row.id), label: row.name }))}
        />
      </ScrollArea>
      {zone.tables.length === 0 ? (
        <EmptyState title={t("requests.tables.noTables")} />
      ) : (
        <Paper
          withBorder
          p="xs"
          mx="auto"
          w="100%"
          maw={`calc((100dvh - ${RESERVED_HEIGHT_PX}px) * ${zone.style.width / zone.style.height})`}
        >
          <TableMap
            plan={zone.style}
            tables={zone.tables}
            mode="live"
            label={t("requests.tables.planLabel", { zone: zone.name })}
            selectedId={selectedId}
            details={details}
            onSelect={(id) => {
              const table = zone.tables.find((candidate) => candidate.id === id);
              if (table) onTap(table);
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
