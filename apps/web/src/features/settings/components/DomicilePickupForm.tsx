import {
  type DomicilePickupSettings,
  MAX_ORDER_DELAY_OPTIONS,
  MAX_SHIFT_DURATION_MINUTES,
} from "@comanda/domain";
import { Alert, Box, Button, Fieldset, Input, SimpleGrid, Stack, Switch } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { ChoiceMultiSelect } from "../../../ui/form/ChoiceSelect";
import { NumberField } from "../../../ui/form/NumberField";
import { RowsEditor } from "../../../ui/form/RowsEditor";
import { useForm } from "../../../ui/form/useForm";
import { useLabelledCategories } from "../../floor/floor-api";
import {
  type DomicilePickupFormValues,
  domicilePickupErrors,
  domicilePickupFormValues,
  domicilePickupPatch,
  newDelayRow,
} from "../domicile-pickup-form";
import { useSaveSettingsGroup } from "../settings-api";

type Flag = {
  [K in keyof DomicilePickupFormValues]: DomicilePickupFormValues[K] extends boolean ? K : never;
}[keyof DomicilePickupFormValues];

const TEXTS = "settings.domicilePickup";

/** The whole label is the switch's target, at least 48 px high for a finger. */
const TOUCH_SWITCH = { body: { minHeight: 48, alignItems: "center" } } as const;
const LEGEND = { legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } } as const;

export interface DomicilePickupFormProps {
  /** The group as stored when the form opened; the save sends only what differs from it. */
  stored: DomicilePickupSettings;
  canUpdate: boolean;
  onSaved: () => void;
}

/** Every field of the delivery/pickup group, in four sections, read-only without settings.update. */
export function DomicilePickupForm({ stored, canUpdate, onSaved }: DomicilePickupFormProps) {
  const { t } = useTranslation();
  // Held as opened: a later read of the group must not turn fields nobody touched into changes.
  const [opened] = useState(stored);
  const [initial] = useState(() => domicilePickupFormValues(opened));
  const form = useForm<DomicilePickupFormValues>({ initialValues: initial, validate: domicilePickupErrors });
  const save = useSaveSettingsGroup("domicile_pickup");
  const categories = useLabelledCategories();
  const { values } = form;
  const delaysLabelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Counts refused saves: after each, the first message is brought into view.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    // The form is longer than a till's screen and its save button stays at the bottom, so a
    // message at the top would go unseen.
    if (refusals > 0) {
      formRef.current
        ?.querySelector('[aria-invalid="true"], [role="alert"]')
        ?.scrollIntoView({ block: "center", behavior: "smooth" });
    }
  }, [refusals]);

  async function handleSave(next: DomicilePickupFormValues) {
    try {
      await save.mutateAsync(domicilePickupPatch(next, opened));
      notify(t("settings.domicilePickup.saved"), "success");
      onSaved();
    } catch (error) {
      form.showApiErrors(error);
      setRefusals((count) => count + 1);
    }
  }

  function handleSubmit(event: FormEvent) {
    if (Object.keys(domicilePickupErrors(values)).length > 0) setRefusals((count) => count + 1);
    form.onSubmit(handleSave)(event);
  }

  const label = (field: keyof DomicilePickupFormValues) => t(`${TEXTS}.fields.${field}`);
  const hint = (field: keyof DomicilePickupFormValues) => t(`${TEXTS}.hints.${field}`);
  const flag = (field: Flag) => (
    <Switch
      size="lg"
      styles={TOUCH_SWITCH}
      label={label(field)}
      description={hint(field)}
      checked={values[field]}
      onChange={(event) => form.setValue(field, event.currentTarget.checked)}
    />
  );
  const legend = (name: "delivery" | "pickup" | "slots" | "limits") => t(`${TEXTS}.sections.${name}`);

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {!canUpdate && (
          <Alert color="gray" icon={<IconLock aria-hidden size={20} />}>
            {t("settings.domicilePickup.readOnly")}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Fieldset legend={legend("delivery")} disabled={!canUpdate} styles={LEGEND}>
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
          <Fieldset legend={legend("pickup")} disabled={!canUpdate} styles={LEGEND}>
            <Stack gap="md">
              {flag("block_pickup_order")}
              {flag("auto_accept_pickup")}
              {flag("request_without_client_pickup")}
            </Stack>
          </Fieldset>
          <Fieldset legend={legend("slots")} disabled={!canUpdate} styles={LEGEND}>
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
          <Fieldset legend={legend("limits")} disabled={!canUpdate} styles={LEGEND}>
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
        {canUpdate && (
          <Box
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{
              display: "flex",
              justifyContent: "flex-end",
              zIndex: 1,
              borderTop: "1px solid var(--mantine-color-default-border)",
            }}
          >
            <Button type="submit" size="lg" loading={save.isPending}>
              {t("form.save")}
            </Button>
          </Box>
        )}
      </Stack>
    </form>
  );
}
