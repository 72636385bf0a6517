import {
  changeSeats,
  changeShape,
  type PlanSize,
  rotateTable,
  TABLE_ROTATION_STEP,
  TABLE_SHAPES,
  type TableShape,
  type TableStyle,
  tableStyleSchema,
} from "@comanda/domain";
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { IconMinus, IconPlus, IconRotate2, IconRotateClockwise2, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { MapTable } from "./TableMap";

export interface TableEditPanelProps {
  table: MapTable;
  plan: PlanSize;
  onChange: (id: number, style: TableStyle) => void;
  /** Absent when the user may not delete tables. */
  onDelete?: () => void;
}

const MAX_SEATS = tableStyleSchema.shape.seats.maxValue ?? 50;
const MIN_SEATS = tableStyleSchema.shape.seats.minValue ?? 1;

/** What a finger changes on the selected table besides dragging it: shape, seats, angle. */
export function TableEditPanel({ table, plan, onChange, onDelete }: TableEditPanelProps) {
  const { t } = useTranslation();
  const { style } = table;
  const apply = (next: TableStyle) => onChange(table.id, next);
  return (
    <Stack gap="md" aria-label={t("floorMap.panel.title", { name: table.name })} role="region">
      <Title order={2} size="h3">
        {t("floorMap.panel.title", { name: table.name })}
      </Title>
      <Stack gap={4}>
        <Text fw={500} id="table-shape-label">
          {t("floorMap.panel.shape")}
        </Text>
        <SegmentedControl
          size="lg"
          fullWidth
          orientation="vertical"
          aria-labelledby="table-shape-label"
          value={style.shape}
          onChange={(shape) => apply(changeShape(style, shape as TableShape, plan))}
          data={TABLE_SHAPES.map((shape) => ({ value: shape, label: t(`floorMap.shapes.${shape}`) }))}
        />
      </Stack>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500}>{t("floorMap.panel.seats")}</Text>
        <Group gap="sm" wrap="nowrap">
          <ActionIcon
            size={48}
            variant="default"
            aria-label={t("floorMap.panel.fewerSeats")}
            disabled={style.seats <= MIN_SEATS}
            onClick={() => apply(changeSeats(style, -1))}
          >
            <IconMinus aria-hidden />
          </ActionIcon>
          <Text fw={700} size="xl" miw={32} ta="center" aria-live="polite" data-testid="table-seats">
            {style.seats}
          </Text>
          <ActionIcon
            size={48}
            variant="default"
            aria-label={t("floorMap.panel.moreSeats")}
            disabled={style.seats >= MAX_SEATS}
            onClick={() => apply(changeSeats(style, 1))}
          >
            <IconPlus aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500} aria-live="polite">
          {t("floorMap.panel.rotation", { degrees: style.rotation })}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <ActionIcon
            size={48}
            variant="default"
            aria-label={t("floorMap.panel.rotateLeft", { degrees: TABLE_ROTATION_STEP })}
            onClick={() => apply(rotateTable(style, style.rotation - TABLE_ROTATION_STEP, plan))}
          >
            <IconRotate2 aria-hidden />
          </ActionIcon>
          <ActionIcon
            size={48}
            variant="default"
            aria-label={t("floorMap.panel.rotateRight", { degrees: TABLE_ROTATION_STEP })}
            onClick={() => apply(rotateTable(style, style.rotation + TABLE_ROTATION_STEP, plan))}
          >
            <IconRotateClockwise2 aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {onDelete && (
        <Button
          size="lg"
          variant="light"
          color="red"
          leftSection={<IconTrash aria-hidden size={18} />}
          onClick={onDelete}
        >
          {t("floorMap.panel.delete")}
        </Button>
      )}
    </Stack>
  );
}
