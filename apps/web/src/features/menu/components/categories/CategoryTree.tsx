import type { Category } from "@comanda/domain";
import { ActionIcon, Badge, Box, Group, Paper, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconTrash } from "@tabler/icons-react";
import { type DragEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CategoryNode, moveTo, moveWithin } from "./category-tree";

export interface CategoryTreeProps {
  /** What is shown (maybe narrowed by a search). */
  nodes: CategoryNode[];
  /** Reordering is offered only on the whole tree: a filtered level would send partial ids. */
  canReorder: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  /** One level's ids in their new order. */
  onReorder: (parent: number | null, ids: number[]) => void;
}

const LIST_STYLE = { listStyle: "none", margin: 0, padding: 0 } as const;

/** The categories as a two-level tree: top level, then each one's subcategories indented. */
export function CategoryTree({ nodes, ...actions }: CategoryTreeProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<{ id: number; parent: number | null } | null>(null);
  const topIds = nodes.map((node) => node.category.id);
  const level = { dragged, setDragged };
  return (
    <Box component="ul" aria-label={t("menu.categories.tree")} style={LIST_STYLE}>
      {nodes.map((node) => (
        <li key={node.category.id}>
          <CategoryRow category={node.category} levelIds={topIds} level={level} {...actions} />
          {node.children.length > 0 && (
            <Box
              component="ul"
              aria-label={t("menu.categories.subcategoriesOf", { name: node.category.name })}
              style={{ ...LIST_STYLE, paddingInlineStart: "var(--mantine-spacing-xl)" }}
            >
              {node.children.map((child) => (
                <li key={child.id}>
                  <CategoryRow
                    category={child}
                    levelIds={node.children.map((other) => other.id)}
                    level={level}
                    {...actions}
                  />
                </li>
              ))}
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}

interface DragState {
  dragged: { id: number; parent: number | null } | null;
  setDragged: (dragged: { id: number; parent: number | null } | null) => void;
}

interface CategoryRowProps extends Omit<CategoryTreeProps, "nodes"> {
  category: Category;
  /** The ids of the row's level, in their order. */
  levelIds: number[];
  level: DragState;
}

function CategoryRow({
  category,
  levelIds,
  level,
  canReorder,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  onReorder,
}: CategoryRowProps) {
  const { t } = useTranslation();
  const { name, parent } = category;
  const index = levelIds.indexOf(category.id);

  function move(step: -1 | 1) {
    const ids = moveWithin(levelIds, category.id, step);
    if (ids) onReorder(parent, ids);
  }

  // Mouse users may also drag a row within its level; fingers use the arrows (HTML drag and drop has no touch).
  const isDropTarget =
    level.dragged !== null && level.dragged.parent === parent && level.dragged.id !== category.id;
  const dragProps = canReorder
    ? {
        draggable: true,
        onDragStart: () => level.setDragged({ id: category.id, parent }),
        onDragEnd: () => level.setDragged(null),
        onDragOver: (event: DragEvent) => {
          if (isDropTarget) event.preventDefault();
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          const ids = level.dragged && moveTo(levelIds, level.dragged.id, category.id);
          level.setDragged(null);
          if (ids) onReorder(parent, ids);
        },
      }
    : {};

  return (
    <Paper withBorder p="xs" mb="xs" radius="md" data-category-id={category.id} {...dragProps}>
      <Group gap="sm" wrap="nowrap">
        {canReorder && (
          <Group gap={4} wrap="nowrap">
            <IconGripVertical aria-hidden size={20} style={{ cursor: "grab", flexShrink: 0 }} />
            <ActionIcon
              size={44}
              variant="light"
              aria-label={t("menu.categories.moveUp", { name })}
              disabled={index <= 0}
              onClick={() => move(-1)}
            >
              <IconArrowUp aria-hidden size={22} />
            </ActionIcon>
            <ActionIcon
              size={44}
              variant="light"
              aria-label={t("menu.categories.moveDown", { name })}
              disabled={index < 0 || index >= levelIds.length - 1}
              onClick={() => move(1)}
            >
              <IconArrowDown aria-hidden size={22} />
            </ActionIcon>
          </Group>
        )}
        <Group gap="xs" style={{ flex: 1, minWidth: 0 }} wrap="wrap">
          <Text fw={parent === null ? 700 : 500} size="lg" style={{ overflowWrap: "anywhere" }}>
            {name}
          </Text>
          {!category.is_active && (
            <Badge color="gray" variant="light">
              {t("menu.categories.badges.inactive")}
            </Badge>
          )}
          {!category.is_available && (
            <Badge color="orange" variant="light">
              {t("menu.categories.badges.unavailable")}
            </Badge>
          )}
          {!category.customer_active && (
            <Badge color="gray" variant="outline">
              {t("menu.categories.badges.hiddenFromCustomers")}
            </Badge>
          )}
          {category.is_offer && (
            <Badge color="grape" variant="light">
              {t("menu.categories.badges.offer")}
            </Badge>
          )}
        </Group>
        {canEdit && (
          <ActionIcon
            size={44}
            variant="subtle"
            aria-label={t("menu.categories.edit", { name })}
            onClick={() => onEdit(category)}
          >
            <IconPencil aria-hidden size={22} />
          </ActionIcon>
        )}
        {canDelete && (
          <ActionIcon
            size={44}
            variant="subtle"
            color="red"
            aria-label={t("menu.categories.delete", { name })}
            onClick={() => onDelete(category)}
          >
            <IconTrash aria-hidden size={22} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
