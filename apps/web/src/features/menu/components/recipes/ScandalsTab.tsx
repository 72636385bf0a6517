import { Group, Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, LoadingState } from "../../../../ui/states";
import { useScandals } from "../../recipes-api";
import { ScandalRow } from "./ScandalRow";

const SEARCH_DELAY_MS = 300;

/** Escandallos: what each product's recipe costs against its price, flagging thin margins. */
export function ScandalsTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [isBelowOnly, setBelowOnly] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const query = useScandals({ search: debouncedSearch, isBelowOnly });
  const rows = query.data?.results ?? [];

  function toggle(id: number) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function body() {
    if (query.isPending) return <LoadingState />;
    if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
    if (rows.length === 0) {
      if (debouncedSearch.trim()) return <EmptyState title={t("menu.recipes.scandals.noResults")} />;
      if (isBelowOnly) return <EmptyState title={t("menu.recipes.scandals.noneBelow")} />;
      return <EmptyState title={t("menu.recipes.scandals.empty")} />;
    }
    return (
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="sm" aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("menu.recipes.scandals.product")}</Table.Th>
              <Table.Th ta="right">{t("menu.recipes.scandals.price")}</Table.Th>
              <Table.Th ta="right">{t("menu.recipes.scandals.priceNet")}</Table.Th>
              <Table.Th ta="right">{t("menu.recipes.scandals.cost")}</Table.Th>
              <Table.Th ta="right">{t("menu.recipes.scandals.margin")}</Table.Th>
              <Table.Th ta="right">{t("menu.recipes.scandals.markup")}</Table.Th>
              <Table.Th>{t("menu.recipes.scandals.status")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <ScandalRow
                key={row.id}
                scandal={row}
                isExpanded={expanded.has(row.id)}
                onToggle={() => toggle(row.id)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t("menu.recipes.scandals.search")}
          size="lg"
          leftSection={<IconSearch aria-hidden size={18} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: "1 1 220px" }}
        />
        <Switch
          size="lg"
          label={t("menu.recipes.scandals.belowOnly")}
          checked={isBelowOnly}
          onChange={(event) => setBelowOnly(event.currentTarget.checked)}
          mb={10}
        />
      </Group>
      <Text c="dimmed" size="sm">
        {t("menu.recipes.scandals.hint")}
      </Text>
      {body()}
      {query.data && query.data.total > 0 && (
        <Text c="dimmed">{t("menu.recipes.scandals.total", { count: query.data.total })}</Text>
      )}
    </Stack>
  );
}
