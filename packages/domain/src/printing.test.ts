import { describe, expect, it } from "vitest";
import {
  cashierInputSchema,
  cashierUpdateSchema,
  drawerKickBytes,
  isHost,
  PRINTING_MESSAGES,
  printerInputSchema,
  printerUpdateSchema,
} from "./printing";

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("isHost", () => {
  it.each([
    "192.168.1.50",
    "10.0.0.1",
    "printer",
    "cocina.local",
    "impresora-barra.example.com",
    "fe80::1",
    "::1",
    "2001:db8:0:0:0:0:2:1",
    "::ffff:192.168.1.50",
  ])("takes %s", (host) => expect(isHost(host)).toBe(true));

  it.each([
    "",
    "http://192.168.1.50",
    "192.168.1.50:9100",
    "999.1.1.1",
    "192.168.1",
    "impresora cocina",
    "-cocina",
    "cocina-.local",
    "cocina/barra",
    "1::2::3",
    "2001:db8:0:0:0:0:2:1:9",
    "fe80::zzzz",
  ])("refuses %j", (host) => expect(isHost(host)).toBe(false));
});

describe("drawerKickBytes", () => {
  it("sends ESC p with the pin and the pulse in 2 ms units, on and off alike", () => {
    expect([...drawerKickBytes(0, 200)]).toEqual([0x1b, 0x70, 0x00, 0x64, 0x64]);
    expect([...drawerKickBytes(1, 100)]).toEqual([0x1b, 0x70, 0x01, 0x32, 0x32]);
    expect([...drawerKickBytes(0, 2)]).toEqual([0x1b, 0x70, 0x00, 0x01, 0x01]);
    expect([...drawerKickBytes(0, 510)]).toEqual([0x1b, 0x70, 0x00, 0xff, 0xff]);
  });

  it("refuses a pulse one byte cannot carry", () => {
    for (const pulse of [0, 1, 512, 1000, 2.5]) expect(() => drawerKickBytes(0, pulse)).toThrow(RangeError);
  });
});

describe("printer schemas", () => {
  it("fills the spec's defaults", () => {
    expect(printerInputSchema.parse({ name: "Cocina", host: "10.0.0.1" })).toEqual({
      name: "Cocina",
      category: [],
      main_tpv: null,
      secondary_tpv: null,
      zone: null,
      allow_to_march: false,
      family: null,
      printer_width: "0",
      connection: "network",
      host: "10.0.0.1",
      port: 9100,
      status_check: true,
    });
  });

  it("needs a host for a network printer, not for a virtual one", () => {
    expect(messagesOf(printerInputSchema.safeParse({ name: "P" }))).toEqual([PRINTING_MESSAGES.host]);
    expect(printerInputSchema.safeParse({ name: "P", connection: "virtual" }).success).toBe(true);
  });

  it("says one clear message for a bad port or host", () => {
    for (const port of [0, 65_536, 1.5]) {
      expect(messagesOf(printerUpdateSchema.safeParse({ port }))).toEqual([PRINTING_MESSAGES.port]);
    }
    expect(printerUpdateSchema.safeParse({ port: 65_535 }).success).toBe(true);
    expect(messagesOf(printerUpdateSchema.safeParse({ host: "a b" }))).toEqual([PRINTING_MESSAGES.host]);
    expect(printerUpdateSchema.parse({ host: " 10.0.0.1 " }).host).toBe("10.0.0.1");
  });
});

describe("cashier schemas", () => {
  it("defaults to a 200 ms pulse on pin 2", () => {
    expect(cashierInputSchema.parse({ name: "Cajón", printer: 1 })).toEqual({
      name: "Cajón",
      printer: 1,
      pulse: 200,
      port: 0,
    });
  });

  it("takes an even pulse of 2..510 ms, with one message otherwise", () => {
    for (const pulse of [2, 200, 510]) expect(cashierUpdateSchema.safeParse({ pulse }).success).toBe(true);
    for (const pulse of [0, 1, 3, 201, 511, 512, 2.5]) {
      expect(messagesOf(cashierUpdateSchema.safeParse({ pulse }))).toEqual([PRINTING_MESSAGES.pulse]);
    }
    expect(cashierUpdateSchema.safeParse({ port: 2 }).success).toBe(false);
  });
});
