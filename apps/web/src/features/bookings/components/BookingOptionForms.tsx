import { reservationOptionSchema } from "@comanda/domain";
import { Checkbox, MultiSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../ui/form/FormModal";
import { schemaErrors } from "../../../ui/form/schema-errors";
import { TextAreaField } from "../../../ui/form/TextAreaField";
import { TextField } from "../../../ui/form/TextField";
import { type BookingAnswer, type ReservationOption, useAllRows } from "../bookings-api";
import { useTitledForm } from "../use-titled-form";

const TEXTS = "bookings.options";

interface OptionValues {
  title: string;
  description: string;
  answers: string[];
  is_multiple: boolean;
}
const optionPayload = (values: OptionValues) => ({ ...values, answers: values.answers.map(Number) });

/** A booking option: its question, its answers and whether several can be chosen. */
export function OptionForm({ option, onClose }: { option?: ReservationOption; onClose: () => void }) {
  const { t } = useTranslation();
  const answers = useAllRows<BookingAnswer>("booking-options-answers");
  const { form, onSubmit, isPending } = useTitledForm({
    collection: "reservations_options",
    id: option?.id,
    initialValues: {
      title: option?.title ?? "",
      description: option?.description ?? "",
      answers: (option?.answers ?? []).map(String),
      is_multiple: option?.is_multiple ?? false,
    },
    validate: (values: OptionValues) => schemaErrors(reservationOptionSchema, optionPayload(values), values),
    payload: optionPayload,
    onClose,
  });
  return (
    <FormModal
      opened
      title={option ? t(`${TEXTS}.editTitle`, { name: option.title }) : t(`${TEXTS}.newTitle`)}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t(`${TEXTS}.fields.title`)} required data-autofocus {...form.field("title")} />
      <TextAreaField
        label={t(`${TEXTS}.fields.description`)}
        autosize
        minRows={2}
        {...form.field("description")}
      />
      <MultiSelect
        size="lg"
        label={t(`${TEXTS}.fields.answers`)}
        data={(answers.data ?? []).map((answer) => ({ value: String(answer.id), label: answer.title }))}
        value={form.values.answers}
        onChange={(ids) => form.setValue("answers", ids)}
        error={form.errorOf("answers")}
        searchable
      />
      <Checkbox
        size="lg"
        label={t(`${TEXTS}.fields.is_multiple`)}
        checked={form.values.is_multiple}
        onChange={(event) => form.setValue("is_multiple", event.currentTarget.checked)}
      />
    </FormModal>
  );
}

/** One answer an option can offer. */
export function AnswerForm({ answer, onClose }: { answer?: BookingAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, onSubmit, isPending } = useTitledForm({
    collection: "booking-options-answers",
    id: answer?.id,
    initialValues: { title: answer?.title ?? "", description: answer?.description ?? "" },
    validate: (values) => (values.title.trim() === "" ? { title: "form.required" } : {}),
    payload: (values) => values,
    onClose,
  });
  return (
    <FormModal
      opened
      title={answer ? t(`${TEXTS}.editAnswerTitle`, { name: answer.title }) : t(`${TEXTS}.newAnswerTitle`)}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t(`${TEXTS}.fields.title`)} required data-autofocus {...form.field("title")} />
      <TextAreaField
        label={t(`${TEXTS}.fields.description`)}
        autosize
        minRows={2}
        {...form.field("description")}
      />
    </FormModal>
  );
}
