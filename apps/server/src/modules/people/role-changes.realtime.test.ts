import type { AddressInfo } from "node:net";
import { tpvChannel } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, type BuiltLocal, buildLocal, loginAs, userIdOf } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { isPublication, openSocket, type TestSocket } from "../../../test/ws-client";
import { roles } from "../auth/auth.schema";

const rolesChanged = isPublication(tpvChannel("caja"), "roles.changed");

describe.each(DATABASES)("roles.changed on the tills on %s", (kind) => {
  let t: TestApp;
  let a: BuiltLocal;
  let b: BuiltLocal;
  let admin: AuthHeaders;
  let wsUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await buildLocal(t.db, { roles: ["SuperAdmin", "Camarero"] });
    b = await buildLocal(t.db, { roles: ["SuperAdmin"] });
    admin = await loginAs(t, a, "SuperAdmin");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await t.close();
  });

  /** A socket on the local's "caja" channel: a staff session's when headers are given, else the login screen's. */
  async function till(local: BuiltLocal, headers?: AuthHeaders): Promise<TestSocket> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/locals/get",
      payload: { location: local.location },
      ...(headers ? { headers: { authorization: headers.authorization } } : {}),
    });
    const socket = await openSocket(`${wsUrl}?token=${response.json().data.token as string}`);
    sockets.push(socket);
    expect(await socket.subscribe(tpvChannel("caja"))).toEqual({
      kind: "subscribed",
      channel: tpvChannel("caja"),
    });
    return socket;
  }

  async function camareroRoleId(): Promise<number> {
    const [row] = await t.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.local_id, a.id), eq(roles.name, "Camarero")));
    return row!.id;
  }

  it("reaches the local's staff tills when a role or an employee's role changes, not the login screen nor another local", async () => {
    const staff = await till(a, admin);
    const loginScreen = await till(a);
    const otherLocal = await till(b, await loginAs(t, b, "SuperAdmin"));
    const roleId = await camareroRoleId();

    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/v1/roles/${roleId}`,
      headers: admin,
      payload: { description: "Sala" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await staff.take(rolesChanged);

    const waiterId = await userIdOf(t.db, a, "Camarero");
    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/v1/users/${waiterId}`,
      headers: admin,
      payload: { role_id: roleId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await staff.take(rolesChanged);

    // An employee's phone is no permission: nothing is announced.
    const phone = await t.app.inject({
      method: "PUT",
      url: `/api/v1/users/${waiterId}`,
      headers: admin,
      payload: { phone: "600111222" },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    // A publication after it proves the earlier one would have arrived first.
    await t.app.inject({ method: "PUT", url: `/api/v1/roles/${roleId}`, headers: admin, payload: {} });
    await staff.take(rolesChanged);
    expect(staff.untaken().filter(rolesChanged)).toEqual([]);
    expect(loginScreen.untaken().filter(rolesChanged)).toEqual([]);
    expect(otherLocal.untaken().filter(rolesChanged)).toEqual([]);
  });

  it("announces nothing when the change is refused", async () => {
    const staff = await till(a, admin);
    const roleId = await camareroRoleId();
    // A SuperAdmin moving themself to another role: refused.
    const demoted = await t.app.inject({
      method: "PUT",
      url: `/api/v1/users/${await userIdOf(t.db, a, "SuperAdmin")}`,
      headers: admin,
      payload: { role_id: roleId },
    });
    expect(demoted.statusCode, demoted.body).toBe(403);
    await t.app.inject({ method: "PUT", url: `/api/v1/roles/${roleId}`, headers: admin, payload: {} });
    await staff.take(rolesChanged);
    expect(staff.untaken().filter(rolesChanged)).toEqual([]);
  });
});
