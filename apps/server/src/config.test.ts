import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("TRUSTED_PROXIES", () => {
  it("trusts nobody when unset or empty", () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: " , " }).trustedProxies).toEqual([]);
  });

  it("reads a comma list of addresses, CIDRs and proxy-addr's range names", () => {
    const config = loadConfig({ TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback" });
    expect(config.trustedProxies).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "loopback"]);
  });

  it.each(["proxy.example.com", "10.0.0.0/33", "10.0.0.1/8/1", "10.0.0/8", "*", "::1/129", "1.2.3.4/x"])(
    "refuses to start on %s",
    (entry) => {
      expect(() => loadConfig({ TRUSTED_PROXIES: `127.0.0.1,${entry}` })).toThrow(entry);
    },
  );
});
