import { describe, expect, it } from "vitest";
import {
  cashierErrors,
  cashierFormValues,
  cashierPayload,
  checkReasonKey,
  printerErrors,
  printerFormValues,
  printerPayload,
} from "./printing-forms";

const network = { ...printerFormValues(), name: "Cocina", host: "192.168.1.50" };

describe("the printer form", () => {
  it("starts as a network printer on port 9100 with 80 mm paper at 48 columns", () => {
    expect(printerFormValues()).toMatchObject({
      connection: "network",
      port: "9100",
      printer_width: "0",
      status_check: true,
    });
    expect(printerErrors(network)).toEqual({});
    expect(printerPayload({ ...network, status_check: false })).toMatchObject({ status_check: false });
  });

  it("sends no host for a virtual printer, and needs none", () => {
    const values = { ...network, connection: "virtual" as const, host: "", port: "" };
    expect(printerPayload(values)).toMatchObject({ connection: "virtual", host: null, port: 9100 });
    expect(printerErrors(values)).toEqual({});
  });

  it("says what a host and a port may be", () => {
    expect(printerErrors({ ...network, host: "http://printer" }).host).toBe("printing.printers.rules.host");
    expect(printerErrors({ ...network, host: "" }).host).toBe("form.required");
    expect(printerErrors({ ...network, port: "70000" }).port).toBe("printing.printers.rules.port");
    expect(printerErrors({ ...network, port: "" }).port).toBe("form.required");
  });

  it("names the known reasons a check failed", () => {
    expect(checkReasonKey({ reachable: false, elapsed_ms: 3, reason: "refused" })).toBe(
      "printing.printers.check.reasons.refused",
    );
    expect(checkReasonKey({ reachable: false, elapsed_ms: 3, reason: "paper_out" })).toBe(
      "printing.printers.check.reasons.paper_out",
    );
    expect(checkReasonKey({ reachable: false, elapsed_ms: 3, reason: "EHOSTUNREACH" })).toBeNull();
    expect(checkReasonKey({ reachable: true, elapsed_ms: 3, reason: null })).toBeNull();
  });
});

describe("the cash drawer form", () => {
  const drawer = { ...cashierFormValues(), name: "Caja 1", printer: "4" };

  it("starts with a 200 ms pulse on pin 2", () => {
    expect(cashierPayload(drawer)).toEqual({ name: "Caja 1", printer: 4, pulse: 200, port: 0 });
    expect(cashierErrors(drawer)).toEqual({});
  });

  it("takes an even pulse from 2 to 510 ms, and says so otherwise", () => {
    for (const pulse of ["511", "1", "201", "0"]) {
      expect(cashierErrors({ ...drawer, pulse }).pulse, pulse).toBe("printing.cashiers.rules.pulse");
    }
    expect(cashierErrors({ ...drawer, pulse: "510" })).toEqual({});
    expect(cashierErrors({ ...drawer, pulse: "" }).pulse).toBe("form.required");
  });

  it("needs a printer", () => {
    expect(cashierErrors({ ...drawer, printer: null }).printer).toBe("form.required");
  });
});
