import { isAllowedAreaText } from "@comanda/domain";
import { Textarea, type TextareaProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useOnScreenKeyboard } from "../keyboard/useOnScreenKeyboard";
import { useEncodingGuard } from "./useEncodingGuard";

export interface TextAreaFieldProps extends Omit<TextareaProps, "value" | "onChange" | "error"> {
  value: string;
  onChange: (value: string) => void;
  /** Already translated: a rule's message or the server's message for this field. */
  error?: string;
}

/** A multi-line text field of the form kit, with the text areas' encoding rule. */
export function TextAreaField({
  value,
  onChange,
  error,
  onFocus,
  onBlur,
  inputMode,
  ...rest
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const guard = useEncodingGuard(isAllowedAreaText, onChange);
  const keyboard = useOnScreenKeyboard("text", value, guard.onChange);
  return (
    <>
      <Textarea
        size="lg"
        autosize
        minRows={3}
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
