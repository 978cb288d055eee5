import * as z from 'zod/mini';
import { languageWire } from './catalog.wire.js';
import { regionWire } from './money.wire.js';
import { wishlistWire } from './wishlist.wire.js';

/**
 * Sign-in and the account (issue 19): every request and answer of `/api/auth/*` and
 * `/api/account/*`. Like the rest of the API (decision 1010), every route is a POST with a JSON
 * body that names the `region` (each region is a store with its own customers, and a session is
 * of one region), answered in the `{ response, hasError }` envelope. Every route below needs the
 * client header `x-storefront-client: web` (the same-origin guard, `403 FORBIDDEN_ORIGIN`), even
 * the reads: they read the session cookie. The session is the httpOnly cookie `storefront_session`;
 * a route marked "signed in" answers `401 SIGNED_OUT` without a session of the body's region.
 *
 * | Route | Body | Answer | Errors (besides `INVALID_REQUEST`, `FORBIDDEN_ORIGIN`, `UNAVAILABLE`) |
 * |---|---|---|---|
 * | `POST /api/auth/secure-login` | {@link SignInBody} | {@link SignedInWire}; sets the session cookie (a new id, any old session ended) | 401 `INVALID_CREDENTIALS`, 403 `EMAIL_NOT_VERIFIED`, 429 `RATE_LIMITED` |
 * | `POST /api/auth/sign-up` | {@link SignUpBody} | {@link AcceptedWire} (the same for an email that has an account: that one gets the `account-exists` email) | 400 `PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG`, `PASSWORD_BREACHED`, `PASSWORD_GUESSABLE`, `PHONE_*`, `DAY_INVALID`; 429 `RATE_LIMITED` |
 * | `POST /api/auth/verification-email` | {@link EmailBody} (resend) | {@link AcceptedWire}, whatever the email | 429 `RATE_LIMITED` |
 * | `POST /api/auth/verify-email` | {@link TokenBody} | {@link AcceptedWire} | 400 `TOKEN_INVALID`, 410 `TOKEN_EXPIRED` |
 * | `POST /api/auth/reset-password` | {@link EmailBody} (request a link) | {@link AcceptedWire}, whatever the email | 429 `RATE_LIMITED` |
 * | `POST /api/auth/update-password` | {@link UpdatePasswordBody} (token + new password) | {@link AcceptedWire}; every session of the account ends | 400 `TOKEN_INVALID`, `PASSWORD_*`; 410 `TOKEN_EXPIRED` |
 * | `POST /api/auth/sign-out` | {@link SignOutBody} | {@link SignedOutWire} (the cart the browser keeps as a guest cart); clears the cookie | none (signed out already is fine) |
 * | `POST /api/auth/sign-out-everywhere` | {@link RegionBody}, signed in | {@link SignedOutWire}; every session of the account ends | 401 `SIGNED_OUT` |
 * | `POST /api/account` | {@link RegionBody}, signed in | {@link AccountWire} | 401 `SIGNED_OUT` |
 * | `POST /api/account/details` | {@link DetailsBody}, signed in | {@link AccountWire} | 401 `SIGNED_OUT`, 400 `PHONE_*`, `DAY_INVALID` (a date ahead, or before 1900) |
 * | `POST /api/account/password` | {@link ChangePasswordBody}, signed in | {@link AccountWire}; the session id is renewed, other sessions end | 401 `SIGNED_OUT`, 403 `CURRENT_PASSWORD_INCORRECT`, 400 `PASSWORD_*`, 429 `RATE_LIMITED` |
 * | `POST /api/account/email` | {@link ChangeEmailBody}, signed in | {@link AccountWire} (the new address is `pendingEmail` until the link sent to it is followed, which moves the account and ends its sessions) | 401 `SIGNED_OUT`, 403 `CURRENT_PASSWORD_INCORRECT`, 429 `RATE_LIMITED` |
 * | `POST /api/account/addresses` | {@link RegionBody}, signed in | {@link AddressBookWire} | 401 `SIGNED_OUT` |
 * | `POST /api/account/addresses/add` | {@link AddressBody}, signed in | {@link AddressBookWire} | 401 `SIGNED_OUT`, 400 `PHONE_*`, `AREA_UNKNOWN`, `POSTAL_CODE_INVALID`, 409 `ADDRESS_BOOK_FULL` |
 * | `POST /api/account/addresses/update` | {@link AddressBody} with `addressId`, signed in | {@link AddressBookWire} | 401 `SIGNED_OUT`, 404 `NOT_FOUND` (not one of the customer's), 400 `PHONE_*`, `AREA_UNKNOWN`, `POSTAL_CODE_INVALID` |
 * | `POST /api/account/addresses/delete` | {@link AddressIdBody}, signed in | {@link AddressBookWire} | 401 `SIGNED_OUT`, 404 `NOT_FOUND` |
 * | `POST /api/account/areas` | {@link RegionBody} (no session needed) | {@link AreasWire} | — |
 * | `POST /api/account/newsletter` | {@link NewsletterBody}, signed in | {@link AccountWire} | 401 `SIGNED_OUT` |
 * | `POST /api/account/region-change` | {@link RegionChangeBody} (signed in to `from`, or a guest) | {@link RegionChangeWire}: blanks cart attribute 170 of the same email's account in `to`; the same answer either way | — |
 *
 * The wish list of a signed-in customer stays on `/api/wishlist/*`, which sees the session too.
 */

