import {
  Button,
  Checkbox,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { memo, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../lib/notify";
import { ConfirmDialog } from "../ConfirmDialog";
import { EmptyState, ErrorState, LoadingState } from "../states";
import { toggleAll, toggleId } from "./list-state";
import { SearchBox } from "./SearchBox";
import type { EntityList } from "./useEntityList";

/** Touch targets of at least 44 px: a till's screen is used with fingers. */
const TOUCH_CHECKBOX = { "--checkbox-size": "2.75rem" } as const;
const ROW_CHECKBOX = {
  width: "2.75rem",
  height: "2.75rem",
  margin: 0,
  accentColor: "var(--mantine-primary-color-filled)",
  cursor: "pointer",
} as const;
const SELECTED_ROW = { background: "var(--mantine-primary-color-light)" } as const;
const END_CELL = { textAlign: "right" } as const;

export interface ListColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
}

export interface ListViewProps<Row extends { id: number }> {
  list: EntityList<Row>;
  columns: ListColumn<Row>[];
  /** How a row is named in labels and messages (select, restore). */
  rowName: (row: Row) => string;
  /** What the list holds when it is empty, e.g. "No employees yet". */
  emptyTitle: string;
  emptyText?: string;
  /** Controls that narrow the list, placed next to the search box. */
  filters?: ReactNode;
  canDelete?: boolean;
  /** Rows can be ticked for the screen's own batch actions; defaults to `canDelete`. */
  canSelect?: boolean;
  canRestore?: boolean;
}

/**
 * The list pattern every section uses: search, filter slot, the active/deleted views, pages,
 * multi-select with batch delete behind a confirmation, restore, and the three states.
 */
export function ListView<Row extends { id: number }>({
  list,
  columns,
  rowName,
  emptyTitle,
  emptyText,
  filters,
  canDelete = false,
  canSelect = canDelete,
  canRestore = false,
}: ListViewProps<Row>) {
  const { t } = useTranslation();
  const [isConfirmOpened, setConfirmOpened] = useState(false);
  const { query, selected } = list;
  const rows = query.data?.results ?? [];
  const pageIds = rows.map((row) => row.id);
  const isSelectable = (canSelect || canDelete) && !list.isDeletedView;
  const selectedOnPage = pageIds.filter((id) => selected.has(id));

  async function handleConfirmDelete() {
    try {
      // Only rows still on screen: one deleted meanwhile elsewhere would fail the whole batch.
      const result = await list.deleteSelected.mutateAsync(selectedOnPage);
      notify(t("list.deletedCount", { count: result.deleted }), "success");
    } finally {
      setConfirmOpened(false);
    }
  }

  async function handleRestore(row: Row) {
    await list.restore.mutateAsync(row);
    notify(t("list.restored", { name: rowName(row) }), "success");
  }

  function body() {
    if (query.isPending) return <LoadingState />;
    if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
    if (rows.length === 0) {
      if (list.searchedFor) return <EmptyState title={t("list.noResults", { search: list.searchedFor })} />;
      if (list.isDeletedView) return <EmptyState title={t("list.noDeleted")} />;
      return <EmptyState title={emptyTitle} text={emptyText} />;
    }
    const restoreLabel = t("list.restore");
    return (
      <Table.ScrollContainer type="native" minWidth={560}>
        <Table verticalSpacing="sm" highlightOnHover aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              {isSelectable && (
                <Table.Th w={56}>
                  <Checkbox
                    size="lg"
                    style={TOUCH_CHECKBOX}
                    aria-label={t("list.selectAll")}
                    checked={selectedOnPage.length === pageIds.length}
                    indeterminate={selectedOnPage.length > 0 && selectedOnPage.length < pageIds.length}
                    onChange={() => list.setSelected(toggleAll(selected, pageIds))}
                  />
                </Table.Th>
              )}
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.label}</Table.Th>
              ))}
              {list.isDeletedView && canRestore && (
                <Table.Th>
                  <VisuallyHidden>{restoreLabel}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          {/* Rows are plain elements wearing Mantine's table classes: a page of rows is what
              repaints on every search, and 20 rows of full components missed the 50 ms
              budget on a slow till (bench:menu). */}
          <Table.Tbody>
            {rows.map((row, position) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: keyed by position, a new search rewrites the rows' text in place instead of removing and creating every row; rows hold no state of their own
                key={position}
                className={Table.classes.tr}
                data-with-row-border
                data-hover
                style={selected.has(row.id) ? SELECTED_ROW : undefined}
              >
                {isSelectable && (
                  <td className={Table.classes.td}>
                    <input
                      type="checkbox"
                      style={ROW_CHECKBOX}
                      aria-label={t("list.selectRow", { name: rowName(row) })}
                      checked={selected.has(row.id)}
                      onChange={() => list.setSelected(toggleId(selected, row.id))}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.key} className={Table.classes.td}>
                    {column.render(row)}
                  </td>
                ))}
                {list.isDeletedView && canRestore && (
                  <td className={Table.classes.td} style={END_CELL}>
                    <Button
                      size="lg"
                      variant="light"
                      aria-label={t("list.restoreRow", { name: rowName(row) })}
                      loading={list.restore.isPending && list.restore.variables?.id === row.id}
                      onClick={() => void handleRestore(row).catch(() => undefined)}
                    >
                      {restoreLabel}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <ListToolbar
        filters={filters}
        canRestore={canRestore}
        isDeletedView={list.isDeletedView}
        onSearch={list.setSearch}
        onDeletedView={list.setDeletedView}
      />
      {canDelete && isSelectable && selectedOnPage.length > 0 && (
        <Group gap="sm" justify="space-between" p="sm" bg="gray.1" style={{ borderRadius: 8 }}>
          <Text fw={600} role="status">
            {t("list.selected", { count: selectedOnPage.length })}
          </Text>
          <Button size="lg" color="red" onClick={() => setConfirmOpened(true)}>
            {t("list.deleteSelected")}
          </Button>
        </Group>
      )}
      {body()}
      {query.data && query.data.total > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text c="dimmed">{t("list.total", { count: query.data.total })}</Text>
          {list.pages > 1 && (
            <nav aria-label={t("list.pagination")}>
              <Pagination
                size="xl"
                total={list.pages}
                value={list.page}
                onChange={list.setPage}
                getControlProps={(control) => ({ "aria-label": t(`list.pageControls.${control}`) })}
              />
            </nav>
          )}
        </Group>
      )}
      {isConfirmOpened && (
        <ConfirmDialog
          opened
          title={t("list.confirmDeleteTitle", { count: selectedOnPage.length })}
          message={t("list.confirmDeleteText")}
          confirmLabel={t("list.delete")}
          isDanger
          isPending={list.deleteSelected.isPending}
          onConfirm={() => void handleConfirmDelete().catch(() => undefined)}
          onCancel={() => setConfirmOpened(false)}
        />
      )}
    </Stack>
  );
}

interface ListToolbarProps {
  filters: ReactNode;
  canRestore: boolean;
  isDeletedView: boolean;
  onSearch: (search: string) => void;
  onDeletedView: (isDeletedView: boolean) => void;
}

/** Search, filters and the active/deleted switch; kept out of the repaint when only rows change. */
const ListToolbar = memo(function ListToolbar({
  filters,
  canRestore,
  isDeletedView,
  onSearch,
  onDeletedView,
}: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchBox label={t("list.search")} onSearch={onSearch} />
      {filters}
      {canRestore && (
        <SegmentedControl
          size="lg"
          aria-label={t("list.view")}
          value={isDeletedView ? "deleted" : "active"}
          onChange={(value) => onDeletedView(value === "deleted")}
          data={[
            { value: "active", label: t("list.active") },
            { value: "deleted", label: t("list.deleted") },
          ]}
        />
      )}
    </Group>
  );
});
