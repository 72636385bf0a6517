import {
  clampToPlan,
  DEFAULT_TABLE_STYLE,
  findFreeSpot,
  hasPermission,
  nextTableName,
  overlappingTables,
  type TableLayout,
  type TableStyle,
} from "@comanda/domain";
import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle, IconArrowBackUp, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { sectionById } from "../../../app/routes";
import { notify } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { TableEditPanel } from "../components/map/TableEditPanel";
import { TableMap } from "../components/map/TableMap";
import { useTableStylePresets } from "../floor-api";
import { useAddTable, useDeleteTable, useDistribution, useSaveLayout } from "../map-api";

/** A change that can be undone: the drawings the zone's tables had before it. */
interface UndoStep {
  zoneId: number;
  previous: TableLayout;
}

type SaveState = "idle" | "saving" | "saved" | "failed";

export default function DistributionPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canEdit = hasPermission(granted, actions, "tables.update");
  const canCreate = hasPermission(granted, actions, "tables.create");
  const canDelete = hasPermission(granted, actions, "tables.delete");
  const isNarrow = useMediaQuery("(max-width: 62em)");
  const distribution = useDistribution();
  const saveLayout = useSaveLayout();
  const addTable = useAddTable();
  const deleteTable = useDeleteTable();
  const presets = useTableStylePresets();
  const [presetId, setPresetId] = useState<string | null>(null);
  const [zoneId, setZoneId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [undoSteps, setUndoSteps] = useState<UndoStep[]>([]);
  const [saving, setSaving] = useState(0);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  const zones = distribution.data ?? [];
  const zone = zones.find((row) => row.id === zoneId) ?? zones[0];
  const selected = zone?.tables.find((table) => table.id === selectedId);
  const lastStep = undoSteps.findLast((step) => step.zoneId === zone?.id);

  /** Saves drawings (optimistically); what the server refuses goes back to `previous`. */
  const save = (layout: TableLayout, previous: TableLayout, undo: UndoStep | null) => {
    setSaving((count) => count + 1);
    setSaveState("saving");
    saveLayout
      .mutateAsync({ layout, previous })
      .then(() => setSaveState("saved"))
      .catch(() => {
        setSaveState("failed");
        // A refused change cannot be undone; a refused undo can be tried again.
        setUndoSteps((steps) =>
          undo === null ? steps.filter((step) => step.previous !== previous) : [...steps, undo],
        );
      })
      .finally(() => setSaving((count) => count - 1));
  };

  const handleChange = (id: number, style: TableStyle) => {
    const table = zone?.tables.find((row) => row.id === id);
    if (!zone || !table) return;
    const previous = { tables: [{ id, style: table.style }] };
    setUndoSteps((steps) => [...steps, { zoneId: zone.id, previous }]);
    save({ tables: [{ id, style }] }, previous, null);
  };

  const handleUndo = () => {
    if (!zone || !lastStep) return;
    const current = new Map(zone.tables.map((table) => [table.id, table.style]));
    const still = lastStep.previous.tables.filter((row) => current.has(row.id));
    setUndoSteps((steps) => steps.filter((step) => step !== lastStep));
    if (still.length === 0) return;
    const previous = {
      tables: still.map((row) => ({ id: row.id, style: current.get(row.id) ?? row.style })),
    };
    save({ tables: still }, previous, lastStep);
  };

  const handleAdd = () => {
    if (!zone) return;
    const preset = presets.data?.find((row) => String(row.id) === presetId);
    const drawing = preset
      ? {
          ...DEFAULT_TABLE_STYLE,
          shape: preset.shape,
          width: preset.width,
          height: preset.height,
          seats: preset.seats,
        }
      : DEFAULT_TABLE_STYLE;
    const spot = findFreeSpot(
      zone.tables.map((table) => table.style),
      drawing,
      zone.style,
    );
    const style = clampToPlan({ ...drawing, ...spot }, zone.style);
    const name = nextTableName(zone.tables.map((table) => table.name));
    addTable.mutateAsync({ name, zone_id: zone.id, style }).then(
      (table) => {
        setSelectedId(table.id);
        notify(t("floorMap.added", { name }), "success");
      },
      // The app's error toast has said why (a full zone, a taken name).
      () => undefined,
    );
  };

  const handleDelete = () => {
    if (!selected) return;
    deleteTable.mutateAsync(selected.id).then(
      () => {
        setIsConfirmingDelete(false);
        setSelectedId(null);
        notify(t("floorMap.deleted", { name: selected.name }), "success");
      },
      () => setIsConfirmingDelete(false),
    );
  };

  const overlaps = zone ? overlappingTables(zone.tables) : new Set<number>();
  const overlapNames =
    zone?.tables.filter((table) => overlaps.has(table.id)).map((table) => table.name) ?? [];

  const content = () => {
    if (distribution.isPending) return <LoadingState />;
    if (distribution.isError) return <ErrorState onRetry={() => void distribution.refetch()} />;
    if (!zone) {
      return (
        <Stack align="center">
          <EmptyState title={t("floorMap.noZones")} text={t("floorMap.noZonesText")} />
          <Button size="lg" variant="light" component={Link} to={sectionById("zones").path}>
            {t("floorMap.goToZones")}
          </Button>
        </Stack>
      );
    }
    const panel = selected && canEdit && (
      <Paper
        withBorder
        p="md"
        shadow={isNarrow ? "md" : undefined}
        style={isNarrow ? { position: "sticky", bottom: 0, zIndex: 2 } : undefined}
      >
        <TableEditPanel
          table={selected}
          plan={zone.style}
          onChange={handleChange}
          onDelete={canDelete ? () => setIsConfirmingDelete(true) : undefined}
        />
      </Paper>
    );
    return (
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <ScrollArea type="auto" offsetScrollbars style={{ maxWidth: "100%" }}>
            <SegmentedControl
              size="lg"
              aria-label={t("floorMap.zone")}
              value={String(zone.id)}
              onChange={(value) => {
                setZoneId(Number(value));
                setSelectedId(null);
              }}
              data={zones.map((row) => ({ value: String(row.id), label: row.name }))}
            />
          </ScrollArea>
          {canEdit && (
            <Group gap="sm" wrap="nowrap">
              <Text c="dimmed" role="status" aria-live="polite" data-testid="save-state">
                {saving > 0 ? t("floorMap.saving") : saveState === "idle" ? "" : t(`floorMap.${saveState}`)}
              </Text>
              <Button
                size="lg"
                variant="default"
                leftSection={<IconArrowBackUp aria-hidden size={18} />}
                disabled={!lastStep}
                onClick={handleUndo}
              >
                {t("floorMap.undo")}
              </Button>
            </Group>
          )}
        </Group>
        {!canEdit && <Text c="dimmed">{t("floorMap.readOnly")}</Text>}
        {overlapNames.length > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title={t("floorMap.overlapTitle")}>
            {t("floorMap.overlapText", { names: overlapNames.join(", ") })}
          </Alert>
        )}
        {zone.tables.length === 0 && (
          <EmptyState
            title={t("floorMap.noTables")}
            text={canCreate ? t("floorMap.noTablesText") : undefined}
          />
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Paper withBorder p="xs">
              <TableMap
                plan={zone.style}
                tables={zone.tables}
                mode={canEdit ? "edit" : "live"}
                label={t("floorMap.planLabel", { zone: zone.name })}
                selectedId={canEdit ? selectedId : null}
                onSelect={canEdit ? setSelectedId : undefined}
                onChange={canEdit ? handleChange : undefined}
                flagged={overlaps}
              />
            </Paper>
            {canEdit && (
              <Text c="dimmed" size="sm" mt="xs">
                {t("floorMap.hint")}
              </Text>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            {panel ||
              (canEdit && zone.tables.length > 0 && <Text c="dimmed">{t("floorMap.noSelection")}</Text>)}
          </Grid.Col>
        </Grid>
      </Stack>
    );
  };

  return (
    <PageFrame
      section="distribution"
      actions={
        canCreate &&
        zone && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            {(presets.data?.length ?? 0) > 0 && (
              <Select
                size="lg"
                label={t("floorMap.newTableStyle")}
                placeholder={t("floorMap.defaultStyle")}
                clearable
                data={(presets.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
                value={presetId}
                onChange={setPresetId}
              />
            )}
            <Button
              size="lg"
              leftSection={<IconPlus aria-hidden size={18} />}
              loading={addTable.isPending}
              onClick={handleAdd}
            >
              {t("floorMap.addTable")}
            </Button>
          </Group>
        )
      }
    >
      {content()}
      <ConfirmDialog
        opened={isConfirmingDelete && selected !== undefined}
        title={t("floorMap.deleteTitle", { name: selected?.name ?? "" })}
        message={t("floorMap.deleteText")}
        confirmLabel={t("floorMap.panel.delete")}
        isDanger
        isPending={deleteTable.isPending}
        onConfirm={handleDelete}
        onCancel={() => setIsConfirmingDelete(false)}
      />
    </PageFrame>
  );
}
