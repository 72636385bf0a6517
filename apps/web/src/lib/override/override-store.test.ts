import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-client";
import { createOverrideStore, lendablePermission } from "./override-store";

vi.mock("../i18n", () => ({ i18n: { language: "es", t: (key: string) => key } }));

const refusal = (permission?: string, code = "auth.forbidden") =>
  new ApiError("AUTHORIZATION_ERROR", 403, code, "No tienes permisos", {}, permission);

describe("lendablePermission", () => {
  it("is the refusal's permission when it is an action", () => {
    expect(lendablePermission(refusal("orders.invalidate"))).toBe("orders.invalidate");
    expect(lendablePermission(refusal("requests_tables.update"))).toBe("requests_tables.update");
  });

  it("is none for reading, a refusal naming no permission, another code or kind", () => {
    expect(lendablePermission(refusal("orders.view"))).toBeUndefined();
    expect(lendablePermission(refusal())).toBeUndefined();
    expect(lendablePermission(refusal("orders.update", "modules.not_contracted"))).toBeUndefined();
    expect(
      lendablePermission(new ApiError("VALIDATION_ERROR", 400, "auth.forbidden", "x", {}, "orders.update")),
    ).toBeUndefined();
  });
});

describe("the override store", () => {
  it("asks once per refusal, keeping the screen's retry over the query client's", () => {
    const store = createOverrideStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const fromClient = vi.fn();
    const fromScreen = vi.fn();
    expect(store.ask("orders.invalidate", "No", fromClient)).toBe(true);
    expect(store.ask("orders.invalidate", "No", fromScreen)).toBe(true);
    expect(store.current()).toMatchObject({ permission: "orders.invalidate", retry: fromScreen });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps the retry it has when the screen gives none, and cannot ask without any", () => {
    const store = createOverrideStore();
    expect(store.ask("orders.discount", "No", undefined)).toBe(false);
    expect(store.current()).toBeUndefined();
    const retry = vi.fn();
    store.ask("orders.discount", "No", retry);
    expect(store.ask("orders.discount", "No", undefined)).toBe(true);
    expect(store.current()?.retry).toBe(retry);
  });

  it("leaves a second permission to the usual message while one is being asked", () => {
    const store = createOverrideStore();
    store.ask("orders.discount", "No", vi.fn());
    expect(store.ask("orders.invalidate", "No", vi.fn())).toBe(false);
    expect(store.current()?.permission).toBe("orders.discount");
  });

  it("takes back what was lent once the call ran again", () => {
    const store = createOverrideStore();
    store.ask("orders.discount", "No", vi.fn());
    expect(store.granted()?.permission).toBe("orders.discount");
    expect(store.current()).toBeUndefined();
    expect(store.settled()).toEqual(["orders.discount"]);
    expect(store.settled()).toEqual([]);
  });

  it("keeps a loan while the call run again asks for a second permission, then takes both back", () => {
    const store = createOverrideStore();
    store.ask("requests_tables.update", "No", vi.fn());
    store.granted();
    store.ask("orders.discount", "No", vi.fn());
    expect(store.settled()).toEqual([]);
    store.granted();
    expect(store.settled().sort()).toEqual(["orders.discount", "requests_tables.update"]);
  });

  it("on cancel answers the refusal to report and everything lent for it", () => {
    const store = createOverrideStore();
    store.ask("requests_tables.update", "No", vi.fn());
    store.granted();
    store.ask("orders.discount", "Sin permiso", vi.fn());
    const { request, toRemove } = store.cancelled();
    expect(request).toMatchObject({ permission: "orders.discount", message: "Sin permiso" });
    expect(toRemove).toEqual(["requests_tables.update"]);
    expect(store.current()).toBeUndefined();
  });
});
