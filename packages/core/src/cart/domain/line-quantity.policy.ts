import { err, ok, type Result } from 'neverthrow';
import type { CartLineLimitError, LineQuantityError } from '../errors.js';

export interface LineQuantityRequest {
  readonly sku: string;
  /** The quantity the line would have after the change. */
  readonly requested: number;
  /** Units the region can still sell; `undefined` when stock was not looked up. */
  readonly availableToSell?: number | undefined;
}

/** How many units one cart line may hold, and how many different lines one cart may hold. */
export interface LineQuantityPolicy {
  /** Accepts the requested quantity or says which bound it breaks. */
  check(request: LineQuantityRequest): Result<number, LineQuantityError>;
  /** Accepts a cart that would hold `lineCount` different lines, or names the limit. */
  checkLineCount(lineCount: number): Result<number, CartLineLimitError>;
}

export interface LineQuantityBounds {
  readonly minimum: number;
  readonly maximum: number;
  /** Different lines (products and sizes) one cart may hold. */
  readonly maximumLines?: number;
}

export const DEFAULT_LINE_QUANTITY_BOUNDS = { minimum: 1, maximum: 10, maximumLines: 20 } as const satisfies Required<LineQuantityBounds>;

/**
 * The quantities a shopper is offered for a line: from the minimum up to the per-line maximum and
 * to what the region can still sell, so a choice the store would refuse is not offered; never fewer
 * than the line holds, so its own quantity (over stock after a sale elsewhere) stays choosable.
 */
export function lineQuantityChoices(line: { readonly quantity: number; readonly availableToSell: number }, bounds: LineQuantityBounds = DEFAULT_LINE_QUANTITY_BOUNDS): number[] {
  const highest = Math.max(Math.min(bounds.maximum, Math.floor(line.availableToSell)), line.quantity, bounds.minimum);
  return Array.from({ length: highest - bounds.minimum + 1 }, (_, index) => index + bounds.minimum);
}

/**
 * At least one unit (removing a line is its own action), at most ten per line and twenty lines per
 * cart (decision 0107), and never more than the region can sell: that last refusal is the spec's
 * quantityExceeds toast.
 */
export class DefaultLineQuantityPolicy implements LineQuantityPolicy {
  private readonly bounds: Required<LineQuantityBounds>;

  constructor(bounds: LineQuantityBounds = DEFAULT_LINE_QUANTITY_BOUNDS) {
    this.bounds = { maximumLines: DEFAULT_LINE_QUANTITY_BOUNDS.maximumLines, ...bounds };
  }

  check({ sku, requested, availableToSell }: LineQuantityRequest): Result<number, LineQuantityError> {
    if (!Number.isInteger(requested) || requested < this.bounds.minimum) {
      return err({ code: 'QUANTITY_BELOW_MINIMUM', params: { sku, requested, minimum: this.bounds.minimum } });
    }
    if (requested > this.bounds.maximum) {
      return err({ code: 'LINE_QUANTITY_LIMIT', params: { sku, requested, limit: this.bounds.maximum } });
    }
    if (availableToSell !== undefined && requested > availableToSell) {
      return err({ code: 'QUANTITY_EXCEEDS', params: { sku, requested, availableToSell: Math.max(0, availableToSell) } });
    }
    return ok(requested);
  }

  checkLineCount(lineCount: number): Result<number, CartLineLimitError> {
    return lineCount > this.bounds.maximumLines ? err({ code: 'CART_LINE_LIMIT', params: { limit: this.bounds.maximumLines } }) : ok(lineCount);
  }
}
