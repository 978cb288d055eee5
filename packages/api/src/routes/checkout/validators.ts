import { z } from 'zod';
import { agreedCheckoutSchema } from '@storefront/core/checkout';
import { LOCALES, formatLocale, languageSchema, parseLocaleSegment, regionSchema } from '@storefront/core/locale';
import { idSchema, textSchema } from '@storefront/core/shared';

export { discountsBody } from '../cart/validators.js';

const cartId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
/** A locale such as `ar-sa`: one of the storefront's. */
const locale = z.enum(LOCALES.map(formatLocale) as [string, ...string[]]).transform((value) => parseLocaleSegment(value)!);
/** The browser's key for one press of "Place order": 16 to 128 letters, digits, `-` and `_`. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const email = textSchema({ max: 254, min: 3, trim: true }).pipe(z.email());
const name = textSchema({ max: 80, min: 1, trim: true });
const phone = textSchema({ max: 32, min: 1, trim: true });
const areaCode = z.string().regex(/^[a-z0-9-]{1,40}$/);
/** An attempt's id as the return address carries it. */
const attemptId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

const delivery = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('home'),
    method: z.enum(['standard', 'express']),
    address: z.strictObject({
      firstName: name,
      lastName: name,
      phone,
      line1: textSchema({ max: 200, min: 1, trim: true }),
      line2: textSchema({ max: 200, trim: true }).optional(),
      governorate: areaCode,
      city: areaCode,
      postalCode: z.string().regex(/^[A-Za-z0-9 -]{1,12}$/).optional(),
    }),
  }),
  z.strictObject({ kind: z.literal('pickup'), boutiqueId: idSchema }),
]);

const ofRegion = <T extends { region: string; locale: { region: string } }>(body: T) => body.locale.region === body.region;

export const optionsBody = z.strictObject({ cartId, region: regionSchema, language: languageSchema });

/** The review step's question: the service (an address may be on its way, it plays no part in the fees) or the boutique, and the way of paying. */
export const quoteBody = z
  .strictObject({
    cartId,
    region: regionSchema,
    locale,
    delivery: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('home'), method: z.enum(['standard', 'express']) }),
      z.strictObject({ kind: z.literal('pickup'), boutiqueId: idSchema }),
    ]),
    method: z.enum(['card', 'apple-pay', 'tabby', 'tamara', 'cash-on-delivery']),
  })
  .refine(ofRegion, { path: ['locale'], message: 'must be a locale of the region' });

/** What the review step's "Place order" sends: never a price of its own but the quote it agreed to, never a return address. */
const checkoutFields = {
  cartId,
  region: regionSchema,
  locale,
  email,
  phone: phone.optional(),
  delivery,
  agreed: agreedCheckoutSchema,
};

export const placeBody = z
  .strictObject({
    ...checkoutFields,
    idempotencyKey: idempotencyKey.optional(),
    method: z.enum(['card', 'tabby', 'tamara', 'cash-on-delivery']),
    saveCard: z.boolean().optional(),
    savedCardId: idSchema.optional(),
  })
  .refine(ofRegion, { path: ['locale'], message: 'must be a locale of the region' });

export const applePayPayBody = z
  .strictObject({ ...checkoutFields, idempotencyKey, token: z.record(z.string(), z.unknown()) })
  .refine(ofRegion, { path: ['locale'], message: 'must be a locale of the region' });

export const completeBody = z.strictObject({ region: regionSchema, attemptId });

export const applePayValidateBody = z.strictObject({ region: regionSchema, validationUrl: z.url({ protocol: /^https?$/ }).max(2048) });

/** A provider's webhook as it sends it: JSON, read raw for its signature (the core reads it). */
export const webhookBody = z.record(z.string(), z.unknown());
export const webhookParams = z.strictObject({ provider: z.enum(['card', 'apple-pay', 'tabby', 'tamara']) });

export const savedCardBody = z.strictObject({ region: regionSchema, cardId: idSchema });

/** An order's number as the shopper sees it (`SA-7K2M9Q`); the core judges its form. */
const reference = textSchema({ max: 32, min: 1, trim: true });

/** The page's language, optional: an order's lines are named in it (else as sold; decision 1450). The order and return bodies share it. */
export const linesLanguage = languageSchema.optional();
export const orderBody = z.strictObject({ region: regionSchema, reference, language: linesLanguage });
export const lookupCodeBody = z.strictObject({ region: regionSchema, language: languageSchema, email, reference });
export const lookupBody = z.strictObject({ region: regionSchema, email, reference, code: z.string().regex(/^\d{6}$/), language: linesLanguage });

export const operatorParams = z.strictObject({ reference });
export const operatorBody = z.strictObject({ region: regionSchema });
export const operatorShipBody = z.strictObject({
  region: regionSchema,
  carrier: textSchema({ max: 80, min: 1, trim: true }).optional(),
  tracking: textSchema({ max: 80, min: 1, trim: true }).optional(),
  url: z.url({ protocol: /^https?$/ }).max(2048).optional(),
});
