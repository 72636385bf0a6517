/**
 * The login throttle's rule, without I/O: given the failures the database counted, whether an
 * attempt may check its password now or must wait. Why each counter exists is in
 * docs/decisions.md ("Login abuse").
 */

export const LOGIN_THROTTLE = {
  /** Failures from one address, over every account, are counted over this window. */
  addressWindowMinutes: 15,
  addressFreeFailures: 30,
  /** Account counters remember failures this long, so a capped delay stays capped. */
  accountMemoryHours: 24,
  accountAddressFreeFailures: 5,
  accountFreeFailures: 10,
  /** An address that signed in to the account this recently is spared the account-wide delay. */
  knownAddressDays: 30,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
} as const;

/** Failures of one counter: how many, and when the last one happened. */
export interface FailureCount {
  failures: number;
  lastFailureAt: Date | null;
}

export interface LoginThrottleInput {
  now: Date;
  /** This address, every account, within the address window. */
  address: FailureCount;
  /** This account from this address, since its last success from here (within the memory). */
  accountAddress: FailureCount;
  /** This account from every address, within the memory; successes do not clear it. */
  account: FailureCount;
  /** This address signed in to this account within knownAddressDays. */
  knownAddress: boolean;
}

/**
 * The delay a counter imposes after its last failure: none up to `free` failures, then
 * firstDelaySeconds doubling with each further failure, capped at maxDelaySeconds.
 */
export function delayAfterFailures(failures: number, free: number): number {
  if (failures < free) return 0;
  const { firstDelaySeconds, maxDelaySeconds } = LOGIN_THROTTLE;
  // Past 2^20 the cap has long been reached; the bound keeps the power finite.
  const doublings = Math.min(failures - free, 20);
  return Math.min(firstDelaySeconds * 2 ** doublings, maxDelaySeconds);
}

function secondsLeft(count: FailureCount, free: number, now: Date): number {
  const delay = delayAfterFailures(count.failures, free);
  // Without a delay there is nothing to wait: an attempt still in flight may have been written
  // a moment after this one's "now".
  if (!count.lastFailureAt || delay === 0) return 0;
  const waitedMs = now.getTime() - count.lastFailureAt.getTime();
  return Math.max(0, Math.ceil(delay - waitedMs / 1000));
}

/** Whole seconds the attempt must wait before its password is checked; 0 lets it through. */
export function loginWaitSeconds(input: LoginThrottleInput): number {
  const { now } = input;
  return Math.max(
    secondsLeft(input.address, LOGIN_THROTTLE.addressFreeFailures, now),
    secondsLeft(input.accountAddress, LOGIN_THROTTLE.accountAddressFreeFailures, now),
    input.knownAddress ? 0 : secondsLeft(input.account, LOGIN_THROTTLE.accountFreeFailures, now),
  );
}
