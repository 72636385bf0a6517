import { ActionIcon, Button, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../../ui/form/NumberField";
import { newRowKey, type ZonePriceRow } from "../../product-form-data";
import type { NamedRow } from "../../products-api";

export interface ZonePricesSectionProps {
  rows: ZonePriceRow[];
  onChange: (rows: ZonePriceRow[]) => void;
  zones: NamedRow[];
  error?: string;
}

/** Prices that replace the product's own in a zone (the terrace dearer than the bar). */
export function ZonePricesSection({ rows, onChange, zones, error }: ZonePricesSectionProps) {
  const { t } = useTranslation();

  function update(index: number, patch: Partial<ZonePriceRow>) {
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  }

  return (
    <Stack gap="md">
      <Text c="dimmed">
        {rows.length === 0 ? t("menu.products.zones.empty") : t("menu.products.zones.hint")}
      </Text>
      {rows.map((row, index) => {
        const number = index + 1;
        // A zone already priced on another line is not offered again.
        const taken = new Set(rows.filter((_, at) => at !== index).map((other) => other.zone));
        return (
          <Paper key={row.key} withBorder p="sm" radius="md">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                size="lg"
                label={t("menu.products.zones.zone")}
                data={zones
                  .filter((zone) => !taken.has(String(zone.id)))
                  .map((zone) => ({ value: String(zone.id), label: zone.name }))}
                value={row.zone}
                onChange={(zone) => update(index, { zone })}
                style={{ flex: "2 1 200px" }}
              />
              <NumberField
                label={t("menu.products.zones.price")}
                rule="positive"
                value={row.price}
                onChange={(price) => update(index, { price })}
                style={{ flex: "1 1 120px" }}
              />
              <ActionIcon
                size={48}
                variant="subtle"
                color="red"
                aria-label={t("menu.products.zones.remove", { number })}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <IconTrash aria-hidden size={22} />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button
          size="lg"
          variant="light"
          leftSection={<IconPlus aria-hidden size={18} />}
          onClick={() => onChange([...rows, { key: newRowKey(), zone: null, price: "" }])}
        >
          {t("menu.products.zones.add")}
        </Button>
      </Group>
    </Stack>
  );
}
