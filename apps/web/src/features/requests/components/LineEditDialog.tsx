import { PRODUCT_ORDER_GROUPS, type ProductOrderGroup } from "@comanda/domain";
import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextAreaField } from "../../../ui/form/TextAreaField";
import { QtyStepper } from "../../../ui/QtyStepper";
import { readDiscount } from "../discount-input";
import { DiscountChoice } from "./DiscountChoice";

/** What the dialog changes of a line, sent or not. */
export interface LineChange {
  qty: number;
  details: string;
  order: ProductOrderGroup;
  discount: number;
}

export interface EditableLine extends LineChange {
  name: string;
  /** Units already paid: the line keeps at least these and cannot be removed (spec §5). */
  paidQty: number;
}

export interface LineEditDialogProps {
  /** The line being changed; the dialog is closed without one. */
  line: EditableLine | undefined;
  isSaving: boolean;
  onClose: () => void;
  onSave: (change: LineChange) => void;
  onRemove: () => void;
}

/** A line's quantity, note for the kitchen, course and own discount; or its removal. */
export function LineEditDialog({ line, isSaving, onClose, onSave, onRemove }: LineEditDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={line !== undefined}
      onClose={onClose}
      title={line?.name}
      size="lg"
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      {line && <LineForm line={line} isSaving={isSaving} onSave={onSave} onRemove={onRemove} />}
    </Modal>
  );
}

function LineForm({
  line,
  isSaving,
  onSave,
  onRemove,
}: {
  line: EditableLine;
  isSaving: boolean;
  onSave: (change: LineChange) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [qty, setQty] = useState(line.qty);
  const [details, setDetails] = useState(line.details);
  const [order, setOrder] = useState(line.order);
  const [discount, setDiscount] = useState(String(line.discount));
  const [error, setError] = useState<string>();
  const lowest = Math.max(1, line.paidQty);
  const save = () => {
    const read = readDiscount("percent", discount);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    onSave({ qty, details: details.trim(), order, discount: read.value });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>{t("requests.line.qty")}</Text>
        <QtyStepper
          value={qty}
          lessLabel={t("requests.order.less", { name: line.name })}
          moreLabel={t("requests.order.more", { name: line.name })}
          valueLabel={t("requests.order.qtyOf", { name: line.name })}
          canLess={qty - 1 >= lowest}
          onLess={() => setQty((current) => Math.max(lowest, current - 1))}
          onMore={() => setQty((current) => current + 1)}
        />
      </Group>
      <TextAreaField
        label={t("requests.order.note")}
        value={details}
        onChange={setDetails}
        minRows={2}
        maxLength={500}
      />
      <Stack gap={6}>
        <Text fw={600} id="line-course">
          {t("requests.line.course")}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" role="group" aria-labelledby="line-course">
          {PRODUCT_ORDER_GROUPS.map((group) => (
            <Button
              key={group}
              size="lg"
              px={6}
              variant={order === group ? "filled" : "default"}
              aria-pressed={order === group}
              onClick={() => setOrder(group)}
            >
              {t(`menu.products.orderGroups.${group}`)}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap={6}>
        <Text fw={600}>{t("requests.line.discount")}</Text>
        <DiscountChoice
          value={discount}
          onChange={(value) => {
            setDiscount(value);
            setError(undefined);
          }}
          error={error && t(error)}
        />
      </Stack>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button
          size="lg"
          color="red"
          variant="outline"
          leftSection={<IconTrash aria-hidden size={20} />}
          disabled={line.paidQty > 0 || isSaving}
          onClick={onRemove}
        >
          {t("requests.line.remove")}
        </Button>
        <Button size="lg" loading={isSaving} onClick={save}>
          {t("requests.line.save")}
        </Button>
      </Group>
      {line.paidQty > 0 && (
        <Text size="sm" c="dimmed">
          {t("requests.line.paidKept")}
        </Text>
      )}
    </Stack>
  );
}
