import { WEEK_DAYS, type WeekDay } from "@comanda/domain";
import { Checkbox, Group, SimpleGrid } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { FormModal } from "../../../ui/form/FormModal";
import { NumberField } from "../../../ui/form/NumberField";
import { useForm } from "../../../ui/form/useForm";
import { useSaveEntity } from "../../../ui/form/useSaveEntity";
import type { ServiceShift } from "../bookings-api";
import { shiftErrors, shiftFormValues, shiftPayload } from "../shift-form";

const TEXTS = "bookings.shifts";

/** Create or edit a shift: its hours, its capacity in covers, its pickup/delivery limit and closed week days. */
export function ShiftForm({ shift, onClose }: { shift?: ServiceShift; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveEntity<ServiceShift, ReturnType<typeof shiftPayload>>("shifts");
  const form = useForm({ initialValues: shiftFormValues(shift), validate: shiftErrors });
  const onSubmit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: shift?.id, body: shiftPayload(values) });
      notify(t(`${TEXTS}.saved`), "success");
      onClose();
    } catch (error) {
      form.showApiErrors(error);
    }
  });
  const time = (name: "start_at" | "end_at") => (
    <TimeInput
      size="lg"
      label={t(`${TEXTS}.fields.${name}`)}
      description={name === "end_at" ? t(`${TEXTS}.fields.endHint`) : undefined}
      value={form.values[name]}
      onChange={(event) => form.setValue(name, event.currentTarget.value)}
      error={form.errorOf(name)}
    />
  );
  return (
    <FormModal
      opened
      title={shift ? t(`${TEXTS}.editTitle`, { time: shift.start_at }) : t(`${TEXTS}.newTitle`)}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={save.isPending}
    >
      <SimpleGrid cols={2}>
        {time("start_at")}
        {time("end_at")}
      </SimpleGrid>
      <NumberField
        label={t(`${TEXTS}.fields.covers`)}
        description={t(`${TEXTS}.fields.coversHint`)}
        {...form.field("covers")}
      />
      <NumberField
        label={t(`${TEXTS}.fields.order_per_shift`)}
        description={t(`${TEXTS}.fields.orderHint`)}
        {...form.field("order_per_shift")}
      />
      <Checkbox.Group
        size="lg"
        label={t(`${TEXTS}.fields.days_closed`)}
        value={form.values.days_closed}
        onChange={(days) => form.setValue("days_closed", days as WeekDay[])}
      >
        <Group gap="md" mt="xs">
          {WEEK_DAYS.map((day) => (
            <Checkbox key={day} value={day} label={t(`${TEXTS}.days.${day}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </FormModal>
  );
}
