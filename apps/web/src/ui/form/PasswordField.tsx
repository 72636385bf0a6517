import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useOnScreenKeyboard } from "../keyboard/useOnScreenKeyboard";

export interface PasswordFieldProps extends Omit<PasswordInputProps, "value" | "onChange" | "error"> {
  value: string;
  onChange: (value: string) => void;
  /** Already translated: a rule's message or the server's message for this field. */
  error?: string;
}

/**
 * A password field of the form kit with the on-screen keyboard. No encoding rule: a password
 * is never printed or shown, and refusing characters would lock out who already has them.
 */
export function PasswordField({ value, onChange, onFocus, onBlur, inputMode, ...rest }: PasswordFieldProps) {
  const keyboard = useOnScreenKeyboard("text", value, onChange);
  return (
    <>
      <PasswordInput
        size="lg"
        {...rest}
        value={value}
        // Mantine marks only the wrapper of a password input; screen readers read the input.
        aria-invalid={rest.error ? true : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
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
