import { Fieldset, Grid, Select, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/form/NumberField";
import { TextAreaField } from "../../../ui/form/TextAreaField";
import { TextField } from "../../../ui/form/TextField";
import { useTpvs } from "../../auth/api";
import {
  type TicketFormValues,
  ticketErrors,
  ticketFormValues,
  ticketPatch,
  validTicket,
} from "../ticket-form";
import { useSettingsForm } from "../use-settings-form";
import { LEGEND_STYLES, SettingSwitch } from "./SettingSwitch";
import { SettingsFormShell } from "./SettingsFormShell";
import type { SettingsFormProps } from "./SettingsGroupTab";
import { TicketPreviewPanel } from "./TicketPreviewPanel";

type Flag = {
  [K in keyof TicketFormValues]: TicketFormValues[K] extends boolean ? K : never;
}[keyof TicketFormValues];
type Text = "heading" | "reason" | "nif_cif" | "address" | "phone";

const TEXTS = "settings.ticket";
const HEADER_FIELDS: Text[] = ["heading", "reason", "nif_cif", "address", "phone"];
const PRINTING_FLAGS: Flag[] = [
  "use_main_printer_in_tpv",
  "aggregate_same_printer",
  "companion_same_printer",
  "ticket_close_command",
];
const KINDS = ["local", "barra", "recoger", "domicilio"] as const;

/** The ticket group: the client ticket's header and footer, copies, and when each ticket prints; with the sample ticket beside. */
export function TicketForm({ stored, canUpdate, onSaved }: SettingsFormProps<"ticket">) {
  const { t } = useTranslation();
  const tpvs = useTpvs();
  const { form, onSubmit, refusals, saving } = useSettingsForm({
    group: "ticket",
    stored,
    toValues: ticketFormValues,
    validate: ticketErrors,
    patch: ticketPatch,
    savedText: `${TEXTS}.saved`,
    onSaved,
  });
  const { values } = form;
  const label = (field: keyof TicketFormValues) => t(`${TEXTS}.fields.${field}`);
  const hint = (field: keyof TicketFormValues) => t(`${TEXTS}.hints.${field}`);
  // null: a switch without a hint (an undefined argument would take the default).
  const flag = (field: Flag, text = label(field), description: string | null = hint(field)) => (
    <SettingSwitch
      key={field}
      label={text}
      description={description ?? undefined}
      checked={values[field]}
      onChange={(checked) => form.setValue(field, checked)}
    />
  );
  const legend = (name: "header" | "printing" | "kitchen" | "client") => t(`${TEXTS}.sections.${name}`);
  const byKind = (prefix: "kitchen_ticket" | "client_ticket") =>
    KINDS.map((kind) => flag(`${prefix}_${kind}`, t(`${TEXTS}.kinds.${kind}`), null));

  return (
    <SettingsFormShell onSubmit={onSubmit} canUpdate={canUpdate} saving={saving} refusals={refusals}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Fieldset legend={legend("header")} disabled={!canUpdate} styles={LEGEND_STYLES}>
              <Stack gap="md">
                {HEADER_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    label={label(field)}
                    description={hint(field)}
                    {...form.field(field)}
                  />
                ))}
                <TextAreaField
                  label={label("ticket_text")}
                  description={hint("ticket_text")}
                  autosize
                  minRows={2}
                  {...form.field("ticket_text")}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend={legend("printing")} disabled={!canUpdate} styles={LEGEND_STYLES}>
              <Stack gap="md">
                {flag("use_printer")}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NumberField
                    label={label("qty_client_ticket")}
                    rule="positive"
                    {...form.field("qty_client_ticket")}
                  />
                  <NumberField
                    label={label("qty_kitchen_ticket")}
                    rule="positive"
                    {...form.field("qty_kitchen_ticket")}
                  />
                </SimpleGrid>
                <Select
                  size="lg"
                  label={label("tpv")}
                  description={hint("tpv")}
                  placeholder={t(`${TEXTS}.closingTill`)}
                  data={(tpvs.data?.results ?? []).map((tpv) => ({ value: tpv.key, label: tpv.name }))}
                  clearable
                  comboboxProps={{ withinPortal: true }}
                  value={values.tpv || null}
                  onChange={(value) => form.setValue("tpv", value ?? "")}
                  error={form.errorOf("tpv")}
                />
                {PRINTING_FLAGS.map((field) => flag(field))}
              </Stack>
            </Fieldset>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Fieldset legend={legend("kitchen")} disabled={!canUpdate} styles={LEGEND_STYLES}>
                <Stack gap="xs">{byKind("kitchen_ticket")}</Stack>
              </Fieldset>
              <Fieldset legend={legend("client")} disabled={!canUpdate} styles={LEGEND_STYLES}>
                <Stack gap="xs">{byKind("client_ticket")}</Stack>
              </Fieldset>
            </SimpleGrid>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <TicketPreviewPanel group="ticket" settings={validTicket(values)} />
        </Grid.Col>
      </Grid>
    </SettingsFormShell>
  );
}
