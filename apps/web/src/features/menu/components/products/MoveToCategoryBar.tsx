import { Button, Group, Paper, Select } from "@mantine/core";
import { IconArrowsExchange } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../../lib/notify";
import { type NamedRow, useMoveToCategory } from "../../products-api";

export interface MoveToCategoryBarProps {
  /** The selected products on screen. */
  ids: number[];
  categories: NamedRow[];
  onMoved: () => void;
}

/** Moves the selected products to one category in a single call. */
export function MoveToCategoryBar({ ids, categories, onMoved }: MoveToCategoryBarProps) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<string | null>(null);
  const move = useMoveToCategory();

  async function handleMove() {
    const target = categories.find((row) => String(row.id) === category);
    if (!target) return;
    await move.mutateAsync({ pk__in: ids, category_id: target.id });
    notify(t("menu.products.move.done", { category: target.name, count: ids.length }), "success");
    setCategory(null);
    onMoved();
  }

  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          size="lg"
          searchable
          label={t("menu.products.move.label")}
          data={categories.map((row) => ({ value: String(row.id), label: row.name }))}
          value={category}
          onChange={setCategory}
          style={{ flex: "1 1 240px" }}
        />
        <Button
          size="lg"
          leftSection={<IconArrowsExchange aria-hidden size={18} />}
          disabled={category === null}
          loading={move.isPending}
          onClick={() => void handleMove().catch(() => undefined)}
        >
          {t("menu.products.move.submit")}
        </Button>
      </Group>
    </Paper>
  );
}
