import { useTranslation } from "react-i18next";
import { notify } from "../../lib/notify";
import type { FieldErrors } from "./field-errors";
import { useForm } from "./useForm";
import { useSaveEntity } from "./useSaveEntity";

export interface EntityFormOptions<Values extends object, Body> {
  collection: string;
  /** Where the collection is served when not at `/api/v1/<collection>`. */
  basePath?: string;
  /** The row's id when editing; undefined creates a new row. */
  id: number | undefined;
  initialValues: Values;
  validate: (values: Values) => FieldErrors<Values>;
  /** What the form sends for its values; async when saving needs a fresh look at other rows. */
  payload: (values: Values) => Body | Promise<Body>;
  onClose: () => void;
}

/**
 * The create/edit dialog of a small entity: the form, and a submit that saves the row, says so
 * and closes, or leaves the dialog open with the server's messages on its fields.
 */
export function useEntityForm<Values extends object, Body>(options: EntityFormOptions<Values, Body>) {
  const { t } = useTranslation();
  const { collection, basePath, id, initialValues, validate, payload, onClose } = options;
  const save = useSaveEntity<{ name?: string; serial?: string }, Body>(collection, basePath);
  const form = useForm<Values>({ initialValues, validate });

  async function handleSave(values: Values) {
    try {
      const saved = await save.mutateAsync({ id, body: await payload(values) });
      // Rows without a name (a purchase) are known by their serial.
      const name = saved.name ?? saved.serial ?? "";
      notify(t(id === undefined ? "form.created" : "form.saved", { name }), "success");
      onClose();
    } catch (error) {
      form.showApiErrors(error);
    }
  }

  return { form, onSubmit: form.onSubmit(handleSave), isPending: save.isPending };
}
