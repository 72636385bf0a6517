import type { CloseType } from "@comanda/domain";
import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { NumberField } from "../../../ui/form/NumberField";
import { parseNumber } from "../../../ui/keyboard/input-rules";
import { type BoxReport, type CurrentBox, type OpenOrder, useCloseBox } from "../cash-api";
import { useMoney } from "../use-money";

export interface CloseBoxDialogProps {
  closeType: CloseType | undefined;
  current: CurrentBox;
  onClose: () => void;
  onClosed: (report: BoxReport) => void;
}

/** Closes the shift or the till, with the float and an optional cash count. */
export function CloseBoxDialog({ closeType, current, onClose, onClosed }: CloseBoxDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      opened={closeType !== undefined}
      onClose={onClose}
      title={closeType && t(`cash.closeTypes.${closeType}`)}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {closeType && <CloseBoxForm closeType={closeType} current={current} onClosed={onClosed} />}
    </Modal>
  );
}

function CloseBoxForm({
  closeType,
  current,
  onClosed,
}: {
  closeType: CloseType;
  current: CurrentBox;
  onClosed: (report: BoxReport) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const close = useCloseBox();
  const [initial, setInitial] = useState(String(current.initial_import));
  const [counted, setCounted] = useState("");
  const [openOrders, setOpenOrders] = useState<OpenOrder[]>();
  const initialAmount = parseNumber(initial) ?? 0;
  const countedAmount = parseNumber(counted);
  // The expected cash moves with the float typed here; the rest of it is the period's.
  const expected = Math.round((current.expected_cash - current.initial_import + initialAmount) * 100) / 100;

  // Failures are shown by the app's mutation handler; the form just stays as it was.
  const submit = async (confirm: boolean) => {
    const answer = await close.mutateAsync({
      close_type: closeType,
      initial_import: initialAmount,
      ...(countedAmount === undefined ? {} : { cash_register: countedAmount }),
      confirm,
    });
    if ("confirm_required" in answer) {
      setOpenOrders(answer.open_orders);
      return;
    }
    const done = { type: t(`cash.closeTypes.${closeType}`), serial: answer.serial };
    notify(
      answer.printed
        ? t("cash.close.donePrinted", { ...done, printer: answer.printed.printer_name })
        : t("cash.close.done", done),
      "success",
    );
    onClosed(answer);
  };

  if (openOrders)
    return (
      <Stack gap="md">
        <Alert color="orange" title={t("cash.close.openOrdersTitle")}>
          {t("cash.close.openOrdersMessage", { count: openOrders.length })}
        </Alert>
        <List size="sm" spacing={2}>
          {openOrders.map((order) => (
            <List.Item key={order.id}>
              {t("cash.close.openOrder", {
                id: order.id,
                kind: t(`cash.figures.total_${order.kind}`),
                price: money(order.price),
              })}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={() => setOpenOrders(undefined)}>
            {t("list.cancel")}
          </Button>
          <Button
            size="lg"
            color="red"
            loading={close.isPending}
            onClick={() => void submit(true).catch(() => {})}
          >
            {t("cash.close.confirm")}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      <NumberField
        label={t("cash.close.initialImport")}
        value={initial}
        onChange={setInitial}
        rule="positive"
      />
      <NumberField
        label={t("cash.close.cashRegister")}
        description={t("cash.close.cashRegisterHint")}
        value={counted}
        onChange={setCounted}
        rule="positive"
      />
      <Group justify="space-between">
        <Text>{t("cash.close.expected")}</Text>
        <Text fw={700} ff="monospace">
          {money(expected)}
        </Text>
      </Group>
      {countedAmount !== undefined && (
        <Group justify="space-between">
          <Text>{t("cash.close.unbalance")}</Text>
          <Text fw={700} ff="monospace" data-testid="close-unbalance">
            {money(Math.round((countedAmount - expected) * 100) / 100)}
          </Text>
        </Group>
      )}
      <Group justify="flex-end">
        <Button size="lg" loading={close.isPending} onClick={() => void submit(false).catch(() => {})}>
          {t("cash.close.submit")}
        </Button>
      </Group>
    </Stack>
  );
}
