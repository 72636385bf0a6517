/**
 * Frequent itemsets and association rules (Agrawal & Srikant 1994; research notes §6.1) over
 * baskets of product ids, one basket per order with each product once. Candidates are generated
 * level by level from two frequent (k−1)-itemsets sharing their first k−2 items, and pruned
 * unless every (k−1)-subset is frequent; each candidate is counted on bitsets of the orders
 * holding each itemset (one AND and a popcount per candidate), which keeps 100,000 orders fast.
 *
 * support(X) = count(X) / N, confidence(A→C) = count(A∪C) / count(A),
 * lift(A→C) = confidence / support(C). A set is frequent when count / N ≥ min support.
 */

export interface Itemset {
  /** Product ids, ascending. */
  items: number[];
  count: number;
}

export interface Rule {
  antecedent: number[];
  consequent: number[];
  count: number;
  support: number;
  confidence: number;
  lift: number;
}

/** Longer combinations are rare at a restaurant and would only multiply the rules. */
export const MAX_ITEMSET_SIZE = 4;

const keyOf = (items: readonly number[]) => items.join(",");

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function intersect(a: Uint32Array, b: Uint32Array): { bits: Uint32Array; count: number } {
  const bits = new Uint32Array(a.length);
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    const word = (a[i] as number) & (b[i] as number);
    bits[i] = word;
    count += popcount(word);
  }
  return { bits, count };
}

/** Every frequent itemset of up to `maxSize` items, by size and then by ids. */
export function frequentItemsets(
  baskets: readonly (readonly number[])[],
  minSupport: number,
  maxSize = MAX_ITEMSET_SIZE,
): Itemset[] {
  const total = baskets.length;
  if (total === 0) return [];
  const frequent = (count: number) => count / total >= minSupport;
  const words = Math.ceil(total / 32);
  const bitsOf = new Map<number, Uint32Array>();
  baskets.forEach((basket, order) => {
    for (const item of basket) {
      let bits = bitsOf.get(item);
      if (!bits) {
        bits = new Uint32Array(words);
        bitsOf.set(item, bits);
      }
      bits[order >>> 5] = (bits[order >>> 5] as number) | (1 << (order & 31));
    }
  });
  let level: Array<Itemset & { bits: Uint32Array }> = [];
  for (const [item, bits] of [...bitsOf].sort(([a], [b]) => a - b)) {
    const count = bits.reduce((sum, word) => sum + popcount(word), 0);
    if (frequent(count)) level.push({ items: [item], count, bits });
  }
  const result: Itemset[] = level.map(({ items, count }) => ({ items, count }));
  for (let size = 2; size <= maxSize && level.length > 1; size++) {
    const known = new Set(level.map((set) => keyOf(set.items)));
    const next: typeof level = [];
    for (let i = 0; i < level.length; i++) {
      const a = level[i] as (typeof level)[number];
      for (let j = i + 1; j < level.length; j++) {
        const b = level[j] as (typeof level)[number];
        // Sorted lists: once the prefixes differ, no later set shares a's prefix.
        if (keyOf(a.items.slice(0, -1)) !== keyOf(b.items.slice(0, -1))) break;
        const items = [...a.items, b.items[size - 2] as number];
        const allSubsetsFrequent = items.every(
          (_, skip) => size === 2 || known.has(keyOf(items.filter((__, index) => index !== skip))),
        );
        if (!allSubsetsFrequent) continue;
        const { bits, count } = intersect(a.bits, b.bits);
        if (frequent(count)) next.push({ items, count, bits });
      }
    }
    for (const { items, count } of next) result.push({ items, count });
    level = next;
  }
  return result;
}

/** Rules A → C from each frequent itemset, strongest lift first. */
export function associationRules(itemsets: readonly Itemset[], total: number, minConfidence: number): Rule[] {
  const countOf = new Map(itemsets.map((set) => [keyOf(set.items), set.count]));
  const rules: Rule[] = [];
  for (const set of itemsets) {
    const size = set.items.length;
    if (size < 2) continue;
    for (let mask = 1; mask < (1 << size) - 1; mask++) {
      const antecedent = set.items.filter((_, index) => mask & (1 << index));
      const consequent = set.items.filter((_, index) => !(mask & (1 << index)));
      // Every subset of a frequent set is frequent, so both counts are known.
      const antecedentCount = countOf.get(keyOf(antecedent)) as number;
      const consequentCount = countOf.get(keyOf(consequent)) as number;
      const confidence = set.count / antecedentCount;
      if (confidence < minConfidence) continue;
      rules.push({
        antecedent,
        consequent,
        count: set.count,
        support: set.count / total,
        confidence,
        lift: (set.count * total) / (antecedentCount * consequentCount),
      });
    }
  }
  return rules.sort(
    (a, b) =>
      b.lift - a.lift ||
      b.confidence - a.confidence ||
      b.count - a.count ||
      compareIds(a.antecedent, b.antecedent) ||
      compareIds(a.consequent, b.consequent),
  );
}

function compareIds(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return a.length - b.length;
}

export interface AlsoTaken {
  product_id: number;
  count: number;
  probability: number;
  lift: number;
}

/** "Customers who took X also took Y": P(Y | X) for every Y seen with X, most likely first. */
export function alsoTaken(
  baskets: readonly (readonly number[])[],
  product: number,
): { withProduct: number; results: AlsoTaken[] } {
  const together = new Map<number, number>();
  const overall = new Map<number, number>();
  let withProduct = 0;
  for (const basket of baskets) {
    const has = basket.includes(product);
    if (has) withProduct++;
    for (const item of basket) {
      overall.set(item, (overall.get(item) ?? 0) + 1);
      if (has && item !== product) together.set(item, (together.get(item) ?? 0) + 1);
    }
  }
  const results = [...together].map(([id, count]) => ({
    product_id: id,
    count,
    probability: count / withProduct,
    lift: (count * baskets.length) / (withProduct * (overall.get(id) as number)),
  }));
  results.sort((a, b) => b.probability - a.probability || b.lift - a.lift || a.product_id - b.product_id);
  return { withProduct, results };
}
