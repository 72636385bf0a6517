import { useTranslation } from "react-i18next";
import { notify } from "../../lib/notify";
import type { FieldErrors } from "../../ui/form/field-errors";
import { useForm } from "../../ui/form/useForm";
import { useSaveEntity } from "../../ui/form/useSaveEntity";

/**
 * useEntityForm for rows named by a `title` (booking options and answers): the saved toast names
 * the row by its title, where the shared hook reads `name`.
 */
export function useTitledForm<Values extends { title: string }, Body>(options: {
  collection: string;
  id: number | undefined;
  initialValues: Values;
  validate: (values: Values) => FieldErrors<Values>;
  payload: (values: Values) => Body;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveEntity<{ title: string }, Body>(options.collection);
  const form = useForm<Values>({ initialValues: options.initialValues, validate: options.validate });
  const onSubmit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: options.id, body: options.payload(values) });
      notify(t(options.id === undefined ? "form.created" : "form.saved", { name: saved.title }), "success");
      options.onClose();
    } catch (error) {
      form.showApiErrors(error);
    }
  });
  return { form, onSubmit, isPending: save.isPending };
}
