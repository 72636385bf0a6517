import {
  formatMoney,
  type ModifierNode,
  type ModifierSelection,
  validateModifierSelection,
} from "@comanda/domain";
import { Alert, Button, Group, List, Modal, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogFooter } from "../../../ui/DialogFooter";
import { ModifierChoice } from "../../menu/components/modifiers/ModifierChoice";
import { groupOf, selectionMessage, treeNames } from "../../menu/components/modifiers/modifier-tree";
import { useMoneyOptions } from "../../settings/use-local-money";

export interface ProductChoicesDialogProps {
  /** The product being added with its modifier trees; closed without one. */
  product: { id: number; name: string; trees: ModifierNode[]; unitCents: number } | undefined;
  onClose: () => void;
  onAdd: (choice: { modifiers: ModifierSelection[]; details: string }) => void;
}

/** A product's modifiers as the customer chooses them, checked with the order's own rules. */
export function ProductChoicesDialog({ product, onClose, onAdd }: ProductChoicesDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={product !== undefined}
      onClose={onClose}
      title={product?.name}
      size="lg"
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      {/* Mounted only while open, so each product starts with nothing chosen. */}
      {product && (
        <Choices key={product.id} trees={product.trees} unitCents={product.unitCents} onAdd={onAdd} />
      )}
    </Modal>
  );
}

function Choices({
  trees,
  unitCents,
  onAdd,
}: {
  trees: ModifierNode[];
  unitCents: number;
  onAdd: ProductChoicesDialogProps["onAdd"];
}) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<ModifierSelection[]>(() =>
    trees.map((tree) => ({ id: tree.id, options: [] })),
  );
  const [details, setDetails] = useState("");
  const [showErrors, setShowErrors] = useState(false);
  const chosen = selection.filter((group) => group.options.length > 0);
  const result = validateModifierSelection(trees, chosen);
  const names = { modifiers: new Map<number, string>(), options: new Map<number, string>() };
  for (const tree of trees) treeNames(tree, names);
  const moneyOptions = useMoneyOptions();
  const money = (cents: number) => formatMoney(cents, moneyOptions);
  return (
    <Stack gap="md">
      {trees.map((tree) => (
        <ModifierChoice
          key={tree.id}
          node={tree}
          value={groupOf(selection, tree.id)}
          onChange={(group) =>
            setSelection((current) => [...current.filter((row) => row.id !== group.id), group])
          }
        />
      ))}
      <Textarea
        label={t("requests.order.note")}
        value={details}
        onChange={(event) => setDetails(event.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={1}
        size="md"
      />
      {showErrors && !result.ok && (
        <Alert color="red" title={t("requests.order.choicesMissing")} role="alert">
          <List>
            {result.errors.map((error) => {
              const message = selectionMessage(error, names);
              return (
                <List.Item key={`${error.code}-${error.modifier_id}`}>
                  {t(message.key, message.values)}
                </List.Item>
              );
            })}
          </List>
        </Alert>
      )}
      <DialogFooter>
        <Group justify="flex-end">
          <Button
            size="lg"
            onClick={() => {
              if (!result.ok) {
                setShowErrors(true);
                return;
              }
              onAdd({ modifiers: result.selection, details });
            }}
          >
            {t("requests.order.addWithPrice", {
              price: money(unitCents + (result.ok ? result.extraCents : 0)),
            })}
          </Button>
        </Group>
      </DialogFooter>
    </Stack>
  );
}
