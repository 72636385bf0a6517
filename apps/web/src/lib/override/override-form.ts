import { CRUD_ACTIONS, EMAIL_PATTERN, MODULES, NAMED_ACTIONS } from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";

/** What a manager types to authorise an action. */
export interface OverrideForm {
  email: string;
  password: string;
}

/** The login's own rules and messages: the manager signs in, only for one action. */
export function validateOverride(values: OverrideForm): FieldErrors<OverrideForm> {
  const errors: FieldErrors<OverrideForm> = {};
  const email = values.email.trim();
  if (!email) errors.email = "login.emailRequired";
  else if (!EMAIL_PATTERN.test(email)) errors.email = "login.emailInvalid";
  if (!values.password) errors.password = "login.passwordRequired";
  return errors;
}

/** The texts naming a permission: a named action's own, or "update · Orders" for a module's. */
export type PermissionLabel =
  | { kind: "action"; key: string }
  | { kind: "module"; action: string; module: string }
  | { kind: "unknown"; text: string };

export function permissionLabel(permission: string): PermissionLabel {
  if ((NAMED_ACTIONS as readonly string[]).includes(permission))
    return { kind: "action", key: `override.actions.${permission}` };
  const [module, action] = permission.split(".");
  if (
    (MODULES as readonly string[]).includes(module ?? "") &&
    (CRUD_ACTIONS as readonly string[]).includes(action ?? "")
  )
    return { kind: "module", action: `override.crud.${action}`, module: `override.modules.${module}` };
  return { kind: "unknown", text: permission };
}
