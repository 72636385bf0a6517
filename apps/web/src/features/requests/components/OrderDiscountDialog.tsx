import type { DiscountType } from "@comanda/domain";
import { Button, Group, Modal, SegmentedControl, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readDiscount } from "../discount-input";
import type { OrderDiscount } from "../order-types";
import { DiscountChoice } from "./DiscountChoice";

export interface OrderDiscountDialogProps {
  opened: boolean;
  current: OrderDiscount | null;
  /** What the discount applies to (the lines after their own discounts), in cents. */
  subtotalCents: number;
  isSaving: boolean;
  onClose: () => void;
  /** `null` takes the discount off. */
  onSave: (discount: OrderDiscount | null) => void;
}

/** The order's discount: a percent or an amount of euros off the whole order. */
export function OrderDiscountDialog({ opened, onClose, ...rest }: OrderDiscountDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("requests.discount.title")}
      size="md"
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      {opened && <DiscountForm {...rest} />}
    </Modal>
  );
}

function DiscountForm({
  current,
  subtotalCents,
  isSaving,
  onSave,
}: Omit<OrderDiscountDialogProps, "opened" | "onClose">) {
  const { t } = useTranslation();
  const [type, setType] = useState<DiscountType>(current?.type ?? "percent");
  const [value, setValue] = useState(current ? String(current.value) : "");
  const [error, setError] = useState<string>();
  const save = () => {
    const read = readDiscount(type, value, subtotalCents);
    if (!read.ok) setError(read.message);
    else onSave(read.value === 0 ? null : { type, value: read.value });
  };
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        size="lg"
        value={type}
        onChange={(next) => {
          setType(next as DiscountType);
          setValue("");
          setError(undefined);
        }}
        data={[
          { value: "percent", label: t("requests.discount.percent") },
          { value: "amount", label: t("requests.discount.amount") },
        ]}
      />
      <DiscountChoice
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        isAmount={type === "amount"}
        error={error && t(error)}
      />
      <Group justify="space-between">
        {current ? (
          <Button size="lg" variant="default" disabled={isSaving} onClick={() => onSave(null)}>
            {t("requests.discount.remove")}
          </Button>
        ) : (
          <span />
        )}
        <Button size="lg" loading={isSaving} onClick={save}>
          {t("requests.discount.apply")}
        </Button>
      </Group>
    </Stack>
  );
}
