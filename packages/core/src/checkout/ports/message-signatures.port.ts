export const MessageSignatures = Symbol.for('storefront.MessageSignatures');

/**
 * The cryptography of signed messages (webhooks, links, lookup codes), which the core does not do
 * itself: it decides what is signed, with which secret, and how old a message may be.
 */
export interface MessageSignatures {
  /** HMAC-SHA256 of the message with the secret, lower-case hex. */
  sign(secret: string, message: string): string;
  /** Whether the signature is the message's with that secret, compared in constant time. */
  verify(secret: string, message: string, signature: string): boolean;
  /** 32 random bytes, base64url: ids nobody can guess. */
  randomToken(): string;
  /** A random number of `digits` decimal digits (leading zeros kept): a code sent by email. */
  randomDigits(digits: number): string;
  /** SHA-256 of the text, lower-case hex: how a code is kept at rest. */
  digest(text: string): string;
}
