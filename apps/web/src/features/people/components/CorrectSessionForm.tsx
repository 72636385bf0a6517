import { instantOfZonedInput, type TimeSession, zonedInputValue } from "@comanda/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { appTimeZone } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { FormModal } from "../../../ui/form/FormModal";
import { TextField } from "../../../ui/form/TextField";
import { useForm } from "../../../ui/form/useForm";
import { useCorrectSession } from "../people-api";

interface CorrectionValues {
  start_time: string;
  end_time: string;
  reason: string;
}

/**
 * The times are typed on the restaurant's clock (the local's time zone), like every time the
 * record shows, whatever the zone of the browser the manager uses.
 */
const toLocalInput = (iso: string | null) => (iso === null ? "" : zonedInputValue(iso, appTimeZone()));
const fromLocalInput = (value: string) => instantOfZonedInput(value, appTimeZone());

/** A manager's correction of one session; the reason is required and kept with the before and after. */
export function CorrectSessionForm({ session, onClose }: { session: TimeSession; onClose: () => void }) {
  const { t } = useTranslation();
  const correct = useCorrectSession();
  const [initialValues] = useState<CorrectionValues>(() => ({
    start_time: toLocalInput(session.start_time),
    end_time: toLocalInput(session.end_time),
    reason: "",
  }));
  const form = useForm<CorrectionValues>({
    initialValues,
    validate: (values) => ({
      ...(values.start_time ? {} : { start_time: "form.required" }),
      ...(values.start_time && !fromLocalInput(values.start_time) ? { start_time: "form.invalid" } : {}),
      ...(values.end_time && !fromLocalInput(values.end_time) ? { end_time: "form.invalid" } : {}),
      ...(values.reason.trim() ? {} : { reason: "people.timeTracking.reasonRequired" }),
    }),
  });

  async function handleSave(values: CorrectionValues) {
    try {
      await correct.mutateAsync({
        id: session.id,
        body: {
          start_time: fromLocalInput(values.start_time) ?? values.start_time,
          end_time: values.end_time ? (fromLocalInput(values.end_time) ?? values.end_time) : null,
          reason: values.reason,
        },
      });
      notify(t("people.timeTracking.corrected"), "success");
      onClose();
    } catch (error) {
      form.showApiErrors(error);
    }
  }

  return (
    <FormModal
      opened
      title={t("people.timeTracking.correctTitle")}
      onClose={onClose}
      onSubmit={form.onSubmit(handleSave)}
      isPending={correct.isPending}
    >
      <TextField
        type="datetime-local"
        label={t("people.timeTracking.start")}
        required
        {...form.field("start_time")}
      />
      <TextField type="datetime-local" label={t("people.timeTracking.end")} {...form.field("end_time")} />
      <TextField label={t("people.timeTracking.reason")} required maxLength={255} {...form.field("reason")} />
    </FormModal>
  );
}
