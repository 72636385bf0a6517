import { MAX_ORDER_DELAY_OPTIONS, MAX_SHIFT_DURATION_MINUTES } from "@comanda/domain";
import { Fieldset, Input, SimpleGrid, Stack } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceMultiSelect } from "../../../ui/form/ChoiceSelect";
import { NumberField } from "../../../ui/form/NumberField";
import { RowsEditor } from "../../../ui/form/RowsEditor";
import { useLabelledCategories } from "../../floor/floor-api";
import {
  type DomicilePickupFormValues,
  domicilePickupErrors,
  domicilePickupFormValues,
  domicilePickupPatch,
  newDelayRow,
} from "../domicile-pickup-form";
import { useSettingsForm } from "../use-settings-form";
import { LEGEND_STYLES, SettingSwitch } from "./SettingSwitch";
import { SettingsFormShell } from "./SettingsFormShell";
import type { SettingsFormProps } from "./SettingsGroupTab";

type Flag = {
  [K in keyof DomicilePickupFormValues]: DomicilePickupFormValues[K] extends boolean ? K : never;
}[keyof DomicilePickupFormValues];

const TEXTS = "settings.domicilePickup";

/** Every field of the delivery/pickup group, in four sections, read-only without settings.update. */
export function DomicilePickupForm({ stored, canUpdate, onSaved }: SettingsFormProps<"domicile_pickup">) {
  const { t } = useTranslation();
  const { form, onSubmit, refusals, saving } = useSettingsForm({
    group: "domicile_pickup",
    stored,
    toValues: domicilePickupFormValues,
    validate: domicilePickupErrors,
    patch: domicilePickupPatch,
    savedText: `${TEXTS}.saved`,
    onSaved,
  });
  const categories = useLabelledCategories();
  const { values } = form;
  const delaysLabelId = useId();

  const label = (field: keyof DomicilePickupFormValues) => t(`${TEXTS}.fields.${field}`);
  const hint = (field: keyof DomicilePickupFormValues) => t(`${TEXTS}.hints.${field}`);
  const flag = (field: Flag) => (
    <SettingSwitch
      label={label(field)}
      description={hint(field)}
      checked={values[field]}
      onChange={(checked) => form.setValue(field, checked)}
    />
  );
  const legend = (name: "delivery" | "pickup" | "slots" | "limits") => t(`${TEXTS}.sections.${name}`);

  return (
    <SettingsFormShell onSubmit={onSubmit} canUpdate={canUpdate} saving={saving} refusals={refusals}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Fieldset legend={legend("delivery")} disabled={!canUpdate} styles={LEGEND_STYLES}>
          <Stack gap="md">
            {flag("block_domicile_order")}
            {flag("auto_accept_domicile")}
            {flag("request_without_client_domicile")}
            <NumberField
              label={label("price_domicile_service")}
              description={hint("price_domicile_service")}
              rule="positive"
              {...form.field("price_domicile_service")}
            />
            <NumberField
              label={label("minimal_amount_domicile")}
              description={hint("minimal_amount_domicile")}
              rule="positive"
              {...form.field("minimal_amount_domicile")}
            />
            <NumberField
              label={label("maximum_radius_domicile")}
              description={hint("maximum_radius_domicile")}
              rule="positive"
              {...form.field("maximum_radius_domicile")}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={legend("pickup")} disabled={!canUpdate} styles={LEGEND_STYLES}>
          <Stack gap="md">
            {flag("block_pickup_order")}
            {flag("auto_accept_pickup")}
            {flag("request_without_client_pickup")}
          </Stack>
        </Fieldset>
        <Fieldset legend={legend("slots")} disabled={!canUpdate} styles={LEGEND_STYLES}>
          <Stack gap="md">
            <NumberField
              label={label("shift_duration")}
              description={t("settings.domicilePickup.hints.shift_duration", {
                max: MAX_SHIFT_DURATION_MINUTES,
              })}
              rule="greaterThanZero"
              {...form.field("shift_duration")}
            />
            <NumberField
              label={label("minimal_anticipation_domicile")}
              description={hint("minimal_anticipation_domicile")}
              rule="positive"
              {...form.field("minimal_anticipation_domicile")}
            />
            <NumberField
              label={label("minimal_anticipation_pickup")}
              description={hint("minimal_anticipation_pickup")}
              rule="positive"
              {...form.field("minimal_anticipation_pickup")}
            />
            {flag("allow_order_time_delay")}
            <Stack gap={4} role="group" aria-labelledby={delaysLabelId}>
              <Input.Label size="lg" id={delaysLabelId} labelElement="div">
                {label("orders_time")}
              </Input.Label>
              <RowsEditor
                rows={values.orders_time}
                onChange={(rows) => form.setValue("orders_time", rows)}
                newRow={() => newDelayRow()}
                hint={
                  values.orders_time.length === 0
                    ? t("settings.domicilePickup.delays.empty")
                    : t("settings.domicilePickup.hints.orders_time", { max: MAX_ORDER_DELAY_OPTIONS })
                }
                removeLabel={(number) => t("settings.domicilePickup.delays.remove", { number })}
                addLabel={t("settings.domicilePickup.delays.add")}
                error={form.errorOf("orders_time")}
                renderRow={(row, update, index) => (
                  <NumberField
                    label={t("settings.domicilePickup.delays.option", { number: index + 1 })}
                    rule="greaterThanZero"
                    value={row.minutes}
                    onChange={(minutes) => update({ minutes })}
                    style={{ flex: "1 1 160px" }}
                  />
                )}
              />
            </Stack>
          </Stack>
        </Fieldset>
        <Fieldset legend={legend("limits")} disabled={!canUpdate} styles={LEGEND_STYLES}>
          <Stack gap="md">
            <NumberField
              label={label("domicile_orders_limit")}
              description={hint("domicile_orders_limit")}
              rule="greaterThanZero"
              {...form.field("domicile_orders_limit")}
            />
            <NumberField
              label={label("max_products_by_turn")}
              description={hint("max_products_by_turn")}
              rule="greaterThanZero"
              {...form.field("max_products_by_turn")}
            />
            <ChoiceMultiSelect
              label={label("categories")}
              description={hint("categories")}
              rows={categories}
              {...form.field("categories")}
            />
          </Stack>
        </Fieldset>
      </SimpleGrid>
    </SettingsFormShell>
  );
}
