import type { Booking } from "@comanda/domain";
import { Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { FormModal } from "../../../ui/form/FormModal";
import { NumberField } from "../../../ui/form/NumberField";
import { TextAreaField } from "../../../ui/form/TextAreaField";
import { useForm } from "../../../ui/form/useForm";
import { TABLES_PATH, type TableRow, useEntityChoices } from "../../floor/floor-api";
import { bookingErrors, bookingFormValues, bookingPayload } from "../booking-form";
import {
  type BookingAnswer,
  type ReservationOption,
  useAllRows,
  useBookingsRange,
  useSaveBooking,
} from "../bookings-api";
import { ClientPicker } from "./ClientPicker";

const TEXTS = "bookings.form";

export interface BookingFormProps {
  /** The booking to edit or move; undefined makes a new one. */
  booking?: Booking;
  /** The day (and shift) a new booking starts on. */
  date: string;
  shift?: number;
  onClose: () => void;
}

/** Create, edit or move a booking: day, shift (with its free covers), people, client, table, options, notes. */
export function BookingForm({ booking, date, shift, onClose }: BookingFormProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: bookingFormValues(booking, date, shift), validate: bookingErrors });
  const { values } = form;
  const day = useBookingsRange(values.date || date, values.date || date);
  const tables = useEntityChoices<TableRow>("tables", TABLES_PATH);
  const options = useAllRows<ReservationOption>("reservations_options");
  const answers = useAllRows<BookingAnswer>("booking-options-answers");
  const answerTitle = new Map((answers.data ?? []).map((answer) => [answer.id, answer.title]));
  const save = useSaveBooking();

  const onSubmit = form.onSubmit(async (next) => {
    try {
      await save.mutateAsync({ id: booking?.id, body: bookingPayload(next) });
      notify(t(booking ? `${TEXTS}.saved` : `${TEXTS}.created`), "success");
      onClose();
    } catch (error) {
      form.showApiErrors(error);
    }
  });

  const shiftChoices = (day.data?.shifts ?? []).map((shiftDay) => ({
    value: String(shiftDay.shift),
    label: t(shiftDay.closed ? `${TEXTS}.shiftClosed` : `${TEXTS}.shiftOption`, {
      start: shiftDay.start_at,
      end: shiftDay.end_at,
      free:
        shiftDay.free +
        (booking && booking.shift === shiftDay.shift && booking.date === values.date
          ? booking.qty_person
          : 0),
    }),
    disabled: shiftDay.closed,
  }));
  const setAnswers = (option: number, chosen: number[]) =>
    form.setValue("answers", { ...values.answers, [String(option)]: chosen });

  return (
    <FormModal
      opened
      title={t(booking ? `${TEXTS}.editTitle` : `${TEXTS}.newTitle`)}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          size="lg"
          type="date"
          label={t(`${TEXTS}.date`)}
          value={values.date}
          onChange={(event) => {
            form.setValue("date", event.currentTarget.value);
            form.setValue("shift", null);
          }}
          error={form.errorOf("date")}
        />
        <NumberField label={t(`${TEXTS}.qty_person`)} {...form.field("qty_person")} />
      </SimpleGrid>
      <Select
        size="lg"
        label={t(`${TEXTS}.shift`)}
        data={shiftChoices}
        value={values.shift}
        onChange={(value) => form.setValue("shift", value)}
        error={form.errorOf("shift")}
        allowDeselect={false}
      />
      <ClientPicker value={values.client} onChange={(client) => form.setValue("client", client)} />
      <Select
        size="lg"
        label={t(`${TEXTS}.table`)}
        placeholder={t(`${TEXTS}.tableNone`)}
        data={(tables.data ?? []).map((table) => ({ value: String(table.id), label: table.name }))}
        value={values.table}
        onChange={(value) => form.setValue("table", value)}
        clearable
        searchable
        error={form.errorOf("table")}
      />
      {(options.data ?? []).length > 0 && (
        <Stack gap="sm">
          <Text fw={600}>{t(`${TEXTS}.options`)}</Text>
          {(options.data ?? []).map((option) => {
            const chosen = values.answers[String(option.id)] ?? [];
            return option.is_multiple ? (
              <Checkbox.Group
                key={option.id}
                label={option.title}
                description={option.description}
                value={chosen.map(String)}
                onChange={(ids) => setAnswers(option.id, ids.map(Number))}
              >
                <Group mt="xs">
                  {option.answers.map((id) => (
                    <Checkbox
                      key={id}
                      size="md"
                      value={String(id)}
                      label={answerTitle.get(id) ?? String(id)}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            ) : (
              <Radio.Group
                key={option.id}
                label={option.title}
                description={option.description}
                value={chosen[0] === undefined ? null : String(chosen[0])}
                onChange={(id) => setAnswers(option.id, [Number(id)])}
              >
                <Group mt="xs">
                  {option.answers.map((id) => (
                    <Radio key={id} size="md" value={String(id)} label={answerTitle.get(id) ?? String(id)} />
                  ))}
                </Group>
              </Radio.Group>
            );
          })}
        </Stack>
      )}
      <TextAreaField
        label={t(`${TEXTS}.observations`)}
        autosize
        minRows={2}
        {...form.field("observations")}
      />
    </FormModal>
  );
}
