import { type FormEvent, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiFieldErrors } from "./api-field-errors";
import type { FieldErrors } from "./field-errors";

export interface UseFormOptions<T> {
  initialValues: T;
  /** The form's rules: one i18n key per broken field, e.g. `(values) => zodFieldErrors(schema, values)`. */
  validate: (values: T) => FieldErrors<T>;
}

/**
 * The one form pattern of the app: values in state, the rules checked on submit, and the
 * server's field messages shown on the matching fields. `field(name)` gives what the kit's
 * fields (TextField, NumberField…) take.
 */
export function useForm<T extends object>({ initialValues, validate }: UseFormOptions<T>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<T>(initialValues);
  const [ruleErrors, setRuleErrors] = useState<FieldErrors<T>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<T>>({});

  // Stable, so screens can list it among an effect's dependencies.
  const setValue = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // An edited field's old message no longer describes it.
    setRuleErrors(({ [name]: _rule, ...rest }) => rest as FieldErrors<T>);
    setServerErrors(({ [name]: _server, ...rest }) => rest as FieldErrors<T>);
  }, []);

  function errorOf(name: keyof T & string): string | undefined {
    const key = ruleErrors[name];
    return serverErrors[name] ?? (key && t(key));
  }

  return {
    values,
    setValue,
    errorOf,
    field: <K extends keyof T & string>(name: K) => ({
      value: values[name],
      onChange: (value: T[K]) => setValue(name, value),
      error: errorOf(name),
    }),
    /** A message the screen puts on a field itself, already translated (e.g. a known error code). */
    setFieldError: (name: keyof T & string, message: string) =>
      setServerErrors((current) => ({ ...current, [name]: message })),
    /** Shows the server's field messages of a failed call (spec §8: "the same messages on the form fields"). */
    showApiErrors: (error: unknown) => setServerErrors(apiFieldErrors(error, values)),
    /** A submit handler that runs `onValid` only when the rules pass. */
    onSubmit: (onValid: (values: T) => void | Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      const found = validate(values);
      setRuleErrors(found);
      setServerErrors({});
      if (Object.keys(found).length === 0) void onValid(values);
    },
  };
}
