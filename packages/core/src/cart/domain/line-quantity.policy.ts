import { err, ok, type Result } from 'neverthrow';
import type { LineQuantityError } from '../errors.js';

export interface LineQuantityRequest {
  readonly sku: string;
  /** The quantity the line would have after the change. */
  readonly requested: number;
  /** Units the region can still sell; `undefined` when stock was not looked up. */
  readonly availableToSell?: number | undefined;
}

/** How many units of one product a single cart line may hold. */
export interface LineQuantityPolicy {
  /** Accepts the requested quantity or says which bound it breaks. */
  check(request: LineQuantityRequest): Result<number, LineQuantityError>;
}

export interface LineQuantityBounds {
  readonly minimum: number;
  readonly maximum: number;
}

export const DEFAULT_LINE_QUANTITY_BOUNDS: LineQuantityBounds = { minimum: 1, maximum: 10 };

/**
 * At least one unit (removing a line is its own action), at most ten (decision 0107), and never
 * more than the region can sell: that last refusal is the spec's quantityExceeds toast.
 */
export class DefaultLineQuantityPolicy implements LineQuantityPolicy {
  constructor(private readonly bounds: LineQuantityBounds = DEFAULT_LINE_QUANTITY_BOUNDS) {}

  check({ sku, requested, availableToSell }: LineQuantityRequest): Result<number, LineQuantityError> {
    if (!Number.isInteger(requested) || requested < this.bounds.minimum) {
      return err({ code: 'QUANTITY_BELOW_MINIMUM', params: { sku, requested, minimum: this.bounds.minimum } });
    }
    if (requested > this.bounds.maximum) {
      return err({ code: 'QUANTITY_ABOVE_MAXIMUM', params: { sku, requested, maximum: this.bounds.maximum } });
    }
    if (availableToSell !== undefined && requested > availableToSell) {
      return err({ code: 'QUANTITY_EXCEEDS', params: { sku, requested, available: Math.max(0, availableToSell) } });
    }
    return ok(requested);
  }
}
