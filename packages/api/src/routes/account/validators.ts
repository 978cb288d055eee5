import { z } from 'zod';
import { CUSTOMER_TITLES } from '@storefront/contract';
import { languageSchema, regionSchema } from '@storefront/core/locale';
import { idSchema, textSchema } from '@storefront/core/shared';

/** An email as typed: trimmed, at most 254 characters, an address's shape. */
const email = textSchema({ max: 254, min: 3, trim: true }).pipe(z.email());
/** Any characters but control ones; the policy judges length and commonness of a new one (8 to 128). */
const password = textSchema({ max: 1024, min: 1 });
const name = textSchema({ max: 80, min: 1, trim: true });
const title = z.enum(CUSTOMER_TITLES);
/** A calendar day (`YYYY-MM-DD`) that exists. */
const day = z.iso.date();
/** A one-time token as a link carries it; its shape is the core's to judge. */
const token = textSchema({ max: 200, min: 1, trim: true });
/** A governorate's or a city's code. */
const areaCode = z.string().regex(/^[a-z0-9-]{1,40}$/);

export const regionBody = z.strictObject({ region: regionSchema });
export const signOutBody = z.strictObject({ region: regionSchema, language: languageSchema.optional() });

export const signInBody = z.strictObject({
  region: regionSchema,
  email: textSchema({ max: 254, min: 1, trim: true }),
  password,
  guestCart: z
    .strictObject({
      cartId: textSchema({ max: 64, min: 1, trim: true }),
      timestamp: z.number().int().min(0).max(8_640_000_000_000_000),
      region: regionSchema,
      locale: z.string().regex(/^(en|ar)-(sa|ae|eg)$/),
    })
    .optional(),
  guestWishlist: z.array(idSchema).max(200).optional(),
});

export const signUpBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  title: title.optional(),
  firstName: name,
  lastName: name,
  email,
  phone: textSchema({ max: 32, min: 1, trim: true }),
  password,
  newsletter: z.boolean(),
  dateOfBirth: day.optional(),
  anniversaryDate: day.optional(),
});

export const emailBody = z.strictObject({ region: regionSchema, language: languageSchema, email: textSchema({ max: 254, min: 1, trim: true }) });
/** A verification link's token, and the language of the page it was followed on (an email change's notice is written in it). */
export const tokenBody = z.strictObject({ region: regionSchema, token, language: languageSchema.optional() });
export const updatePasswordBody = z.strictObject({ region: regionSchema, language: languageSchema, token, password });

export const detailsBody = z.strictObject({
  region: regionSchema,
  title: title.optional(),
  firstName: name,
  lastName: name,
  phone: textSchema({ max: 32, min: 1, trim: true }),
  dateOfBirth: day.optional(),
  anniversaryDate: day.optional(),
});

export const changePasswordBody = z.strictObject({ region: regionSchema, language: languageSchema, currentPassword: password, newPassword: password });
export const changeEmailBody = z.strictObject({ region: regionSchema, language: languageSchema, password, newEmail: email });

const addressFields = {
  region: regionSchema,
  firstName: name,
  lastName: name,
  phone: textSchema({ max: 32, min: 1, trim: true }),
  line1: textSchema({ max: 200, min: 1, trim: true }),
  line2: textSchema({ max: 200, trim: true }).optional(),
  governorate: areaCode,
  city: areaCode,
  postalCode: z.string().regex(/^[A-Za-z0-9 -]{1,16}$/).optional(),
  isDefault: z.boolean().optional(),
};
export const addAddressBody = z.strictObject(addressFields);
export const updateAddressBody = z.strictObject({ ...addressFields, addressId: idSchema });
export const addressIdBody = z.strictObject({ region: regionSchema, addressId: idSchema });
export const newsletterBody = z.strictObject({ region: regionSchema, subscribed: z.boolean() });
export const regionChangeBody = z.strictObject({ from: regionSchema, to: regionSchema });
