import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { MessageSignatures } from '../../checkout/ports/message-signatures.port.js';
import { orderLookupCodeExpired, orderLookupCodeInvalid, type OrderLookupCodeError } from '../errors.js';
import type { OrderLookupCode } from '../ports/order-store.port.js';

/** How long a guest's lookup code lives and how many wrong guesses spend it (configuration). */
export const orderLookupSettingsSchema = z.object({
  codeMinutes: z.number().int().min(1).max(60).default(15),
  maxAttempts: z.number().int().min(1).max(10).default(5),
});

export type OrderLookupSettings = z.infer<typeof orderLookupSettingsSchema>;

export const DEFAULT_ORDER_LOOKUP_SETTINGS: OrderLookupSettings = { codeMinutes: 15, maxAttempts: 5 };

/** The code's digits. */
export const ORDER_LOOKUP_CODE_DIGITS = 6;

/** A code just made: what the email carries, and what the store keeps. */
export interface IssuedLookupCode {
  readonly code: string;
  readonly stored: OrderLookupCode;
}

/** The digest a code is kept as: bound to its order, so one order's digest says nothing of another's. */
const digestOf = (signatures: MessageSignatures, reference: string, code: string) => signatures.digest(`order-lookup:${reference}:${code}`);

/** A new code for the order, valid for the settings' minutes. */
export function issueLookupCode(signatures: MessageSignatures, reference: string, now: Date, settings: OrderLookupSettings): IssuedLookupCode {
  const code = signatures.randomDigits(ORDER_LOOKUP_CODE_DIGITS);
  return {
    code,
    stored: { reference, digest: digestOf(signatures, reference, code), expiresAt: new Date(now.getTime() + settings.codeMinutes * 60_000), failedAttempts: 0 },
  };
}

/**
 * A guess refused, and what it does to the code: one more miss counted (`{failedAttempts}`), the
 * code spent (`null`), or nothing (`undefined`).
 */
export interface LookupCodeRefusal {
  readonly error: OrderLookupCodeError;
  readonly update: { readonly failedAttempts: number } | null | undefined;
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) difference |= (a.charCodeAt(index) || 0) ^ (b.charCodeAt(index) || 0);
  return difference === 0;
}

/**
 * Judges a guess (decision 1212). Only the right code learns that it expired (anyone else is told
 * `ORDER_LOOKUP_CODE_INVALID`, as for an order that does not exist); a wrong guess counts, and the
 * `maxAttempts`-th spends the code. The right code is spent by the caller once it has answered.
 */
export function judgeLookupCode(
  signatures: MessageSignatures,
  stored: OrderLookupCode | undefined,
  guess: string,
  now: Date,
  settings: OrderLookupSettings,
): Result<void, LookupCodeRefusal> {
  const refused = (error: OrderLookupCodeError, update: LookupCodeRefusal['update']) => err<void, LookupCodeRefusal>({ error, update });
  const wellFormed = new RegExp(`^\\d{${ORDER_LOOKUP_CODE_DIGITS}}$`).test(guess.trim());
  if (stored === undefined || stored.failedAttempts >= settings.maxAttempts) return refused(orderLookupCodeInvalid(), undefined);
  const right = wellFormed && sameText(digestOf(signatures, stored.reference, guess.trim()), stored.digest);
  if (!right) {
    const failedAttempts = stored.failedAttempts + 1;
    return refused(orderLookupCodeInvalid(), failedAttempts >= settings.maxAttempts ? null : { failedAttempts });
  }
  if (stored.expiresAt.getTime() <= now.getTime()) return refused(orderLookupCodeExpired(), null);
  return ok(undefined);
}
