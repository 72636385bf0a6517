import { describe, expect, it } from "vitest";
import { bannerOf, effectOf, isBlocked, isLifted } from "./dispatch";

const alert = (text: string, active = true) => ({ type: "alert" as const, text, active });
const blocked = (active = true) => ({ type: "blocked" as const, text: "", active });

describe("effectOf", () => {
  it("reloads on Refresh", () => {
    expect(effectOf({ type: "Refresh" })).toEqual({ kind: "reload" });
  });

  it("turns fiscal off on fiskalyError, with its message", () => {
    expect(effectOf({ type: "fiskalyError", message: "TSS caída" })).toEqual({
      kind: "fiscalOff",
      message: "TSS caída",
    });
    expect(effectOf({ type: "fiskalyError" })).toEqual({ kind: "fiscalOff", message: "" });
  });

  it("turns fiscal on or off on fiscal.changed, and ignores one without a flag", () => {
    expect(effectOf({ type: "fiscal.changed", data: { active: true } })).toEqual({
      kind: "fiscalChanged",
      active: true,
    });
    expect(effectOf({ type: "fiscal.changed", data: { active: false } })).toEqual({
      kind: "fiscalChanged",
      active: false,
    });
    expect(effectOf({ type: "fiscal.changed", data: { active: "yes" } })).toBeUndefined();
    expect(effectOf({ type: "fiscal.changed" })).toBeUndefined();
  });

  it("reads the permissions again on roles.changed, even if it carries a text", () => {
    expect(effectOf({ type: "roles.changed" })).toEqual({ kind: "permissionsChanged" });
    expect(effectOf({ type: "roles.changed", message: "Rol cambiado" })).toEqual({
      kind: "permissionsChanged",
    });
  });

  it("passes on a valid maintenance state", () => {
    expect(effectOf({ type: "maintenance", data: alert("Cierre a las 23:00") })).toEqual({
      kind: "maintenance",
      maintenance: alert("Cierre a las 23:00"),
    });
  });

  it("ignores a maintenance message whose data is not a maintenance state", () => {
    expect(effectOf({ type: "maintenance", data: { type: "party", active: true } })).toBeUndefined();
    expect(effectOf({ type: "maintenance" })).toBeUndefined();
  });

  it("shows any other message with a text as info", () => {
    expect(effectOf({ type: "info", message: "Mesa 4 pide la cuenta" })).toEqual({
      kind: "info",
      message: "Mesa 4 pide la cuenta",
    });
    expect(effectOf({ type: "requests.created", message: "Nuevo pedido" })).toEqual({
      kind: "info",
      message: "Nuevo pedido",
    });
  });

  it("marks orders or tables stale when they change", () => {
    expect(effectOf({ type: "requests.created", data: { id: 3 } })).toEqual({
      kind: "stale",
      area: "requests",
    });
    expect(effectOf({ type: "requests.closed", data: { id: 3 } })).toEqual({
      kind: "stale",
      area: "requests",
    });
    expect(effectOf({ type: "tables.status_changed", data: { id: 1, status: "busy", request: 3 } })).toEqual({
      kind: "stale",
      area: "tables",
    });
  });

  it("tells which table calls the waiter or asks for the bill, and ignores a malformed call", () => {
    expect(effectOf({ type: "tables.call_waiter", data: { table: 4, name: "S3", reason: "bill" } })).toEqual({
      kind: "callWaiter",
      table: "S3",
      reason: "bill",
    });
    expect(effectOf({ type: "tables.call_waiter", data: { table: 4, reason: "sing" } })).toBeUndefined();
  });

  it("marks the print queue stale when a printer or a ticket changes", () => {
    expect(
      effectOf({ type: "print_queue.changed", data: { printer: 2, delivery: 9, status: "failed" } }),
    ).toEqual({ kind: "stale", area: "print_queue" });
  });

  it("warns of lines printed on the fallback printer, and ignores a malformed warning", () => {
    const gaps = [{ kind: "lines", category: "Bebidas", zone: "Salón" }];
    const data = { job: 1, request: 2, delivery_printer: "Tickets", gaps };
    expect(effectOf({ type: "print_queue.unrouted", data })).toEqual({
      kind: "unrouted",
      printer: "Tickets",
      gaps,
    });
    expect(effectOf({ type: "print_queue.unrouted", data: { ...data, gaps: "Bebidas" } })).toBeUndefined();
  });

  it.each([null, "Refresh", 42, {}, { type: "info", message: "  " }])("ignores %j", (message) => {
    expect(effectOf(message)).toBeUndefined();
  });
});

describe("maintenance states", () => {
  it("blocks only on an active block", () => {
    expect(isBlocked(blocked())).toBe(true);
    expect(isBlocked(blocked(false))).toBe(false);
    expect(isBlocked(alert("x"))).toBe(false);
    expect(isBlocked(undefined)).toBe(false);
  });

  it("shows the banner for an active alert, with a default text when it has none", () => {
    expect(bannerOf(alert("Cierre a las 23:00"), "Aviso")).toBe("Cierre a las 23:00");
    expect(bannerOf(alert("  "), "Aviso")).toBe("Aviso");
    expect(bannerOf(alert("x", false), "Aviso")).toBeUndefined();
    expect(bannerOf(blocked(), "Aviso")).toBeUndefined();
    expect(bannerOf(undefined, "Aviso")).toBeUndefined();
  });

  it("lifts a block only when one was known", () => {
    expect(isLifted(blocked(), blocked(false))).toBe(true);
    expect(isLifted(blocked(), alert("Ya estamos"))).toBe(true);
    expect(isLifted(blocked(), blocked())).toBe(false);
    expect(isLifted(undefined, blocked(false))).toBe(false);
    expect(isLifted(alert("x"), alert("y", false))).toBe(false);
  });
});
