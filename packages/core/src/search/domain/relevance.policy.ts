import { z } from 'zod';

/**
 * How a text search in relevance order ranks its hits (decision 0512). Either way a hit is a
 * product having every word of the text (or of one of the merchant's alternatives), the words
 * count by where the product has them (its name above its type and categories, above its other
 * attributes: `ts_rank`'s weights A, B and C) and equal ranks go by SKU.
 * - `word-weights`: the rank is a function of the weights of each word's places in the product
 *   alone, summed over the text's words as `ts_rank` ranks an OR of them; how far apart the words
 *   stand does not count. A text of one word, or a clause with alternatives, ranks the same under
 *   both rules.
 * - `proximity`: a text of several words (an AND) is ranked by `ts_rank` of the AND, which also
 *   weighs the distances between the words' places, so each hit is ranked on its own.
 */
export const RELEVANCE_RULES = ['word-weights', 'proximity'] as const;
export type RelevanceRule = (typeof RELEVANCE_RULES)[number];

/** Ranking by the words' weights: the order a shopper sees from a page read without ranking every hit. */
export const DEFAULT_RELEVANCE_RULE: RelevanceRule = 'word-weights';

export const relevanceRuleSchema = /* @__PURE__ */ z.enum(RELEVANCE_RULES);

/** Which rule ranks the hits of a text search in relevance order. */
export interface RelevancePolicy {
  /** The rule every search and type-ahead in relevance order ranks by. */
  readonly rule: RelevanceRule;
}

/** Ranks by the words' weights unless configured otherwise. */
export class DefaultRelevancePolicy implements RelevancePolicy {
  readonly rule: RelevanceRule;

  constructor(rule: RelevanceRule = DEFAULT_RELEVANCE_RULE) {
    // A rule the engine does not know is a deployment bug: fail at start, not on a search.
    this.rule = relevanceRuleSchema.parse(rule);
  }
}
