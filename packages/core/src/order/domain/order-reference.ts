/**
 * An order number as a shopper types it, in the form the store keeps (`sa-7k2m9q ` is `SA-7K2M9Q`),
 * or none for text that can be no order number: which is answered as an order that does not exist.
 */
export function readOrderReference(text: string): string | undefined {
  const reference = text.trim().toUpperCase();
  return /^[A-Z0-9][A-Z0-9-]{2,39}$/.test(reference) ? reference : undefined;
}

/** Emails compared as accounts compare them: trimmed, case-insensitive. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
