import { z } from "zod";

/** The login screen's rules and messages (spec §5 "Login"); messages are i18n keys. */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, "login.emailRequired").pipe(z.email("login.emailInvalid")),
  password: z.string().min(1, "login.passwordRequired").min(3, "login.passwordShort"),
  tpv: z.string().min(1, "login.tpvRequired"),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export function validateLogin(values: LoginForm): Partial<Record<keyof LoginForm, string>> {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof LoginForm, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginForm;
    errors[field] ??= issue.message;
  }
  return errors;
}
