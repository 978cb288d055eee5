import { SHELL } from '../shell';

export interface ScrollStep {
  /** The scroll offset at the previous step. */
  readonly previousY: number;
  readonly y: number;
  /** Whether the header was shown at the previous step. */
  readonly shown: boolean;
}

/**
 * Whether the sticky header shows after a scroll step (spec section 4): always near the top,
 * hidden when scrolling down past the hiding offset, back as soon as the shopper scrolls up.
 */
export function headerShownAfter({ previousY, y, shown }: ScrollStep): boolean {
  if (y < SHELL.headerAlwaysShownUnderPx) return true;
  if (y < previousY) return true;
  if (y > previousY && y > SHELL.headerHideAfterPx) return false;
  return shown;
}
