import { LOCK_MODULES, type LockModule, MODULES, type Module } from "@comanda/domain";
import type { Db } from "../src/platform/db/client";
import { createLocal } from "../src/seed/create-local";
import type { TestApp } from "./test-app";

export const PASSWORD = "clave-segura";

export interface BuiltLocal {
  id: number;
  location: string;
  host: string;
  email: (role: string) => string;
}

let counter = 0;

/**
 * A local with one user per default role (`<role>@<location>.test`, password PASSWORD)
 * and the tills `caja` and `barra`. Requests reach it with `Host: <location>.localhost`.
 */
export async function buildLocal(
  db: Db,
  options: { location?: string; modules?: readonly Module[]; lock_modules?: readonly LockModule[] } = {},
): Promise<BuiltLocal> {
  counter += 1;
  const location = options.location ?? `local${counter}${Date.now().toString(36)}`;
  const roles = ["SuperAdmin", "Admin", "Encargado", "Camarero", "Cocina", "Repartidor"];
  const email = (role: string) => `${role.toLowerCase()}@${location}.test`;
  const id = await createLocal(db, {
    name: `Local ${location}`,
    location,
    modules: options.modules ?? MODULES,
    lock_modules: options.lock_modules ?? LOCK_MODULES,
    users: roles.map((role) => ({ username: role.toLowerCase(), first_name: role, email: email(role), password: PASSWORD, role })),
    tpvs: [
      { name: "Caja", key: "caja" },
      { name: "Barra", key: "barra" },
    ],
  });
  return { id, location, host: `${location}.localhost`, email };
}

/** Logs in through the API and returns the headers of an authenticated call as that role. */
export async function loginAs(app: TestApp, local: BuiltLocal, role: string) {
  const response = await app.app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    headers: { host: local.host },
    payload: { email: local.email(role), password: PASSWORD, tpv: "caja" },
  });
  if (response.statusCode !== 200) throw new Error(`login as ${role} failed: ${response.body}`);
  const token = response.json().data.token as string;
  return { host: local.host, authorization: `Bearer ${token}`, tpv: "caja" };
}

export function encodeQ(filters: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(filters)).toString("base64");
}
