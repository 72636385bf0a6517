import { describe, expect, it } from "vitest";
import { alsoTaken, associationRules, frequentItemsets, type Rule } from "./apriori";

/**
 * Han, Kamber & Pei, "Data Mining", table 6.1: nine baskets over items 1–5. The frequent
 * itemsets at a support count of 2 and the rules at confidence 0.7 below were worked out by
 * hand from the table (the book lists the same itemsets and the three rules of {1,2,5}).
 */
const HAN = [
  [1, 2, 5],
  [2, 4],
  [2, 3],
  [1, 2, 4],
  [1, 3],
  [2, 3],
  [1, 3],
  [1, 2, 3, 5],
  [1, 2, 3],
];

const rule = (antecedent: number[], consequent: number[], a: number, c: number): Rule => ({
  antecedent,
  consequent,
  count: 2,
  support: 2 / 9,
  confidence: 1,
  lift: (2 * 9) / (a * c),
});

describe("apriori on the textbook's baskets", () => {
  it("finds the frequent itemsets", () => {
    expect(frequentItemsets(HAN, 2 / 9)).toEqual([
      { items: [1], count: 6 },
      { items: [2], count: 7 },
      { items: [3], count: 6 },
      { items: [4], count: 2 },
      { items: [5], count: 2 },
      { items: [1, 2], count: 4 },
      { items: [1, 3], count: 4 },
      { items: [1, 5], count: 2 },
      { items: [2, 3], count: 4 },
      { items: [2, 4], count: 2 },
      { items: [2, 5], count: 2 },
      { items: [1, 2, 3], count: 2 },
      { items: [1, 2, 5], count: 2 },
    ]);
  });

  it("derives the rules at confidence 0.7, strongest lift first", () => {
    const rules = associationRules(frequentItemsets(HAN, 2 / 9), HAN.length, 0.7);
    expect(rules).toEqual([
      rule([5], [1, 2], 2, 4), // lift 2.25
      rule([2, 5], [1], 2, 6), // lift 1.5
      rule([5], [1], 2, 6),
      rule([1, 5], [2], 2, 7), // lift 9/7
      rule([4], [2], 2, 7),
      rule([5], [2], 2, 7),
    ]);
  });

  it("says who also took 5", () => {
    expect(alsoTaken(HAN, 5)).toEqual({
      withProduct: 2,
      results: [
        { product_id: 1, count: 2, probability: 1, lift: 18 / 12 },
        { product_id: 2, count: 2, probability: 1, lift: 18 / 14 },
        { product_id: 3, count: 1, probability: 0.5, lift: 9 / 12 },
      ],
    });
  });
});

/** The reference: every subset of the items counted by scanning every basket. */
function bruteForce(baskets: number[][], items: number[], minSupport: number, minConfidence: number) {
  const count = (set: number[]) =>
    baskets.filter((basket) => set.every((item) => basket.includes(item))).length;
  const subsets: number[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++)
    subsets.push(items.filter((_, index) => mask & (1 << index)));
  const frequent = subsets
    .map((set) => ({ items: set, count: count(set) }))
    .filter((set) => set.count / baskets.length >= minSupport);
  const rules: Rule[] = [];
  for (const set of frequent) {
    for (const antecedent of subsets) {
      if (antecedent.length >= set.items.length || !antecedent.every((item) => set.items.includes(item)))
        continue;
      const consequent = set.items.filter((item) => !antecedent.includes(item));
      const confidence = set.count / count(antecedent);
      if (confidence < minConfidence) continue;
      rules.push({
        antecedent,
        consequent,
        count: set.count,
        support: set.count / baskets.length,
        confidence,
        lift: (set.count * baskets.length) / (count(antecedent) * count(consequent)),
      });
    }
  }
  return { frequent, rules };
}

function seededBaskets(seed: number, orders: number): number[][] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  // Burgers pull chips and a drink, coffee pulls dessert: correlated baskets, as at a bar.
  return Array.from({ length: orders }, () => {
    const basket = new Set<number>();
    if (next() < 0.4) {
      basket.add(10);
      if (next() < 0.7) basket.add(11);
      if (next() < 0.5) basket.add(12);
    }
    if (next() < 0.3) {
      basket.add(20);
      if (next() < 0.6) basket.add(21);
    }
    for (const item of [12, 13, 14, 15, 30]) if (next() < 0.15) basket.add(item);
    if (basket.size === 0) basket.add(13);
    return [...basket].sort((a, b) => a - b);
  });
}

const byKey = <T extends { antecedent?: number[]; consequent?: number[]; items?: number[] }>(list: T[]) =>
  [...list].sort((a, b) =>
    JSON.stringify([a.items, a.antecedent, a.consequent]).localeCompare(
      JSON.stringify([b.items, b.antecedent, b.consequent]),
    ),
  );

describe("apriori against the brute-force reference", () => {
  const items = [10, 11, 12, 13, 14, 15, 20, 21, 30];
  it.each([
    [1, 0.02, 0.1],
    [2, 0.05, 0.3],
    [3, 0.01, 0],
    [4, 0.1, 0.5],
  ])(
    "fixture %i (support %f, confidence %f) gives exactly the reference's itemsets and rules",
    (seed, support, confidence) => {
      const baskets = seededBaskets(seed, 300);
      const expected = bruteForce(baskets, items, support, confidence);
      const itemsets = frequentItemsets(baskets, support, items.length);
      expect(byKey(itemsets)).toEqual(byKey(expected.frequent));
      const rules = associationRules(itemsets, baskets.length, confidence);
      expect(byKey(rules)).toEqual(byKey(expected.rules));
      for (let i = 1; i < rules.length; i++)
        expect((rules[i - 1] as Rule).lift).toBeGreaterThanOrEqual((rules[i] as Rule).lift);
    },
  );

  it("stops at the longest itemset asked for", () => {
    const baskets = seededBaskets(3, 300);
    const itemsets = frequentItemsets(baskets, 0.01, 2);
    expect(Math.max(...itemsets.map((set) => set.items.length))).toBe(2);
    expect(byKey(itemsets)).toEqual(
      byKey(bruteForce(baskets, items, 0.01, 0).frequent.filter((set) => set.items.length <= 2)),
    );
  });

  it("has nothing to say about no orders", () => {
    expect(frequentItemsets([], 0.1)).toEqual([]);
  });
});
