import {
  CATEGORY_LINK_TYPES,
  type Category,
  type CategoryLinkType,
  MENU_IMAGE_MAX_BYTES,
} from "@comanda/domain";
import {
  ActionIcon,
  Button,
  Group,
  Input,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../../lib/notify";
import { ImageField, imageFieldBinding } from "../../../../ui/form/ImageField";
import { NumberField } from "../../../../ui/form/NumberField";
import { TextAreaField } from "../../../../ui/form/TextAreaField";
import { TextField } from "../../../../ui/form/TextField";
import { useForm } from "../../../../ui/form/useForm";
import { useSaveCategory } from "../../categories-api";
import {
  type CategoryFormValues,
  categoryFormValues,
  categoryPayload,
  NO_PARENT,
  newLinkRow,
  validateCategory,
} from "./category-form";

export interface CategoryFormDialogProps {
  opened: boolean;
  /** The category being edited; undefined to create one. */
  category?: Category;
  /** Every live category: the parent and link selects offer them. */
  categories: Category[];
  onClose: () => void;
}

/** Creating or editing a category in a dialog; full screen on a phone. */
export function CategoryFormDialog({ opened, category, categories, onClose }: CategoryFormDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        category
          ? t("menu.categories.form.editTitle", { name: category.name })
          : t("menu.categories.form.createTitle")
      }
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {/* Mounted only while open, so each opening starts from the category as it is now. */}
      {opened && <CategoryFormFields category={category} categories={categories} onClose={onClose} />}
    </Modal>
  );
}

const SWITCHES = [
  ["is_active", "isActive"],
  ["is_available", "isAvailable"],
  ["customer_active", "customerActive"],
  ["is_offer", "isOffer"],
  ["has_companion", "hasCompanion"],
  ["has_aggregate", "hasAggregate"],
] as const;

function CategoryFormFields({ category, categories, onClose }: Omit<CategoryFormDialogProps, "opened">) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const form = useForm<CategoryFormValues>({
    initialValues: categoryFormValues(category),
    validate: validateCategory,
  });
  const { values } = form;
  const others = categories.filter((other) => other.id !== category?.id);
  const nameOf = new Map(categories.map((other) => [other.id, other.name]));
  const parentOptions = [
    { value: NO_PARENT, label: t("menu.categories.form.noParent") },
    ...others
      .filter((other) => other.parent === null)
      .map((other) => ({ value: String(other.id), label: other.name })),
  ];
  const linkOptions = others.map((other) => ({
    value: String(other.id),
    label: other.parent === null ? other.name : `${nameOf.get(other.parent) ?? ""} › ${other.name}`,
  }));
  const linkTypeOptions = CATEGORY_LINK_TYPES.map((type) => ({
    value: type,
    label: t(`menu.categories.form.linkTypes.${type}`),
  }));

  async function handleSave(submitted: CategoryFormValues) {
    try {
      const saved = await save.mutateAsync({
        id: category?.id,
        payload: categoryPayload(submitted),
        imageFile: submitted.imageFile,
        isImageCleared: Boolean(category?.image) && submitted.image === null && submitted.imageFile === null,
      });
      notify(
        t(category ? "menu.categories.form.saved" : "menu.categories.form.created", { name: saved.name }),
        "success",
      );
      onClose();
    } catch (error) {
      // The app-wide handler has toasted it; the dialog keeps what was typed and marks the fields.
      form.showApiErrors(error);
    }
  }

  function setLink(key: number, change: Partial<{ category: string | null; type: CategoryLinkType }>) {
    form.setValue(
      "links",
      values.links.map((link) => (link.key === key ? { ...link, ...change } : link)),
    );
  }

  return (
    <form onSubmit={form.onSubmit(handleSave)} noValidate>
      <Stack gap="md">
        <TextField label={t("menu.categories.form.name")} required data-autofocus {...form.field("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField label={t("menu.categories.form.nameEs")} {...form.field("name_es")} />
          <TextField label={t("menu.categories.form.nameEn")} {...form.field("name_en")} />
        </SimpleGrid>
        <Select
          size="lg"
          label={t("menu.categories.form.parent")}
          data={parentOptions}
          value={values.parent}
          onChange={(value) => form.setValue("parent", value ?? NO_PARENT)}
          allowDeselect={false}
          searchable
          error={form.errorOf("parent")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {SWITCHES.map(([field, label]) => (
            <Switch
              key={field}
              size="lg"
              label={t(`menu.categories.form.${label}`)}
              checked={values[field]}
              onChange={(event) => form.setValue(field, event.currentTarget.checked)}
              error={form.errorOf(field)}
            />
          ))}
        </SimpleGrid>
        <NumberField
          label={t("menu.categories.form.maxAggregates")}
          inputMode="numeric"
          {...form.field("max_aggregates")}
        />
        <TextAreaField
          label={t("menu.categories.form.appText")}
          autosize
          minRows={2}
          {...form.field("app_text")}
        />
        <ImageField
          label={t("menu.categories.form.image")}
          {...imageFieldBinding(form)}
          maxBytes={MENU_IMAGE_MAX_BYTES}
        />
        <Input.Wrapper
          labelElement="div"
          label={t("menu.categories.form.links")}
          description={t("menu.categories.form.linksHint")}
          error={form.errorOf("links")}
          inputWrapperOrder={["label", "description", "input", "error"]}
        >
          <Stack gap="sm" mt="xs">
            {values.links.length === 0 && <Text c="dimmed">{t("menu.categories.form.noLinks")}</Text>}
            {values.links.map((link, index) => (
              <Group key={link.key} gap="sm" align="flex-end" wrap="nowrap">
                <Select
                  size="lg"
                  style={{ flex: 2, minWidth: 0 }}
                  label={t("menu.categories.form.linkCategory", { index: index + 1 })}
                  data={linkOptions}
                  value={link.category}
                  onChange={(value) => setLink(link.key, { category: value })}
                  searchable
                />
                <Select
                  size="lg"
                  style={{ flex: 1, minWidth: 0 }}
                  label={t("menu.categories.form.linkType", { index: index + 1 })}
                  data={linkTypeOptions}
                  value={link.type}
                  allowDeselect={false}
                  onChange={(value) => value && setLink(link.key, { type: value as CategoryLinkType })}
                />
                <ActionIcon
                  size={50}
                  variant="subtle"
                  color="red"
                  aria-label={t("menu.categories.form.removeLink", { index: index + 1 })}
                  onClick={() =>
                    form.setValue(
                      "links",
                      values.links.filter((other) => other.key !== link.key),
                    )
                  }
                >
                  <IconTrash aria-hidden size={22} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                size="lg"
                variant="light"
                leftSection={<IconPlus aria-hidden size={18} />}
                onClick={() => form.setValue("links", [...values.links, newLinkRow()])}
              >
                {t("menu.categories.form.addLink")}
              </Button>
            </Group>
          </Stack>
        </Input.Wrapper>
        <Group justify="flex-end" gap="sm">
          <Button size="lg" variant="default" onClick={onClose} disabled={save.isPending}>
            {t("menu.categories.form.cancel")}
          </Button>
          <Button type="submit" size="lg" loading={save.isPending}>
            {t("menu.categories.form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
