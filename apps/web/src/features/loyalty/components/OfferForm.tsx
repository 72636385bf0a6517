import { OFFER_TYPES, type Offer } from "@comanda/domain";
import { Group, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceSelect } from "../../../ui/form/ChoiceSelect";
import { FormModal } from "../../../ui/form/FormModal";
import { NumberField } from "../../../ui/form/NumberField";
import { SegmentedField } from "../../../ui/form/SegmentedField";
import { TextAreaField } from "../../../ui/form/TextAreaField";
import { TextField } from "../../../ui/form/TextField";
import { useEntityForm } from "../../../ui/form/useEntityForm";
import { useBarMenu } from "../../requests/orders-api";
import { OFFERS } from "../loyalty-api";
import { offerErrors, offerFormValues, offerPayload } from "../offer-form";

export interface OfferFormProps {
  /** The offer to edit, or undefined to create one. */
  offer?: Offer;
  onClose: () => void;
}

/** Create or edit an offer: its code, the discount it gives, the days it runs and its limits. */
export function OfferForm({ offer, onClose }: OfferFormProps) {
  const { t } = useTranslation();
  const menu = useBarMenu();
  const priceOf = (product: number) => menu.data?.results.find((row) => row.id === product)?.price;
  const { form, onSubmit, isPending } = useEntityForm({
    collection: OFFERS,
    id: offer?.id,
    initialValues: offerFormValues(offer),
    validate: (values) => offerErrors(values, priceOf),
    payload: offerPayload,
    onClose,
  });
  const fixed = form.values.discount_type === "fixed_price";
  const date = (name: "start_date" | "end_date") => {
    const field = form.field(name);
    return (
      <TextInput
        size="lg"
        type="date"
        required
        label={t(`loyalty.offers.fields.${name}`)}
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
      title={offer ? t("loyalty.offers.editTitle", { name: offer.name }) : t("loyalty.offers.newTitle")}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("loyalty.offers.fields.name")} required data-autofocus {...form.field("name")} />
      <TextField
        label={t("loyalty.offers.fields.code")}
        description={t("loyalty.offers.fields.codeHint")}
        required
        {...form.field("code")}
      />
      <SegmentedField
        label={t("loyalty.offers.fields.discount_type")}
        data={OFFER_TYPES.map((type) => ({ value: type, label: t(`loyalty.offers.types.${type}`) }))}
        value={form.values.discount_type}
        onChange={(type) => form.setValue("discount_type", type)}
      />
      {fixed ? (
        <ChoiceSelect
          label={t("loyalty.offers.fields.product")}
          required
          searchable
          rows={menu.data?.results}
          {...form.field("product")}
        />
      ) : null}
      <NumberField
        label={t(fixed ? "loyalty.offers.fields.fixedPrice" : "loyalty.offers.fields.price")}
        required
        rule={fixed ? "positive" : "greaterThanZero"}
        {...form.field("price")}
      />
      <Group grow align="flex-start">
        {date("start_date")}
        {date("end_date")}
      </Group>
      <Group grow align="flex-start">
        <NumberField
          label={t("loyalty.offers.fields.limit_uses")}
          description={t("loyalty.offers.fields.limitHint")}
          {...form.field("limit_uses")}
        />
        <NumberField
          label={t("loyalty.offers.fields.limit_uses_client")}
          description={t("loyalty.offers.fields.limitHint")}
          {...form.field("limit_uses_client")}
        />
      </Group>
      <TextAreaField label={t("loyalty.offers.fields.description")} {...form.field("description")} />
      <TextField
        label={t("loyalty.offers.fields.qr")}
        description={t("loyalty.offers.fields.qrHint")}
        {...form.field("qr")}
      />
    </FormModal>
  );
}
