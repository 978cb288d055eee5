import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on a page, reporting every violation in full and one example of each other result (what
 * passed, what was inapplicable or incomplete): the checks read only the violations, and axe does
 * less work for the rest (its `resultTypes` option).
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}
