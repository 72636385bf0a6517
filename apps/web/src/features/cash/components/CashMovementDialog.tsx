import { CASH_METHODS, type CashMethod } from "@comanda/domain";
import { Button, Group, Modal, Stack } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconCash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { NumberField } from "../../../ui/form/NumberField";
import { SegmentedField } from "../../../ui/form/SegmentedField";
import { TextField } from "../../../ui/form/TextField";
import { parseNumber } from "../../../ui/keyboard/input-rules";
import { type CashMovement, useCreateCashMovement } from "../cash-api";

/** Opens the expense / other taking dialog; on the box report screen and in the till's top bar. */
export function CashMovementButton({ size = "lg" }: { size?: "md" | "lg" }) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        size={size}
        variant="default"
        leftSection={<IconCash aria-hidden size={18} />}
        onClick={dialog.open}
      >
        {t("cash.movement.open")}
      </Button>
      <CashMovementDialog opened={opened} onClose={dialog.close} />
    </>
  );
}

export function CashMovementDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("cash.movement.title")}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {opened && <CashMovementForm onSaved={onClose} />}
    </Modal>
  );
}

function CashMovementForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCashMovement();
  const [kind, setKind] = useState<CashMovement["kind"]>("expense");
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<CashMethod>("cash");
  const [description, setDescription] = useState("");
  const value = parseNumber(amount);
  const submit = () => {
    if (value === undefined || value <= 0) return;
    create.mutate(
      { kind, amount: value, method, description: description.trim() },
      {
        onSuccess: () => {
          notify(t("cash.movement.saved"), "success");
          onSaved();
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <SegmentedField
        label={t("cash.movement.kind")}
        data={[
          { value: "expense", label: t("cash.movement.expense") },
          { value: "subscription", label: t("cash.movement.subscription") },
        ]}
        value={kind}
        onChange={setKind}
      />
      <NumberField
        label={t("cash.movement.amount")}
        value={amount}
        onChange={setAmount}
        rule="greaterThanZero"
        required
      />
      <SegmentedField
        label={t("cash.movement.method")}
        data={CASH_METHODS.map((option) => ({ value: option, label: t(`cash.movement.methods.${option}`) }))}
        value={method}
        onChange={setMethod}
      />
      <TextField label={t("cash.movement.description")} value={description} onChange={setDescription} />
      <Group justify="flex-end">
        <Button
          size="lg"
          onClick={submit}
          loading={create.isPending}
          disabled={value === undefined || value <= 0}
        >
          {t("cash.movement.save")}
        </Button>
      </Group>
    </Stack>
  );
}
