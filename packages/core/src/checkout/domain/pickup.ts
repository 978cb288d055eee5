import type { BoutiqueStock } from '../ports/checkout-store.port.js';

/** A line as pickup needs it: which variant, how many. */
export interface PickupLine {
  readonly variantId: number;
  readonly sku: string;
  readonly quantity: number;
}

/** The SKUs of the lines a boutique cannot hand over in full. */
export function missingAt(boutique: BoutiqueStock, lines: readonly PickupLine[]): readonly string[] {
  return lines.filter((line) => (boutique.available[line.variantId] ?? 0) < line.quantity).map((line) => line.sku);
}

/**
 * The boutiques a shopper may collect from: those holding every line in its full quantity (one
 * parcel, one visit). A boutique is named by its inventory `locationId`, the `boutiqueId` of a
 * pickup `DeliveryChoice`.
 */
export function pickupOptions(boutiques: readonly BoutiqueStock[], lines: readonly PickupLine[]): readonly BoutiqueStock[] {
  if (lines.length === 0) return [];
  return boutiques.filter((boutique) => missingAt(boutique, lines).length === 0);
}
