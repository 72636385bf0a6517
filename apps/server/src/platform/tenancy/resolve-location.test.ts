import { describe, expect, it } from "vitest";
import { resolveLocation } from "./resolve-location";

describe("resolveLocation", () => {
  it.each([
    [undefined, "localhost:3000", "demo"],
    [undefined, "127.0.0.1:3000", "demo"],
    [undefined, "[::1]:3000", "demo"],
    [undefined, "192.168.1.20", "demo"],
    [undefined, "pepe.comanda.app", "pepe"],
    [undefined, "pepe.localhost:3000", "pepe"],
    [undefined, "comanda.app", "demo"],
    ["https://casa-luz.comanda.app", "localhost", "casa-luz"],
    ["http://localhost:5173", "pepe.comanda.app", "demo"],
    ["not a url://", "pepe.comanda.app", "demo"],
    [undefined, undefined, "demo"],
  ])("site %s host %s → %s", (site, host, expected) => {
    expect(resolveLocation(site, host, "demo")).toBe(expected);
  });
});
