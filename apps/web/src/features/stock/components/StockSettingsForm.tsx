import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SettingsFormShell } from "../../settings/components/SettingsFormShell";
import type { SettingsFormProps } from "../../settings/components/SettingsGroupTab";
import { useSettingsForm } from "../../settings/use-settings-form";
import { WarehouseSelect } from "./WarehouseSelect";

interface Values {
  stock: string;
}

/** The stock group: the warehouse the tills' sales take their recipes' ingredients from. */
export function StockSettingsForm({ stored, canUpdate, onSaved }: SettingsFormProps<"stock">) {
  const { t } = useTranslation();
  const { form, onSubmit, refusals, saving } = useSettingsForm({
    group: "stock",
    stored,
    toValues: (settings): Values => ({ stock: settings.stock ?? "" }),
    validate: () => ({}),
    patch: (values: Values) => ({ stock: values.stock === "" ? null : values.stock }),
    savedText: "stock.settings.saved",
    onSaved,
  });
  return (
    <SettingsFormShell onSubmit={onSubmit} canUpdate={canUpdate} saving={saving} refusals={refusals}>
      <Stack gap="sm" maw={480}>
        <WarehouseSelect
          label={t("stock.settings.salesWarehouse")}
          value={form.values.stock || undefined}
          onChange={(uuid) => form.setValue("stock", uuid ?? "")}
          allowAll
          placeholder={t("stock.settings.none")}
          error={form.errorOf("stock")}
        />
        <Text size="sm">{t("stock.settings.hint")}</Text>
      </Stack>
    </SettingsFormShell>
  );
}
