import { Button, Group, Select, Stack, Table, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { NumberField } from "../../../ui/form/NumberField";
import { RowsEditor } from "../../../ui/form/RowsEditor";
import { numberOrEmpty } from "../../../ui/form/schema-errors";
import { EmptyState } from "../../../ui/states";
import { useMenuFormat } from "../../menu/components/recipes/useMenuFormat";
import { useCountStock, useStockItems, useVariance } from "../stock-api";
import { WarehouseSelect } from "./WarehouseSelect";

interface CountLine {
  key: string;
  ingredient: string;
  qty: string;
}

let counter = 0;
const newLine = (): CountLine => {
  counter += 1;
  return { key: `count-${counter}`, ingredient: "", qty: "" };
};

/**
 * A stocktake: what is on a warehouse's shelf; the server posts each difference as a movement.
 * Under it, the variance report: theoretical against actual consumption per ingredient.
 */
export function CountsTab() {
  const { t } = useTranslation();
  const format = useMenuFormat();
  const ingredients = useStockItems("ingredient");
  const count = useCountStock();
  const [warehouse, setWarehouse] = useState<string>();
  const [lines, setLines] = useState<CountLine[]>([newLine()]);
  const [error, setError] = useState<string>();
  const [range, setRange] = useState({ from: "", to: "" });
  const [asked, setAsked] = useState<{ from: string; to: string }>();
  const variance = useVariance(asked);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const filled = lines.filter((line) => line.ingredient !== "");
    const bad = filled.some((line) => {
      const qty = numberOrEmpty(line.qty);
      return qty === "" || Number.isNaN(qty) || qty < 0;
    });
    if (!warehouse || filled.length === 0 || bad) {
      setError(t(!warehouse ? "stock.counts.warehouseRequired" : "stock.counts.linesRequired"));
      return;
    }
    setError(undefined);
    try {
      await count.mutateAsync({
        stock_uuid: warehouse,
        lines: filled.map((line) => ({
          ingredient: Number(line.ingredient),
          qty: Number(numberOrEmpty(line.qty)),
        })),
      });
      notify(t("stock.counts.saved"), "success");
      setLines([newLine()]);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? Object.values(failure.errors).flat().join("\n") || failure.message
          : t("stock.counts.failed"),
      );
    }
  }

  return (
    <Stack gap="xl">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={3}>{t("stock.counts.title")}</Title>
          <WarehouseSelect value={warehouse} onChange={setWarehouse} required />
          <RowsEditor
            rows={lines}
            onChange={setLines}
            newRow={newLine}
            removeLabel={(number) => t("stock.counts.remove", { number })}
            addLabel={t("stock.counts.add")}
            error={error}
            rowTestId="count-line"
            renderRow={(line, update, index) => (
              <>
                <Select
                  size="lg"
                  label={t("stock.counts.ingredient", { number: index + 1 })}
                  data={(ingredients.data ?? []).map((item) => ({
                    value: String(item.id),
                    label: item.name,
                  }))}
                  value={line.ingredient || null}
                  onChange={(value) => update({ ingredient: value ?? "" })}
                  searchable
                  comboboxProps={{ withinPortal: true }}
                  style={{ flex: "2 1 200px" }}
                />
                <NumberField
                  label={t("stock.counts.qty", { number: index + 1 })}
                  rule="positive"
                  value={line.qty}
                  onChange={(qty) => update({ qty })}
                  style={{ flex: "1 1 120px" }}
                />
              </>
            )}
          />
          <Group>
            <Button type="submit" size="lg" loading={count.isPending}>
              {t("stock.counts.save")}
            </Button>
          </Group>
        </Stack>
      </form>

      <Stack gap="md">
        <Title order={3}>{t("stock.variance.title")}</Title>
        <Group align="end">
          <TextInput
            size="lg"
            type="date"
            label={t("stock.variance.from")}
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.currentTarget.value })}
          />
          <TextInput
            size="lg"
            type="date"
            label={t("stock.variance.to")}
            value={range.to}
            onChange={(event) => setRange({ ...range, to: event.currentTarget.value })}
          />
          <Button
            size="lg"
            variant="light"
            disabled={!range.from || !range.to}
            onClick={() => setAsked({ ...range })}
          >
            {t("stock.variance.show")}
          </Button>
        </Group>
        {variance.data &&
          (variance.data.results.length === 0 ? (
            <EmptyState title={t("stock.variance.empty")} />
          ) : (
            <Table striped verticalSpacing="sm" fz="md" aria-label={t("stock.variance.title")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("stock.variance.ingredient")}</Table.Th>
                  <Table.Th ta="right">{t("stock.variance.theoretical")}</Table.Th>
                  <Table.Th ta="right">{t("stock.variance.actual")}</Table.Th>
                  <Table.Th ta="right">{t("stock.variance.variance")}</Table.Th>
                  <Table.Th ta="right">{t("stock.variance.varianceCost")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {variance.data.results.map((row) => (
                  <Table.Tr key={row.id} data-testid={`variance-${row.name}`}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td ta="right">{format.quantity(row.theoretical, row.unit)}</Table.Td>
                    <Table.Td ta="right">{format.quantity(row.actual, row.unit)}</Table.Td>
                    <Table.Td ta="right">{format.quantity(row.variance, row.unit)}</Table.Td>
                    <Table.Td ta="right">{format.money(row.variance_cost)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ))}
      </Stack>
    </Stack>
  );
}
