import type { Client } from "@comanda/domain";
import { personName } from "@comanda/domain";
import { Text } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { FormModal } from "../../../ui/form/FormModal";
import type { FieldErrors } from "../../../ui/form/field-errors";
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
  clientFormValues,
  clientPayload,
  newAddressRow,
  serverAddressErrors,
  validateClient,
} from "../../people/client-form";
import { CLIENTS } from "../../people/clients-api";
import { AddressFields } from "../../people/components/AddressFields";

/** A new client (name, phone, and the delivery address), or one more address of a client. */
export type TakeawayClientDialogMode =
  | { kind: "client"; withAddress: boolean; prefill: string }
  | { kind: "address"; client: { id: number; name: string } };

export interface TakeawayClientDialogProps {
  mode: TakeawayClientDialogMode;
  /** The client as the server saved it, with its addresses. */
  onSaved: (client: Client) => void;
  onClose: () => void;
}

const PHONE_LIKE = /^\+?[\d\s]+$/;

/** What was typed in the search becomes the phone when it looks like one, else the name. */
function initialValues(mode: TakeawayClientDialogMode): ClientFormValues {
  const row = newAddressRow();
  const values = { ...clientFormValues(), addresses: [row], principal: row.key };
  if (mode.kind === "address") return { ...values, principal: null };
  const typed = mode.prefill.trim();
  const isPhone = PHONE_LIKE.test(typed);
  return {
    ...values,
    first_name: isPhone ? "" : typed,
    phone: isPhone ? typed : "",
    addresses: mode.withAddress ? [row] : [],
    principal: mode.withAddress ? row.key : null,
  };
}

/** An address line with a problem keeps the save from being sent; the line says which. */
function validateAddressOnly(values: ClientFormValues): FieldErrors<ClientFormValues> {
  return Object.keys(addressRowErrors(values)).length > 0
    ? { addresses: "clients.errors.checkAddresses" }
    : {};
}

/**
 * The till's quick client form: only what a pickup or a delivery needs, typed while the
 * customer is on the phone; the rest is completed later on the clients screen. The server's
 * refusals land on the fields they name.
 */
export function TakeawayClientDialog({ mode, onSaved, onClose }: TakeawayClientDialogProps) {
  const { t } = useTranslation();
  const principalGroup = useId();
  const [initial] = useState(() => initialValues(mode));
  const isNewClient = mode.kind === "client";
  const form = useForm<ClientFormValues>({
    initialValues: initial,
    validate: isNewClient ? validateClient : validateAddressOnly,
  });
  const save = useSaveEntity<Client, ClientBody | Pick<ClientBody, "addresses">>(CLIENTS);
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverRowErrors, setServerRowErrors] = useState<Record<string, AddressRowErrors>>({});
  const { values } = form;
  const row = values.addresses[0];
  const ruleRowErrors = isSubmitted ? addressRowErrors(values) : {};

  function updateRow(patch: Partial<AddressRow>) {
    if (!row) return;
    form.setValue("addresses", [{ ...row, ...patch }]);
    setServerRowErrors({});
  }

  const rowErrorsOf = (key: string): AddressRowErrors =>
    addressRowMessages(serverRowErrors[key], ruleRowErrors[key], t);

  async function handleSave(submitted: ClientFormValues) {
    const payload = clientPayload(submitted);
    try {
      const saved =
        mode.kind === "client"
          ? await save.mutateAsync({ body: payload })
          : await save.mutateAsync({ id: mode.client.id, body: { addresses: payload.addresses } });
      notify(t(isNewClient ? "form.created" : "form.saved", { name: personName(saved) }), "success");
      onSaved(saved);
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
    form.onSubmit(handleSave)(event);
  }

  const title =
    mode.kind === "client"
      ? t("requests.takeaway.newClientTitle")
      : t("requests.takeaway.newAddressTitle", { name: mode.client.name });

  return (
    <FormModal opened title={title} onClose={onClose} onSubmit={handleSubmit} isPending={save.isPending}>
      {isNewClient && (
        <>
          <TextField
            label={t("requests.takeaway.name")}
            required
            maxLength={80}
            data-autofocus
            {...form.field("first_name")}
          />
          <TextField
            label={t("clients.fields.phone")}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={20}
            {...form.field("phone")}
          />
        </>
      )}
      {row && (
        <AddressFields
          row={row}
          number={1}
          errors={rowErrorsOf(row.key)}
          isPrincipal={values.principal === row.key}
          principalGroup={principalGroup}
          update={updateRow}
          onChoosePrincipal={() =>
            // A new client's only address is its principal; another one may or may not become it.
            form.setValue("principal", isNewClient || values.principal === null ? row.key : null)
          }
        />
      )}
      {form.errorOf("addresses") && (
        <Text c="red.9" size="sm" role="alert">
          {form.errorOf("addresses")}
        </Text>
      )}
    </FormModal>
  );
}
