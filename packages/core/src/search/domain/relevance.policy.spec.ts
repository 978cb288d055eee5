import { describe, expect, it } from 'vitest';
import { DEFAULT_RELEVANCE_RULE, DefaultRelevancePolicy, RELEVANCE_RULES, type RelevanceRule } from './relevance.policy.js';

describe('DefaultRelevancePolicy', () => {
  it('ranks by the words’ weights unless configured otherwise', () => {
    expect(new DefaultRelevancePolicy().rule).toBe('word-weights');
    expect(DEFAULT_RELEVANCE_RULE).toBe('word-weights');
  });

  it('takes either rule from configuration', () => {
    expect(RELEVANCE_RULES.map((rule) => new DefaultRelevancePolicy(rule).rule)).toEqual(['word-weights', 'proximity']);
  });

  it('refuses a rule it does not know when built, not on a search', () => {
    expect(() => new DefaultRelevancePolicy('distance' as RelevanceRule)).toThrow();
  });
});
