import type { Settings, SettingsGroup, SettingsPatch } from "@comanda/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../lib/notify";
import type { FieldErrors } from "../../ui/form/field-errors";
import { useForm } from "../../ui/form/useForm";
import { useSaveSettingsGroup } from "./settings-api";

export interface UseSettingsFormOptions<G extends SettingsGroup, V extends object> {
  group: G;
  stored: Settings<G>;
  toValues: (settings: Settings<G>) => V;
  validate: (values: V) => FieldErrors<V>;
  patch: (values: V, stored: Settings<G>) => SettingsPatch<G>;
  /** Catalogue key of the toast after a save. */
  savedText: string;
  onSaved: () => void;
}

/** A settings group's form: its values, its rules on submit, the partial save and the server's messages. */
export function useSettingsForm<G extends SettingsGroup, V extends object>(
  options: UseSettingsFormOptions<G, V>,
) {
  const { t } = useTranslation();
  // Held as opened: a later read of the group must not turn fields nobody touched into changes.
  const [opened] = useState(options.stored);
  const [initial] = useState(() => options.toValues(opened));
  const form = useForm<V>({ initialValues: initial, validate: options.validate });
  const save = useSaveSettingsGroup(options.group);
  const [refusals, setRefusals] = useState(0);

  async function handleSave(next: V) {
    try {
      await save.mutateAsync(options.patch(next, opened));
      notify(t(options.savedText), "success");
      options.onSaved();
    } catch (error) {
      form.showApiErrors(error);
      setRefusals((count) => count + 1);
    }
  }

  function onSubmit(event: FormEvent) {
    if (Object.keys(options.validate(form.values)).length > 0) setRefusals((count) => count + 1);
    form.onSubmit(handleSave)(event);
  }

  return { form, onSubmit, refusals, saving: save.isPending };
}
