import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { ErrorState, LoadingState } from "../../../ui/states";
import { type DistributionTable, useDistribution } from "../../floor/map-api";
import type { Order } from "../order-types";
import { refusalOf, useChangeTable } from "../table-actions-api";
import { tableChoiceError } from "../table-choice";
import { TablePicker } from "./TablePicker";

export interface ChangeTableDialogProps {
  order: Order;
  tableName: string;
  opened: boolean;
  onClose: () => void;
}

/** Moves a command to another free table: its lines, guests and payments go with it. */
export function ChangeTableDialog({ order, tableName, opened, onClose }: ChangeTableDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("requests.tableActions.changeTitle", { table: tableName })}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      {/* Made again at each opening: a table chosen last time is not chosen now. */}
      {opened && <ChangeTableForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function ChangeTableForm({ order, onClose }: Pick<ChangeTableDialogProps, "order" | "onClose">) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const zones = useDistribution();
  const change = useChangeTable();
  const [chosen, setChosen] = useState<DistributionTable>();
  const [refusal, setRefusal] = useState<string>();

  if (zones.isError) return <ErrorState onRetry={() => void zones.refetch()} />;
  if (!zones.data) return <LoadingState />;

  const tap = (table: DistributionTable) => {
    const error = tableChoiceError("change", order.table, table, false);
    setChosen(error ? undefined : table);
    setRefusal(error && t(`requests.tableActions.errors.${error.key}`, { table: error.table }));
  };
  const move = () => {
    if (!chosen) return;
    change.mutate(
      { id: order.id, new_table: chosen.id },
      {
        onSuccess: () => {
          notify(t("requests.tableActions.moved", { table: chosen.name }), "success");
          onClose();
        },
        onError: (error) => {
          const message = refusalOf(error);
          if (message) setRefusal(message);
          else handleApiError(error, navigate, { retry: move });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text>{t("requests.tableActions.changeHint")}</Text>
      <TablePicker
        zones={zones.data}
        initialZoneId={order.zone}
        selectedId={chosen?.id ?? null}
        onTap={tap}
      />
      {refusal && (
        <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button size="lg" variant="default" onClick={onClose} disabled={change.isPending}>
          {t("requests.tableActions.cancel")}
        </Button>
        <Button size="lg" disabled={!chosen} loading={change.isPending} onClick={move}>
          {chosen
            ? t("requests.tableActions.moveTo", { table: chosen.name })
            : t("requests.tableActions.pickTable")}
        </Button>
      </Group>
    </Stack>
  );
}
