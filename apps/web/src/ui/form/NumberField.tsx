import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { sanitizeNumber } from "../keyboard/input-rules";
import { useOnScreenKeyboard } from "../keyboard/useOnScreenKeyboard";
import { type NumberRule, numberRuleError } from "./number-rules";

export interface NumberFieldProps extends Omit<TextInputProps, "value" | "onChange" | "error" | "type"> {
  /** The text as typed ("12.5", "-3", "" when empty); read it with `parseNumber`. */
  value: string;
  onChange: (value: string) => void;
  /** "greaterThanZero" or "positive" (spec §5 "Numbers"); the field says so as soon as it is broken. */
  rule?: NumberRule;
  /** Already translated: a rule's message or the server's message for this field. */
  error?: string;
}

/**
 * A number field of the form kit. Kept as text so that what the user is typing ("-", "3.")
 * stays on screen; the same rules clean physical and on-screen typing (one decimal point).
 */
export function NumberField({ value, onChange, rule, error, onFocus, onBlur, ...rest }: NumberFieldProps) {
  const { t } = useTranslation();
  const keyboard = useOnScreenKeyboard("numeric", value, onChange);
  const broken = numberRuleError(value, rule);
  return (
    <>
      <TextInput
        size="lg"
        {...rest}
        value={value}
        onChange={(event) => onChange(sanitizeNumber(event.currentTarget.value))}
        error={error ?? (broken && t(broken))}
        inputMode={keyboard.enabled ? "none" : "decimal"}
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
