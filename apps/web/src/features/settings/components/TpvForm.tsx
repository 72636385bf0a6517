import { tpvInputSchema } from "@comanda/domain";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../ui/form/FormModal";
import { schemaErrors } from "../../../ui/form/schema-errors";
import { TextField } from "../../../ui/form/TextField";
import { useEntityForm } from "../../../ui/form/useEntityForm";
import type { Tpv } from "../../auth/api";

interface TpvFormValues {
  name: string;
  key: string;
}

const payloadOf = (values: TpvFormValues) => ({ name: values.name.trim(), key: values.key.trim() });

/** A key that was typed but refused breaks the key's format rule; an empty one is just missing. */
function validate(values: TpvFormValues) {
  const payload = payloadOf(values);
  const errors = schemaErrors(tpvInputSchema, payload, values);
  if (errors.key && payload.key !== "") errors.key = "settings.tpvs.keyRule";
  return errors;
}

export interface TpvFormProps {
  /** The till to edit, or undefined to create one. */
  tpv?: Tpv;
  onClose: () => void;
}

/** Create or edit a till: its name, and the key the login, orders and realtime channels use. */
export function TpvForm({ tpv, onClose }: TpvFormProps) {
  const { t } = useTranslation();
  const { form, onSubmit, isPending } = useEntityForm({
    collection: "tpv",
    id: tpv?.id,
    initialValues: { name: tpv?.name ?? "", key: tpv?.key ?? "" },
    validate,
    payload: payloadOf,
    onClose,
  });

  return (
    <FormModal
      opened
      title={tpv ? t("settings.tpvs.editTitle", { name: tpv.name }) : t("settings.tpvs.newTitle")}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("settings.tpvs.name")} required data-autofocus {...form.field("name")} />
      <TextField
        label={t("settings.tpvs.key")}
        description={t("settings.tpvs.keyHint")}
        required
        autoCapitalize="none"
        spellCheck={false}
        {...form.field("key")}
      />
    </FormModal>
  );
}
