import type { Client } from "@comanda/domain";
import { personName } from "@comanda/domain";
import { SimpleGrid, Stack, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { FormModal } from "../../../ui/form/FormModal";
import { RowsEditor } from "../../../ui/form/RowsEditor";
import { TextField } from "../../../ui/form/TextField";
import { useForm } from "../../../ui/form/useForm";
import { useSaveEntity } from "../../../ui/form/useSaveEntity";
import {
  type AddressRow,
  type AddressRowErrors,
  addressRowErrors,
  addressRowMessages,
  type ClientBody,
  type ClientFormValues,
  changeAddresses,
  clientFormValues,
  clientPayload,
  newAddressRow,
  serverAddressErrors,
  validateClient,
} from "../client-form";
import { CLIENTS } from "../clients-api";
import { AddressFields } from "./AddressFields";

export interface ClientFormProps {
  /** The client to edit, or undefined to create one. */
  client?: Client;
  onClose: () => void;
}

/**
 * Create or edit a client with its addresses, saved in one call. Mounted while open, so each
 * opening starts from the client as listed. The server's refusals land on the fields they name,
 * an address's on its own line.
 */
export function ClientForm({ client, onClose }: ClientFormProps) {
  const { t } = useTranslation();
  const principalGroup = useId();
  const [initialValues] = useState(() => clientFormValues(client));
  const form = useForm<ClientFormValues>({ initialValues, validate: validateClient });
  const save = useSaveEntity<Client, ClientBody>(CLIENTS);
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverRowErrors, setServerRowErrors] = useState<Record<string, AddressRowErrors>>({});
  /** Why the last change to the lines was refused (removing the principal). */
  const [refusal, setRefusal] = useState<string>();
  const { values } = form;
  const ruleRowErrors = isSubmitted ? addressRowErrors(values) : {};

  function handleRows(next: AddressRow[]) {
    const change = changeAddresses(values, next);
    if (change.kind === "refused") {
      setRefusal(t(change.message));
      return;
    }
    setRefusal(undefined);
    form.setValue("addresses", change.addresses);
    if (change.principal !== values.principal) form.setValue("principal", change.principal);
    if (change.addresses_to_delete !== values.addresses_to_delete) {
      form.setValue("addresses_to_delete", change.addresses_to_delete);
    }
    // A line's old server message no longer describes it once the line is edited.
    const unchanged = new Set(values.addresses.filter((row) => next.includes(row)).map((row) => row.key));
    setServerRowErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => unchanged.has(key))),
    );
  }

  const rowErrorsOf = (row: AddressRow): AddressRowErrors =>
    addressRowMessages(serverRowErrors[row.key], ruleRowErrors[row.key], t);

  async function handleSave(submitted: ClientFormValues) {
    try {
      const saved = await save.mutateAsync({ id: client?.id, body: clientPayload(submitted) });
      notify(t(client ? "form.saved" : "form.created", { name: personName(saved) }), "success");
      onClose();
    } catch (error) {
      // The app-wide handler already toasts the refusal; the fields say where it is.
      form.showApiErrors(error);
      if (error instanceof ApiError) {
        setServerRowErrors(serverAddressErrors(error.errors, submitted.addresses, translateMessage));
      }
    }
  }

  function handleSubmit(event: FormEvent) {
    setSubmitted(true);
    setRefusal(undefined);
    form.onSubmit(handleSave)(event);
  }

  const addressesError = refusal ?? form.errorOf("addresses_to_delete") ?? form.errorOf("addresses");

  return (
    <FormModal
      opened
      title={client ? t("clients.editTitle", { name: personName(client) }) : t("clients.newTitle")}
      onClose={onClose}
      onSubmit={handleSubmit}
      isPending={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          label={t("clients.fields.first_name")}
          required
          maxLength={80}
          data-autofocus
          {...form.field("first_name")}
        />
        <TextField label={t("clients.fields.last_name")} maxLength={120} {...form.field("last_name")} />
        <TextField
          label={t("clients.fields.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
          {...form.field("phone")}
        />
        <TextField
          label={t("clients.fields.email")}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          {...form.field("email")}
        />
        <TextField
          label={t("clients.fields.dni_cif")}
          description={t("clients.fields.dniCifHint")}
          maxLength={20}
          {...form.field("dni_cif")}
        />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("clients.addresses.title")}
        </Title>
        <RowsEditor
          rows={values.addresses}
          onChange={handleRows}
          newRow={newAddressRow}
          hint={values.addresses.length === 0 ? t("clients.addresses.empty") : t("clients.addresses.hint")}
          removeLabel={(number) => t("clients.addresses.remove", { number })}
          addLabel={t("clients.addresses.add")}
          error={addressesError}
          rowTestId="address-row"
          renderRow={(row, update, index) => (
            <AddressFields
              row={row}
              number={index + 1}
              errors={rowErrorsOf(row)}
              isPrincipal={row.key === values.principal}
              principalGroup={principalGroup}
              update={update}
              onChoosePrincipal={() => form.setValue("principal", row.key)}
            />
          )}
        />
      </Stack>
    </FormModal>
  );
}
