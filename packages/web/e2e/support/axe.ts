import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on a page, reporting every violation in full and one example of each other result (what
 * passed, what was inapplicable or incomplete): the checks read only the violations, and axe does
 * less work for the rest (its `resultTypes` option).
 *
 * In axe's single-page mode (`setLegacyMode`): the store's pages frame nothing from another origin
 * (the mailbox's emails are its own), so axe runs once in the page. Its default mode runs in each
 * frame and then opens a blank page to merge the results, loading axe into a new page for every
 * check: a second page, and a third of each check's time, for frames these pages do not have.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
}
