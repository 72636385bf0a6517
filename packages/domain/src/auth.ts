import { z } from "zod";
import { namedActionSchema, permissionMapSchema } from "./modules";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-rules";
import { emailField, textField } from "./text";

export const passwordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: "auth.password_too_short" })
  .max(MAX_PASSWORD_LENGTH);

export const loginBodySchema = z.object({
  email: emailField,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  from_client: z.string().max(20).optional(),
  tpv: z.union([z.string().max(64), z.number().int()]).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const GROUP_TYPES = ["SuperAdmin", "Admin", "Encargado", "Camarero", "Cocina", "Repartidor"] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

export const loginResultSchema = z.object({
  token: z.string(),
  role: z.string(),
  user_id: z.number().int(),
  group_type: z.array(z.string()),
  local_id: z.number().int(),
  modules: z.string(),
  condominium: z.string().nullable(),
  expires_at: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const resetPasswordBodySchema = z.object({ email: emailField });
export const resetPasswordConfirmBodySchema = z.object({
  token: z.string().min(10).max(200),
  password: passwordField,
});

export const checkUserAuthBodySchema = z.object({
  email: emailField,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  action: z.string().min(1).max(80),
});
export const removeUserAuthBodySchema = z.object({ action: z.string().min(1).max(80).optional() });

const roleFields = {
  name: textField(80).min(1),
  description: textField(255),
  group_type: z.enum(GROUP_TYPES),
  permissions: permissionMapSchema,
  actions: z.array(namedActionSchema).max(50),
};
export const roleInputSchema = z.object({
  ...roleFields,
  description: roleFields.description.optional(),
  group_type: roleFields.group_type.optional(),
  permissions: roleFields.permissions.default({}),
  actions: roleFields.actions.default([]),
});
/** Updates carry no defaults: a missing field keeps its stored value. */
export const roleUpdateSchema = z.object(roleFields).partial();
export type RoleInput = z.infer<typeof roleInputSchema>;

export const userInputSchema = z.object({
  username: textField(80).min(1),
  first_name: textField(80).optional(),
  last_name: textField(80).optional(),
  email: emailField,
  phone: textField(30).optional(),
  address: textField(255).optional(),
  role_id: z.number().int().positive().max(2_147_483_647),
  password: passwordField.optional(),
});
export type UserInput = z.infer<typeof userInputSchema>;

export const tpvInputSchema = z.object({
  name: textField(80).min(1),
  key: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_-]+$/, { message: "tpv.key_format" }),
});
export type TpvInput = z.infer<typeof tpvInputSchema>;
