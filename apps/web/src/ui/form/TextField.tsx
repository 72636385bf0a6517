import { isAllowedFieldText } from "@comanda/domain";
import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useOnScreenKeyboard } from "../keyboard/useOnScreenKeyboard";
import { useEncodingGuard } from "./useEncodingGuard";

export interface TextFieldProps extends Omit<TextInputProps, "value" | "onChange" | "error"> {
  value: string;
  onChange: (value: string) => void;
  /** Already translated: a rule's message or the server's message for this field. */
  error?: string;
}

/** A single-line text field of the form kit: encoding rule, errors and the on-screen keyboard. */
export function TextField({ value, onChange, error, onFocus, onBlur, inputMode, ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const guard = useEncodingGuard(isAllowedFieldText, onChange);
  const keyboard = useOnScreenKeyboard("text", value, guard.onChange);
  return (
    <>
      <TextInput
        size="lg"
        {...rest}
        value={value}
        onChange={(event) => guard.onChange(event.currentTarget.value)}
        error={guard.error ? t(guard.error) : error}
        inputMode={keyboard.enabled ? "none" : inputMode}
        onFocus={(event) => {
          keyboard.onFocus(event);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          keyboard.onBlur();
          onBlur?.(event);
        }}
      />
      {keyboard.element}
    </>
  );
}
