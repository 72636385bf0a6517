import { type RoutingCell, routingTable } from "@comanda/domain";
import { Alert, List, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { routingGapText } from "../../../lib/realtime/routing-gap-text";
import { ErrorState, LoadingState } from "../../../ui/states";
import { useTpvs } from "../../auth/api";
import { useEntityChoices, useLabelledCategories, useZoneRows } from "../../floor/floor-api";
import { type Family, useCategoryChoices } from "../../menu/catalogue-api";
import { useSettingsGroup } from "../../settings/settings-api";
import { usePrinterChoices } from "../printing-api";

/**
 * Where each category's kitchen lines print, per zone, by the same rule the server plans with
 * (`routingTable` of the domain), and a warning listing every gap: a category no printer takes
 * in a zone, which prints on the fallback printer. It reads the saved printers, zones and
 * settings, so a change shows here as soon as it is saved.
 */
export function RoutingTable() {
  const { t } = useTranslation();
  const printers = usePrinterChoices();
  const zones = useZoneRows();
  const families = useEntityChoices<Family>("families");
  const categoryRows = useCategoryChoices();
  const categories = useLabelledCategories();
  const kitchen = useSettingsGroup("ticket_kitchen");
  const ticket = useSettingsGroup("ticket");
  const tpvs = useTpvs();
  const queries = [printers, zones, families, categoryRows, kitchen, ticket, tpvs];
  if (queries.some((query) => query.isError))
    return <ErrorState onRetry={() => queries.forEach((query) => void query.refetch())} />;
  const [printerRows, zoneRows] = [printers.data, zones.data];
  if (
    !printerRows ||
    !zoneRows ||
    !families.data ||
    !categoryRows.data ||
    !kitchen.data ||
    !ticket.data ||
    !tpvs.data
  )
    return <LoadingState />;

  const ticketTpvKey = ticket.data.tpv;
  const ticketTpv = tpvs.data.results.find((tpv) => tpv.key === ticketTpvKey);
  const cells = routingTable(
    {
      printers: printerRows,
      zones: zoneRows,
      // Links only move a line next to the dish it goes with; alone, a category prints on its own.
      categories: categoryRows.data.map((category) => ({
        id: category.id,
        parent: category.parent,
        links: [],
      })),
      families: families.data,
      printBy: kitchen.data.print_by,
      ticketTpvId: ticketTpv?.id ?? null,
      useMainPrinterInTpv: ticket.data.use_main_printer_in_tpv,
      aggregateSamePrinter: false,
      companionSamePrinter: false,
    },
    categories.map((category) => category.id),
  );
  const printerName = (id: number | null) => printerRows.find((printer) => printer.id === id)?.name ?? "";
  const zoneName = (id: number | null) => zoneRows.find((zone) => zone.id === id)?.name ?? null;
  const categoryName = (id: number) => categories.find((category) => category.id === id)?.name ?? "";
  const columns: Array<{ id: number | null; name: string }> = [
    ...zoneRows.map((zone) => ({ id: zone.id, name: zone.name })),
    { id: null, name: t("printing.routing.noZone") },
  ];
  const cellOf = (category: number, zone: number | null) =>
    cells.find((cell) => cell.category === category && cell.zone === zone);
  const gaps = cells.filter((cell) => cell.printers.length === 0);
  const gapText = (cell: RoutingCell) =>
    routingGapText(t, { kind: "lines", category: categoryName(cell.category), zone: zoneName(cell.zone) });

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t("printing.routing.title")}
      </Title>
      <Text size="sm">{t("printing.routing.intro")}</Text>
      {gaps.length > 0 ? (
        <Alert color="red" title={t("printing.routing.gapsTitle", { count: gaps.length })}>
          <List size="sm">
            {gaps.map((cell) => (
              <List.Item key={`${cell.category}:${cell.zone}`}>
                {t("printing.routing.gapLine", { gap: gapText(cell), printer: printerName(cell.fallback) })}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Text size="sm" c="teal.9">
          {t("printing.routing.allRouted")}
        </Text>
      )}
      {/* Scrolled sideways by keyboard too on a narrow screen: the table has nothing to focus. */}
      <Table.ScrollContainer
        type="native"
        minWidth={480}
        tabIndex={0}
        role="region"
        aria-label={t("printing.routing.title")}
      >
        <Table verticalSpacing="xs" aria-label={t("printing.routing.title")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("printing.routing.category")}</Table.Th>
              {columns.map((column) => (
                <Table.Th
                  key={column.id ?? "none"}
                  title={column.id === null ? t("printing.routing.noZoneHint") : undefined}
                >
                  {column.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.map((category) => (
              <Table.Tr key={category.id}>
                <Table.Th scope="row">{category.name}</Table.Th>
                {columns.map((column) => {
                  const cell = cellOf(category.id, column.id);
                  const routed = cell && cell.printers.length > 0;
                  return (
                    <Table.Td key={column.id ?? "none"}>
                      {routed ? (
                        cell.printers.map(printerName).join(", ")
                      ) : (
                        <Text span size="sm" fw={700} c="red.9">
                          {cell?.fallback
                            ? t("printing.routing.gap", { printer: printerName(cell.fallback) })
                            : t("printing.routing.nowhere")}
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