/** The titles a customer may choose (attribute 1). */
export const CUSTOMER_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'] as const;
export const titleWire = z.enum(CUSTOMER_TITLES);
export type CustomerTitle = z.output<typeof titleWire>;

/** A calendar day, `YYYY-MM-DD` (attributes 2 and 3). */
const dayWire = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The signed-in customer as the account pages show them. */
export const accountCustomerWire = z.object({
  id: z.int(),
  region: regionWire,
  email: z.string(),
  title: z.optional(titleWire),
  firstName: z.string(),
  lastName: z.string(),
  /** E.164 (`+966501234567`). */
  phone: z.optional(z.string()),
  dateOfBirth: z.optional(dayWire),
  anniversaryDate: z.optional(dayWire),
  newsletterSubscribed: z.boolean(),
  emailVerified: z.boolean(),
  /** An email change waiting for the link sent to this address; the customer signs in with `email` until then. */
  pendingEmail: z.optional(z.string()),
  /** Attribute 5. */
  defaultAddressId: z.optional(z.int()),
});
export type AccountCustomerWire = z.output<typeof accountCustomerWire>;

/** One address of the address book; governorate, city and postal code are attributes 12-14's meaning. */
export const addressWire = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  /** E.164, by the region's phone rule. */
  phone: z.string(),
  line1: z.string(),
  line2: z.optional(z.string()),
  /** A code of {@link AreasWire}'s governorates. */
  governorate: z.string(),
  /** A code of that governorate's cities. */
  city: z.string(),
  postalCode: z.optional(z.string()),
  isDefault: z.boolean(),
});
export type AddressWire = z.output<typeof addressWire>;

/** The address book, the default first. */
export const addressBookWire = z.object({ addresses: z.array(addressWire) });
export type AddressBookWire = z.output<typeof addressBookWire>;

/** `POST /api/account`: what the account pages show. */
export const accountWire = z.object({
  customer: accountCustomerWire,
  addresses: z.array(addressWire),
  /** How many products the wish list holds (the list itself is `/api/wishlist/get`). */
  wishlistCount: z.int(),
  /** The customer's saved cart in this region (attribute 7): the bag a browser holding none loads; none without one. */
  cartId: z.nullable(z.string()),
});
export type AccountWire = z.output<typeof accountWire>;

/** `POST /api/auth/secure-login`: who signed in, and the cart they go on with (the guest cart merged by the core's rules). */
export const signedInWire = z.object({
  customer: accountCustomerWire,
  /** The cart to load (attribute 7 after the merge); none when the customer has no cart. */
  cartId: z.nullable(z.string()),
  wishlist: wishlistWire,
});
export type SignedInWire = z.output<typeof signedInWire>;

/** `POST /api/auth/sign-out(-everywhere)`: the cart the browser keeps from now on as a guest's, if any. */
export const signedOutWire = z.object({ guestCartId: z.nullable(z.string()) });
export type SignedOutWire = z.output<typeof signedOutWire>;

/**
 * The answer of a request whose outcome must not tell whether an account exists (sign-up, resend,
 * reset request), and of verification and password update: it was taken.
 */
export const acceptedWire = z.object({ accepted: z.literal(true) });
export type AcceptedWire = z.output<typeof acceptedWire>;

/** A name in both languages. */
export const bilingualNameWire = z.object({ en: z.string(), ar: z.string() });

/** `POST /api/account/areas`: the region's governorates (emirates in the UAE) and their cities. */
export const areasWire = z.object({
  region: regionWire,
  governorates: z.array(
    z.object({
      code: z.string(),
      name: bilingualNameWire,
      cities: z.array(z.object({ code: z.string(), name: bilingualNameWire })),
    }),
  ),
});
export type AreasWire = z.output<typeof areasWire>;

// Requests. The API validates strictly with its own schemas of these shapes (an unknown field is
// 400 INVALID_REQUEST); these are for the browser's forms and calls.

const password = z.string().check(z.minLength(1), z.maxLength(1024));
const email = z.string().check(z.maxLength(254));

/** Bodies that only name the region. */
export const regionBody = z.object({ region: regionWire });
export type RegionBody = z.output<typeof regionBody>;

/** Sign-out: the language names the guest cart's lines (the spec's locale of the page). */
export const signOutBody = z.object({ region: regionWire, language: z.optional(languageWire) });
export type SignOutBody = z.output<typeof signOutBody>;

