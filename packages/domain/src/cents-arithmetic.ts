/**
 * Exact arithmetic on integer cents for the order's money (see order-totals.ts): every
 * division is done on integers and rounded once, half away from zero. Only
 * `spreadProportionally` is public; the rest serves the order-totals and payment-rules files.
 */

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function assertCents(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be integer cents from 0, got ${value}`);
  }
}

/**
 * `value` × 100 as an integer: quantities and percentages have at most 2 decimals, so in
 * hundredths they are whole and every product and quotient below stays exact.
 */
export function toHundredths(value: number, what: string): number {
  const scaled = Number((value * 100).toPrecision(15));
  if (!Number.isSafeInteger(scaled))
    throw new RangeError(`${what} must have at most 2 decimals, got ${value}`);
  return scaled;
}

export function percentHundredths(percent: number, what: string): number {
  const hundredths = toHundredths(percent, what);
  if (hundredths < 0 || hundredths > 10_000) throw new RangeError(`${what} must be 0..100, got ${percent}`);
  return hundredths;
}

/**
 * a × b / c rounded half away from zero (a, b ≥ 0, c > 0), in BigInt so that a large total
 * times a percentage in hundredths cannot pass 2^53 and lose its last cent.
 */
export function mulDivRound(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return Number((numerator * 2n + divisor) / (divisor * 2n));
}

/**
 * `amountCents` shared out in proportion to `weights` by the largest-remainder method, so the
 * shares add up to the amount exactly: each gets the floor of its exact share, then the cents
 * left over go one each to the largest remainders, the earlier entry first on a tie.
 */
export function spreadProportionally(amountCents: number, weights: readonly number[]): number[] {
  assertCents(amountCents, "amountCents");
  weights.forEach((weight, index) => {
    assertCents(weight, `weights[${index}]`);
  });
  const weightsTotal = BigInt(sum(weights));
  if (weightsTotal === 0n) {
    if (amountCents === 0) return weights.map(() => 0);
    throw new RangeError("cannot spread an amount over weights that are all 0");
  }
  const amount = BigInt(amountCents);
  const shares = weights.map((weight) => {
    const exact = amount * BigInt(weight);
    return { floor: Number(exact / weightsTotal), remainder: exact % weightsTotal };
  });
  let leftover = amountCents - sum(shares.map((share) => share.floor));
  const byRemainder = shares
    .map((share, index) => ({ remainder: share.remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((share) => share.floor);
  for (const { index } of byRemainder) {
    if (leftover === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    leftover -= 1;
  }
  return result;
}
