import { type Category, MENU_MESSAGES } from "@comanda/domain";
import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../../lib/api-client";
import { handleApiError } from "../../../../lib/api-errors";
import { notify } from "../../../../lib/notify";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog";
import { useDeleteCategory, useMoveProducts, useProductCount } from "../../categories-api";

export interface DeleteCategoryFlowProps {
  /** The category to delete; null when nothing is being deleted. */
  category: Category | null;
  /** Every live category: where its products can go. */
  categories: Category[];
  onClose: () => void;
}

/**
 * Deleting a category: a confirmation, and when the server answers that it still has
 * products, a step that moves them to another category and deletes it again.
 */
export function DeleteCategoryFlow({ category, categories, onClose }: DeleteCategoryFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteCategory();
  const [hasProducts, setHasProducts] = useState(false);

  function close() {
    setHasProducts(false);
    onClose();
  }

  async function handleDelete(target: Category) {
    try {
      await remove.mutateAsync(target.id);
      notify(t("menu.categories.deleteDialog.deleted", { name: target.name }), "success");
      close();
    } catch (error) {
      if (error instanceof ApiError && error.code === MENU_MESSAGES.categoryHasProducts) {
        setHasProducts(true);
        return;
      }
      handleApiError(error, navigate, { retry: () => void handleDelete(target) });
      close();
    }
  }

  if (!category) return null;
  if (hasProducts) {
    return (
      <MoveProductsDialog
        category={category}
        categories={categories.filter((other) => other.id !== category.id)}
        onClose={close}
      />
    );
  }
  return (
    <ConfirmDialog
      opened
      title={t("menu.categories.deleteDialog.title", { name: category.name })}
      message={t("menu.categories.deleteDialog.text")}
      confirmLabel={t("menu.categories.deleteDialog.confirm")}
      isDanger
      isPending={remove.isPending}
      onConfirm={() => void handleDelete(category)}
      onCancel={close}
    />
  );
}

interface MoveProductsDialogProps {
  category: Category;
  /** Where the products can go (every other live category). */
  categories: Category[];
  onClose: () => void;
}

function MoveProductsDialog({ category, categories, onClose }: MoveProductsDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useProductCount(category.id);
  const move = useMoveProducts();
  const remove = useDeleteCategory();
  const [target, setTarget] = useState<string | null>(null);
  const isPending = move.isPending || remove.isPending;

  async function handleMove() {
    if (target === null) return;
    // A failed move is toasted by the app-wide handler; the delete's meta opts out, so its failure is handled here.
    const moved = await move.mutateAsync({ from: category.id, to: Number(target) }).catch(() => undefined);
    if (moved === undefined) return;
    try {
      await remove.mutateAsync(category.id);
      notify(t("menu.categories.moveProducts.done", { count: moved, name: category.name }), "success");
      onClose();
    } catch (error) {
      handleApiError(error, navigate, { retry: () => void handleMove() });
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("menu.categories.moveProducts.title", { name: category.name })}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        <Text role="status">
          {count.data === undefined
            ? t("menu.categories.moveProducts.counting")
            : t("menu.categories.moveProducts.text", { count: count.data })}
        </Text>
        <Select
          size="lg"
          label={t("menu.categories.moveProducts.target")}
          data={categories.map((other) => ({ value: String(other.id), label: other.name }))}
          value={target}
          onChange={setTarget}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button size="lg" variant="default" onClick={onClose} disabled={isPending}>
            {t("list.cancel")}
          </Button>
          <Button
            size="lg"
            color="red"
            disabled={target === null}
            loading={isPending}
            onClick={() => void handleMove()}
          >
            {t("menu.categories.moveProducts.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
