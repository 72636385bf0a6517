import type { Product } from "@comanda/domain";
import { Button, Checkbox, Group, Modal, MultiSelect, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../../lib/notify";
import { TextAreaField } from "../../../../ui/form/TextAreaField";
import { TextField } from "../../../../ui/form/TextField";
import { useForm } from "../../../../ui/form/useForm";
import { allergenName } from "../../allergens";
import {
  emptyProductForm,
  type ProductFormValues,
  productFieldErrors,
  productFormData,
  productFormFromProduct,
} from "../../product-form-data";
import {
  useAllergenChoices,
  useCategoryChoices,
  useIngredientChoices,
  useModifierChoices,
  useSaveProduct,
  useZoneChoices,
} from "../../products-api";
import { ProductGeneralFields } from "./ProductGeneralFields";
import { PRODUCT_TABS, type ProductTab, TAB_OF_FIELD } from "./product-form";
import { RecipeSection } from "./RecipeSection";
import { ZonePricesSection } from "./ZonePricesSection";

export interface ProductFormModalProps {
  /** The product to edit, or undefined to create one. */
  product?: Product;
  onClose: () => void;
}

/**
 * Create or edit a product, its sections in tabs. Mounted while open, so each opening starts
 * from the product as listed (or empty).
 */
export function ProductFormModal({ product, onClose }: ProductFormModalProps) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 48em)");
  const [tab, setTab] = useState<ProductTab>("general");
  const [initial] = useState<ProductFormValues>(() =>
    product ? productFormFromProduct(product) : emptyProductForm(),
  );
  const form = useForm<ProductFormValues>({ initialValues: initial, validate: productFieldErrors });
  const save = useSaveProduct();
  const categories = useCategoryChoices();
  const zones = useZoneChoices();
  const modifiers = useModifierChoices();
  const allergens = useAllergenChoices();
  const ingredients = useIngredientChoices();
  const language = i18n.language;
  // The name and description in the screen's language are the General tab's own (spec §5 "Other").
  const translations = (["es", "en"] as const).filter((code) => code !== language);

  const tabsWithErrors = new Set(
    (Object.keys(TAB_OF_FIELD) as Array<keyof ProductFormValues>)
      .filter((field) => form.errorOf(field))
      .map((field) => TAB_OF_FIELD[field]),
  );

  async function handleSave(values: ProductFormValues) {
    try {
      const body = productFormData(values, { language, initial: product ? initial : undefined });
      const saved = await save.mutateAsync({ id: product?.id, body });
      notify(t("menu.products.form.saved", { name: saved.name }), "success");
      onClose();
    } catch (error) {
      form.showApiErrors(error);
    }
  }

  function handleSubmit(event: FormEvent) {
    const broken = new Set(
      Object.keys(productFieldErrors(form.values)).map(
        (field) => TAB_OF_FIELD[field as keyof ProductFormValues],
      ),
    );
    // A broken field on a hidden tab would leave the user wondering why nothing happens.
    const firstBroken = PRODUCT_TABS.find((candidate) => broken.has(candidate));
    if (firstBroken && !broken.has(tab)) setTab(firstBroken);
    form.onSubmit(handleSave)(event);
  }

  function tabLabel(name: ProductTab) {
    const label = t(`menu.products.tabs.${name}`);
    return tabsWithErrors.has(name) ? t("menu.products.form.sectionHasErrors", { section: label }) : label;
  }

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={isPhone}
      title={t(product ? "menu.products.form.editTitle" : "menu.products.form.createTitle")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="lg">
          <Tabs value={tab} onChange={(value) => value && setTab(value as ProductTab)} keepMounted={false}>
            <Tabs.List aria-label={t("menu.products.form.sectionsLabel")}>
              {PRODUCT_TABS.map((name) => (
                <Tabs.Tab
                  key={name}
                  value={name}
                  fz="md"
                  py="md"
                  color={tabsWithErrors.has(name) ? "red" : undefined}
                  rightSection={
                    tabsWithErrors.has(name) ? <IconAlertCircle aria-hidden size={16} /> : undefined
                  }
                >
                  {tabLabel(name)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="general" pt="md">
              <ProductGeneralFields form={form} categories={categories.data ?? []} />
            </Tabs.Panel>
            <Tabs.Panel value="translations" pt="md">
              <Stack gap="md">
                <Text c="dimmed">{t("menu.products.translationsHint")}</Text>
                {translations.includes("es") && (
                  <TextField label={t("menu.products.fields.nameEs")} {...form.field("name_es")} />
                )}
                {translations.includes("en") && (
                  <TextField label={t("menu.products.fields.nameEn")} {...form.field("name_en")} />
                )}
                <TextAreaField label={t("menu.products.fields.description")} {...form.field("description")} />
                {translations.includes("es") && (
                  <TextAreaField
                    label={t("menu.products.fields.descriptionEs")}
                    {...form.field("description_es")}
                  />
                )}
                {translations.includes("en") && (
                  <TextAreaField
                    label={t("menu.products.fields.descriptionEn")}
                    {...form.field("description_en")}
                  />
                )}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="zones" pt="md">
              <ZonePricesSection
                rows={form.values.zones}
                onChange={(rows) => form.setValue("zones", rows)}
                zones={zones.data ?? []}
                error={form.errorOf("zones")}
              />
            </Tabs.Panel>
            <Tabs.Panel value="modifiers" pt="md">
              <MultiSelect
                size="lg"
                searchable
                label={t("menu.products.fields.modifiers")}
                data={(modifiers.data ?? []).map((modifier) => ({
                  value: String(modifier.id),
                  label: modifier.name,
                }))}
                value={form.values.modifiers}
                onChange={(ids) => form.setValue("modifiers", ids)}
                error={form.errorOf("modifiers")}
              />
            </Tabs.Panel>
            <Tabs.Panel value="allergens" pt="md">
              <Checkbox.Group
                label={t("menu.products.tabs.allergens")}
                description={t("menu.products.allergensHint")}
                value={form.values.allergens}
                onChange={(ids) => form.setValue("allergens", ids)}
                error={form.errorOf("allergens")}
              >
                <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="sm" spacing="sm">
                  {(allergens.data ?? []).map((allergen) => (
                    <Checkbox
                      key={allergen.id}
                      size="lg"
                      value={String(allergen.id)}
                      label={allergenName(allergen, language)}
                    />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            </Tabs.Panel>
            <Tabs.Panel value="recipe" pt="md">
              <RecipeSection
                rows={form.values.ingredients}
                onChange={(rows) => form.setValue("ingredients", rows)}
                ingredients={ingredients.data ?? []}
                values={form.values}
                error={form.errorOf("ingredients")}
              />
            </Tabs.Panel>
          </Tabs>
          <Group justify="flex-end" gap="sm">
            <Button size="lg" variant="default" onClick={onClose} disabled={save.isPending}>
              {t("menu.products.form.cancel")}
            </Button>
            <Button size="lg" type="submit" loading={save.isPending}>
              {t("menu.products.form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
