import { type AppLanguage, formatAmount } from "@comanda/domain";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { ErrorState, LoadingState } from "../../../ui/states";
import { type DistributionTable, useDistribution } from "../../floor/map-api";
import { useMoneyOptions } from "../../settings/use-local-money";
import type { Order } from "../order-types";
import { useOpenCommands } from "../orders-api";
import { FUSE_WARNING_CODE, refusalOf, useFuseTables } from "../table-actions-api";
import { tableChoiceError } from "../table-choice";
import { commandDetails, commandsByTable } from "../table-details";
import { TablePicker } from "./TablePicker";

export interface FuseTablesDialogProps {
  order: Order;
  tableName: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Joins another table's command into this one: its lines come here and its table is freed.
 * The server's warning (discounts and partial payments of both are lost, spec §4) is read
 * and confirmed before anything changes.
 */
export function FuseTablesDialog({ order, tableName, opened, onClose }: FuseTablesDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("requests.tableActions.fuseTitle", { table: tableName })}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      {opened && <FuseTablesForm order={order} tableName={tableName} onClose={onClose} />}
    </Modal>
  );
}

interface Chosen {
  table: DistributionTable;
  command: Order;
}

function FuseTablesForm({ order, tableName, onClose }: Omit<FuseTablesDialogProps, "opened">) {
  const { t, i18n } = useTranslation();
  const _language = i18n.language as AppLanguage;
  const moneyOptions = useMoneyOptions();
  const navigate = useNavigate();
  const zones = useDistribution();
  const commands = useOpenCommands();
  const fuse = useFuseTables();
  const [chosen, setChosen] = useState<Chosen>();
  const [isWarned, setIsWarned] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  if (zones.isError || commands.isError)
    return (
      <ErrorState
        onRetry={() => {
          void zones.refetch();
          void commands.refetch();
        }}
      />
    );
  if (!zones.data || !commands.data) return <LoadingState />;
  const commandOf = commandsByTable(commands.data.results);

  const tap = (table: DistributionTable) => {
    const command = commandOf.get(table.id);
    const error = tableChoiceError("fuse", order.table, table, command !== undefined);
    setChosen(error || !command ? undefined : { table, command });
    setIsWarned(false);
    setRefusal(error && t(`requests.tableActions.errors.${error.key}`, { table: error.table }));
  };
  const failed = (retry: () => void) => (error: unknown) => {
    const message = refusalOf(error);
    if (message) setRefusal(message);
    else handleApiError(error, navigate, { retry });
  };
  const done = (other: string) => {
    notify(t("requests.tableActions.fused", { other, table: tableName }), "success");
    onClose();
  };
  // The first call only asks: the server answers what fusing would lose, or why it cannot.
  const ask = () => {
    if (!chosen) return;
    fuse.mutate(
      { id: order.id, command: chosen.command.id, confirm: false },
      {
        onSuccess: () => done(chosen.table.name),
        onError: (error) => {
          if (error instanceof ApiError && error.code === FUSE_WARNING_CODE) {
            setRefusal(undefined);
            setIsWarned(true);
          } else failed(ask)(error);
        },
      },
    );
  };
  const confirm = () => {
    if (!chosen) return;
    fuse.mutate(
      { id: order.id, command: chosen.command.id, confirm: true },
      { onSuccess: () => done(chosen.table.name), onError: failed(confirm) },
    );
  };
  const paid = order.paid + (chosen?.command.paid ?? 0);

  if (chosen && isWarned)
    return (
      <Stack gap="md">
        <Alert color="orange" role="alert" icon={<IconAlertTriangle aria-hidden size={20} />}>
          <Stack gap="xs">
            <Text fw={700}>
              {t("requests.tableActions.fuseWarningTitle", { other: chosen.table.name, table: tableName })}
            </Text>
            <Text>{t("requests.tableActions.fuseWarning")}</Text>
            {paid > 0 && (
              <Text fw={700}>
                {t("requests.tableActions.fusePaid", { amount: formatAmount(paid, moneyOptions) })}
              </Text>
            )}
          </Stack>
        </Alert>
        {refusal && (
          <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button size="lg" variant="default" onClick={() => setIsWarned(false)} disabled={fuse.isPending}>
            {t("requests.tableActions.back")}
          </Button>
          <Button size="lg" color="red" loading={fuse.isPending} onClick={confirm}>
            {t("requests.tableActions.fuseConfirm")}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Text>{t("requests.tableActions.fuseHint", { table: tableName })}</Text>
      <TablePicker
        zones={zones.data}
        initialZoneId={order.zone}
        selectedId={chosen?.table.id ?? null}
        details={commandDetails(commandOf, t, moneyOptions)}
        onTap={tap}
      />
      {refusal && (
        <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button size="lg" variant="default" onClick={onClose} disabled={fuse.isPending}>
          {t("requests.tableActions.cancel")}
        </Button>
        <Button size="lg" disabled={!chosen} loading={fuse.isPending} onClick={ask}>
          {chosen
            ? t("requests.tableActions.fuseWith", { table: chosen.table.name })
            : t("requests.tableActions.pickTable")}
        </Button>
      </Group>
    </Stack>
  );
}