/** The guest cart record of browser storage (spec section 3), merged into the customer's at sign-in. */
export const signInGuestCart = z.object({ cartId: z.string(), timestamp: z.int(), region: regionWire, locale: z.string() });

export const signInBody = z.object({
  region: regionWire,
  email,
  password,
  /** The guest cart record, when the browser has one; its `cart_token` cookie proves it is the guest's. */
  guestCart: z.optional(signInGuestCart),
  /** The guest wish list's products (browser storage), joined to the customer's. */
  guestWishlist: z.optional(z.array(z.int())),
});
export type SignInBody = z.output<typeof signInBody>;

export const signUpBody = z.object({
  region: regionWire,
  language: languageWire,
  title: z.optional(titleWire),
  firstName: z.string(),
  lastName: z.string(),
  email,
  /** As typed: the region's rule reads it (leading 0 stripped, `+966…` accepted). */
  phone: z.string(),
  password,
  newsletter: z.boolean(),
  dateOfBirth: z.optional(dayWire),
  anniversaryDate: z.optional(dayWire),
});
export type SignUpBody = z.output<typeof signUpBody>;

/** Resend the verification email, or ask for a password-reset link. */
export const emailBody = z.object({ region: regionWire, language: languageWire, email });
export type EmailBody = z.output<typeof emailBody>;

/** The one-time token of a verification link (`?token=` of `/{locale}/verify-email`). */
export const tokenBody = z.object({ region: regionWire, token: z.string(), language: z.optional(languageWire) });
export type TokenBody = z.output<typeof tokenBody>;

/** The token of a reset link (`/{locale}/reset-password?token=`) and the new password. */
export const updatePasswordBody = z.object({ region: regionWire, language: languageWire, token: z.string(), password });
export type UpdatePasswordBody = z.output<typeof updatePasswordBody>;

/** My details: every field is written as sent; an absent optional one is cleared. */
export const detailsBody = z.object({
  region: regionWire,
  title: z.optional(titleWire),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  dateOfBirth: z.optional(dayWire),
  anniversaryDate: z.optional(dayWire),
});
export type DetailsBody = z.output<typeof detailsBody>;

export const changePasswordBody = z.object({ region: regionWire, language: languageWire, currentPassword: password, newPassword: password });
export type ChangePasswordBody = z.output<typeof changePasswordBody>;

export const changeEmailBody = z.object({ region: regionWire, language: languageWire, password, newEmail: email });
export type ChangeEmailBody = z.output<typeof changeEmailBody>;

/** An address to add (no `addressId`) or to replace (`addressId`). */
export const addressBody = z.object({
  region: regionWire,
  addressId: z.optional(z.int()),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.optional(z.string()),
  governorate: z.string(),
  city: z.string(),
  postalCode: z.optional(z.string()),
  /** Make it the default address (attribute 5). */
  isDefault: z.optional(z.boolean()),
});
export type AddressBody = z.output<typeof addressBody>;

export const addressIdBody = z.object({ region: regionWire, addressId: z.int() });
export type AddressIdBody = z.output<typeof addressIdBody>;

export const newsletterBody = z.object({ region: regionWire, subscribed: z.boolean() });
export type NewsletterBody = z.output<typeof newsletterBody>;

/** A shopper moving from one region's store to another's (spec section 4, region change). */
export const regionChangeBody = z.object({ from: regionWire, to: regionWire });
export type RegionChangeBody = z.output<typeof regionChangeBody>;

/** Whether the region really changed, so the browser drops the cart it kept for the old one. */
export const regionChangeWire = z.object({ changed: z.boolean() });
export type RegionChangeWire = z.output<typeof regionChangeWire>;

/** The routes of this file, below `/api`, for the browser's calls. */
export const ACCOUNT_PATHS = {
  signIn: '/auth/secure-login',
  signUp: '/auth/sign-up',
  resendVerification: '/auth/verification-email',
  verifyEmail: '/auth/verify-email',
  requestPasswordReset: '/auth/reset-password',
  updatePassword: '/auth/update-password',
  signOut: '/auth/sign-out',
  signOutEverywhere: '/auth/sign-out-everywhere',
  account: '/account',
  details: '/account/details',
  password: '/account/password',
  email: '/account/email',
  addresses: '/account/addresses',
  addAddress: '/account/addresses/add',
  updateAddress: '/account/addresses/update',
  deleteAddress: '/account/addresses/delete',
  areas: '/account/areas',
  newsletter: '/account/newsletter',
  regionChange: '/account/region-change',
  savedCards: '/account/saved-cards',
  removeSavedCard: '/account/saved-cards/remove',
} as const;

/** Reads an account answer: the account or nothing. */
export function parseAccount(value: unknown): AccountWire | undefined {
  const parsed = accountWire.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
