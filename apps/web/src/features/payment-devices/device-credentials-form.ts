import type { DeviceCredentialsBody, DeviceCredentialsView } from "@comanda/domain";
import { deviceCredentialsBodySchema } from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { schemaErrors } from "../../ui/form/schema-errors";

/**
 * The local's own Dojo account and cash machine (issue 32): its values, the domain's rules on
 * them and the body it sends. Pure, so the rules are unit-tested without a browser.
 */
export interface DeviceCredentialsValues {
  dojo_url: string;
  dojo_software_house_id: string;
  dojo_reseller_id: string;
  cashmatic_url: string;
  cashmatic_username: string;
  /** The secrets are write-only: "" leaves what is stored as it is. */
  dojo_api_key: string;
  cashmatic_password: string;
  /** Forget the stored secret: the server's own account or machine is used again. */
  forget_dojo_api_key: boolean;
  forget_cashmatic_password: boolean;
}

export function deviceCredentialsValues(stored: DeviceCredentialsView): DeviceCredentialsValues {
  return {
    dojo_url: stored.dojo_url ?? "",
    dojo_software_house_id: stored.dojo_software_house_id ?? "",
    dojo_reseller_id: stored.dojo_reseller_id ?? "",
    cashmatic_url: stored.cashmatic_url ?? "",
    cashmatic_username: stored.cashmatic_username ?? "",
    dojo_api_key: "",
    cashmatic_password: "",
    forget_dojo_api_key: false,
    forget_cashmatic_password: false,
  };
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** A secret goes when typed (sets it) or forgotten (null); otherwise it is left out (kept). */
function secret(typed: string, forget: boolean): { value?: string | null } {
  if (forget) return { value: null };
  return typed.trim() === "" ? {} : { value: typed.trim() };
}

export function deviceCredentialsBody(values: DeviceCredentialsValues): DeviceCredentialsBody {
  const body: DeviceCredentialsBody = {
    dojo_url: orNull(values.dojo_url),
    dojo_software_house_id: orNull(values.dojo_software_house_id),
    dojo_reseller_id: orNull(values.dojo_reseller_id),
    cashmatic_url: orNull(values.cashmatic_url),
    cashmatic_username: orNull(values.cashmatic_username),
  };
  const apiKey = secret(values.dojo_api_key, values.forget_dojo_api_key);
  const password = secret(values.cashmatic_password, values.forget_cashmatic_password);
  if ("value" in apiKey) body.dojo_api_key = apiKey.value;
  if ("value" in password) body.cashmatic_password = password.value;
  return body;
}

/** The domain's rules on what the form would send, one catalogue key per broken field. */
export function deviceCredentialsErrors(
  values: DeviceCredentialsValues,
): FieldErrors<DeviceCredentialsValues> {
  const body = deviceCredentialsBody(values);
  return schemaErrors(deviceCredentialsBodySchema, body, values, {
    dojo_url: "devices.errors.bad_url",
    cashmatic_url: "devices.errors.bad_url",
    cashmatic_username: "devices.errors.cashmatic_needs_user",
  });
}
