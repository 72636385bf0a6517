import { MIN_PASSWORD_LENGTH } from "@comanda/domain";
import { z } from "zod";
import { type FieldErrors, zodFieldErrors } from "../../ui/form/field-errors";

const emailRule = z.string().trim().min(1, "login.emailRequired").pipe(z.email("login.emailInvalid"));
const passwordRule = z
  .string()
  .min(1, "login.passwordRequired")
  .min(MIN_PASSWORD_LENGTH, "login.passwordShort");

/** The login screen's rules and messages (spec §5 "Login"); messages are i18n keys. */
export const loginFormSchema = z.object({
  email: emailRule,
  password: passwordRule,
  tpv: z.string().min(1, "login.tpvRequired"),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export function validateLogin(values: LoginForm): FieldErrors<LoginForm> {
  return zodFieldErrors(loginFormSchema, values);
}

/** The forgot-password dialog: "the reset form needs a valid e-mail before sending" (spec §5). */
export const forgotPasswordSchema = z.object({ email: emailRule });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

export function validateForgotPassword(values: ForgotPasswordForm): FieldErrors<ForgotPasswordForm> {
  return zodFieldErrors(forgotPasswordSchema, values);
}

/** The reset-password page: the login's password rules, typed twice alike (spec §5 "User"). */
export const resetPasswordSchema = z
  .object({ password: passwordRule, repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    path: ["repeat"],
    message: "login.passwordsDontMatch",
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

export function validateResetPassword(values: ResetPasswordForm): FieldErrors<ResetPasswordForm> {
  return zodFieldErrors(resetPasswordSchema, values);
}
