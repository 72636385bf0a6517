import { describe, expect, it } from "vitest";
import {
  delayAfterFailures,
  type FailureCount,
  LOGIN_THROTTLE,
  type LoginThrottleInput,
  loginWaitSeconds,
} from "./login-throttle";

const now = new Date("2026-05-01T12:00:00Z");
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const none: FailureCount = { failures: 0, lastFailureAt: null };

function input(overrides: Partial<LoginThrottleInput>): LoginThrottleInput {
  return { now, address: none, accountAddress: none, account: none, knownAddress: false, ...overrides };
}

describe("delayAfterFailures", () => {
  it("lets the free failures through, then doubles from one second", () => {
    expect([4, 5, 6, 7, 8].map((n) => delayAfterFailures(n, 5))).toEqual([0, 1, 2, 4, 8]);
  });

  it("stops at the cap, however many failures", () => {
    expect(delayAfterFailures(5 + 10, 5)).toBe(LOGIN_THROTTLE.maxDelaySeconds);
    expect(delayAfterFailures(1_000_000, 5)).toBe(LOGIN_THROTTLE.maxDelaySeconds);
  });
});

describe("loginWaitSeconds", () => {
  it("lets an attempt through while no counter is past its free failures", () => {
    const failures = { failures: 4, lastFailureAt: now };
    expect(loginWaitSeconds(input({ accountAddress: failures, account: failures, address: failures }))).toBe(
      0,
    );
  });

  it("does not hold an attempt back for a failure written a moment after its own now", () => {
    // Parallel sign-ins: another attempt still in flight was stamped a few ms later.
    const later = { failures: 1, lastFailureAt: new Date(now.getTime() + 5) };
    expect(loginWaitSeconds(input({ accountAddress: later, account: later, address: later }))).toBe(0);
  });

  it("counts the delay from the last failure of the account from this address", () => {
    const seven = (ago: number) => ({ failures: 7, lastFailureAt: secondsAgo(ago) });
    expect(loginWaitSeconds(input({ accountAddress: seven(0) }))).toBe(4);
    expect(loginWaitSeconds(input({ accountAddress: seven(1.5) }))).toBe(3);
    expect(loginWaitSeconds(input({ accountAddress: seven(4) }))).toBe(0);
  });

  it("holds every address of the account back once the account is past its free failures", () => {
    const account = { failures: LOGIN_THROTTLE.accountFreeFailures + 3, lastFailureAt: secondsAgo(2) };
    expect(loginWaitSeconds(input({ account }))).toBe(6);
  });

  it("spares an address that signed in to the account before from the account-wide delay", () => {
    const account = { failures: 500, lastFailureAt: now };
    expect(loginWaitSeconds(input({ account, knownAddress: true }))).toBe(0);
  });

  it("does not spare a known address its own failures", () => {
    const accountAddress = { failures: 6, lastFailureAt: now };
    expect(loginWaitSeconds(input({ accountAddress, knownAddress: true }))).toBe(2);
  });

  it("holds an address back that failed on many accounts", () => {
    const address = { failures: LOGIN_THROTTLE.addressFreeFailures + 1, lastFailureAt: now };
    expect(loginWaitSeconds(input({ address, knownAddress: true }))).toBe(2);
  });

  it("answers the longest of the delays", () => {
    const wait = loginWaitSeconds(
      input({
        address: { failures: LOGIN_THROTTLE.addressFreeFailures, lastFailureAt: now },
        accountAddress: { failures: 8, lastFailureAt: secondsAgo(1) },
        account: { failures: LOGIN_THROTTLE.accountFreeFailures + 1, lastFailureAt: now },
      }),
    );
    expect(wait).toBe(7);
  });
});
