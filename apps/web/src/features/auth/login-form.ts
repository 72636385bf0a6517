// Plain checks, not a zod schema: the login screen's first load has a size budget (issue 3) and
// zod would be a sixth of it, for three fields. The rules are the server's own constants.
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";

/** Drops the fields that passed, so an empty object means the form is valid. */
function only<T>(errors: Record<keyof T & string, string | undefined>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<T>;
}

function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return "login.emailRequired";
  return EMAIL_PATTERN.test(trimmed) ? undefined : "login.emailInvalid";
}

function passwordError(password: string): string | undefined {
  if (!password) return "login.passwordRequired";
  return password.length < MIN_PASSWORD_LENGTH ? "login.passwordShort" : undefined;
}

/** The login screen's rules and messages (spec §5 "Login"); messages are i18n keys. */
export interface LoginForm {
  email: string;
  password: string;
  tpv: string;
}

export function validateLogin(values: LoginForm): FieldErrors<LoginForm> {
  return only<LoginForm>({
    email: emailError(values.email),
    password: passwordError(values.password),
    tpv: values.tpv ? undefined : "login.tpvRequired",
  });
}

/** The forgot-password dialog: "the reset form needs a valid e-mail before sending" (spec §5). */
export interface ForgotPasswordForm {
  email: string;
}

export function validateForgotPassword(values: ForgotPasswordForm): FieldErrors<ForgotPasswordForm> {
  return only<ForgotPasswordForm>({ email: emailError(values.email) });
}

/** The reset-password page: the login's password rules, typed twice alike (spec §5 "User"). */
export interface ResetPasswordForm {
  password: string;
  repeat: string;
}

export function validateResetPassword(values: ResetPasswordForm): FieldErrors<ResetPasswordForm> {
  const password = passwordError(values.password);
  return only<ResetPasswordForm>({
    password,
    repeat: !password && values.repeat !== values.password ? "login.passwordsDontMatch" : undefined,
  });
}
