import { type Award, type AwardGift, MENU_IMAGE_MAX_BYTES, type OfferDiscountType } from "@comanda/domain";
import { Group, Switch, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { bodyWithImage } from "../../../lib/form-body";
import { ChoiceSelect } from "../../../ui/form/ChoiceSelect";
import { FormModal } from "../../../ui/form/FormModal";
import { ImageField, imageFieldBinding } from "../../../ui/form/ImageField";
import { NumberField } from "../../../ui/form/NumberField";
import { SegmentedField } from "../../../ui/form/SegmentedField";
import { TextField } from "../../../ui/form/TextField";
import { useEntityForm } from "../../../ui/form/useEntityForm";
import { useBarMenu } from "../../requests/orders-api";
import { awardErrors, awardFormValues, awardPayload } from "../award-form";
import { AWARDS } from "../loyalty-api";

export interface AwardFormProps {
  /** The award to edit, or undefined to create one. */
  award?: Award;
  onClose: () => void;
}

/** Create or edit an award: the points it costs, the product or discount it gives, when it can be redeemed. */
export function AwardForm({ award, onClose }: AwardFormProps) {
  const { t } = useTranslation();
  const menu = useBarMenu();
  const { form, onSubmit, isPending } = useEntityForm({
    collection: AWARDS,
    id: award?.id,
    initialValues: awardFormValues(award),
    validate: awardErrors,
    payload: (values) =>
      bodyWithImage(awardPayload(values), {
        file: values.imageFile,
        isCleared: Boolean(award?.image) && values.image === null && values.imageFile === null,
      }),
    onClose,
  });
  const gifts: AwardGift[] = ["product", "discount"];
  const types: OfferDiscountType[] = ["percent", "amount"];
  const date = (name: "start_date" | "end_date") => {
    const field = form.field(name);
    return (
      <TextInput
        size="lg"
        type="date"
        label={t(`loyalty.awards.fields.${name}`)}
        description={t("loyalty.awards.fields.datesHint")}
        value={field.value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        error={field.error}
        style={{ flex: 1 }}
      />
    );
  };

  return (
    <FormModal
      opened
      title={award ? t("loyalty.awards.editTitle", { name: award.name }) : t("loyalty.awards.newTitle")}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("loyalty.awards.fields.name")} required data-autofocus {...form.field("name")} />
      <NumberField
        label={t("loyalty.awards.fields.points")}
        required
        rule="greaterThanZero"
        {...form.field("points")}
      />
      <SegmentedField
        label={t("loyalty.awards.fields.gives")}
        data={gifts.map((gift) => ({ value: gift, label: t(`loyalty.awards.gives.${gift}`) }))}
        value={form.values.gives}
        onChange={(gift) => form.setValue("gives", gift)}
      />
      {form.values.gives === "product" ? (
        <ChoiceSelect
          label={t("loyalty.awards.fields.product")}
          required
          searchable
          rows={menu.data?.results}
          {...form.field("product")}
        />
      ) : (
        <>
          <SegmentedField
            label={t("loyalty.awards.fields.discount_type")}
            data={types.map((type) => ({ value: type, label: t(`loyalty.offers.types.${type}`) }))}
            value={form.values.discount_type}
            onChange={(type) => form.setValue("discount_type", type)}
          />
          <NumberField
            label={t("loyalty.awards.fields.price")}
            required
            rule="greaterThanZero"
            {...form.field("price")}
          />
        </>
      )}
      <Switch
        size="lg"
        label={t("loyalty.awards.fields.is_active")}
        checked={form.values.is_active}
        onChange={(event) => form.setValue("is_active", event.currentTarget.checked)}
      />
      <Group grow align="flex-start">
        {date("start_date")}
        {date("end_date")}
      </Group>
      <ImageField
        label={t("loyalty.awards.fields.image")}
        {...imageFieldBinding(form)}
        maxBytes={MENU_IMAGE_MAX_BYTES}
      />
    </FormModal>
  );
}
