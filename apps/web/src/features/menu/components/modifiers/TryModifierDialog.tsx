import {
  formatMoney,
  type ModifierNode,
  type ModifierSelection,
  modifierTree,
  validateModifierSelection,
} from "@comanda/domain";
import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../../../ui/states";
import { useMoneyOptions } from "../../../settings/use-local-money";
import { useModifierTrees } from "../../modifiers-api";
import { ModifierChoice } from "./ModifierChoice";
import { selectionMessage, treeNames } from "./modifier-tree";

export interface TryModifierDialogProps {
  /** The modifier to try; the dialog is closed without one. */
  modifier: { id: number; name: string } | undefined;
  onClose: () => void;
}

/** "Probar": the modifier as the POS would ask it, checked with the rules the order uses. */
export function TryModifierDialog({ modifier, onClose }: TryModifierDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={modifier !== undefined}
      onClose={onClose}
      title={modifier && t("menu.modifiers.try.title", { name: modifier.name })}
      size="lg"
      closeButtonProps={{ "aria-label": t("menu.modifiers.close") }}
    >
      {/* Mounted only while open, so each opening starts with nothing chosen and fresh trees. */}
      {modifier && <TryModifierBody id={modifier.id} onClose={onClose} />}
    </Modal>
  );
}

function TryModifierBody({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const trees = useModifierTrees(true);
  if (trees.isPending) return <LoadingState />;
  if (trees.isError) return <ErrorState onRetry={() => void trees.refetch()} />;
  const tree = modifierTree(id, trees.data.results);
  return (
    <Stack gap="md">
      {tree ? (
        <TryTree tree={tree} />
      ) : (
        // list_bar holds enabled modifiers only: a disabled one is never asked at the till.
        <Text>{t("menu.modifiers.try.disabled")}</Text>
      )}
      <Group justify="flex-end">
        <Button size="lg" variant="default" onClick={onClose}>
          {t("menu.modifiers.close")}
        </Button>
      </Group>
    </Stack>
  );
}

function TryTree({ tree }: { tree: ModifierNode }) {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  const [selection, setSelection] = useState<ModifierSelection>({ id: tree.id, options: [] });
  const result = validateModifierSelection([tree], [selection]);
  const names = treeNames(tree);
  return (
    <Stack gap="md">
      <ModifierChoice node={tree} value={selection} onChange={setSelection} />
      <div role="status">
        {result.ok ? (
          <Alert color="green" title={t("menu.modifiers.try.ok")}>
            {t("menu.modifiers.try.extra", {
              price: formatMoney(result.extraCents, moneyOptions),
            })}
          </Alert>
        ) : (
          <Alert color="red" title={t("menu.modifiers.try.notValid")}>
            <List>
              {result.errors.map((error) => {
                const message = selectionMessage(error, names);
                return (
                  <List.Item key={`${error.code}:${error.path.join(".")}`}>
                    {t(message.key, message.values)}
                  </List.Item>
                );
              })}
            </List>
          </Alert>
        )}
      </div>
    </Stack>
  );
}
