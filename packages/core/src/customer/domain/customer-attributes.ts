import type { AttributeIssue } from '../errors.js';
import { isCalendarDay } from './customer-day.js';

/** Attribute ids of the commerce back office, by meaning (spec section 3). */
export const CUSTOMER_ATTRIBUTE_IDS = {
  title: 1,
  dateOfBirth: 2,
  anniversaryDate: 3,
  newsletterSubscribed: 4,
  defaultAddressId: 5,
  savedCartId: 7,
  resetPasswordToken: 11,
  governorate: 12,
  city: 13,
  postalCode: 14,
  emailVerified: 15,
  verificationEmailSent: 16,
  verificationEmailToken: 17,
  /** Not in the spec's list: the store's own, for an email change waiting for its link (decision 1410). */
  pendingEmail: 18,
  cartResetMarker: 170,
} as const;

export type CustomerAttributeKey = keyof typeof CUSTOMER_ATTRIBUTE_IDS;

/** The typed view of a customer's attributes. A blank or absent attribute is an absent key. */
export interface CustomerAttributes {
  readonly title?: string;
  /** `YYYY-MM-DD` */
  readonly dateOfBirth?: string;
  /** `YYYY-MM-DD` */
  readonly anniversaryDate?: string;
  readonly newsletterSubscribed?: boolean;
  readonly defaultAddressId?: number;
  /** Attribute 7: the cart a signed-in customer keeps between visits. */
  readonly savedCartId?: string;
  readonly resetPasswordToken?: string;
  readonly governorate?: string;
  readonly city?: string;
  readonly postalCode?: string;
  readonly emailVerified?: boolean;
  readonly verificationEmailSent?: boolean;
  readonly verificationEmailToken?: string;
  /** Attribute 18: the new address of an email change, until its link confirms it (then the account's email). */
  readonly pendingEmail?: string;
  /** Attribute 170: blanked by the shell when the shopper changes region (see decision 0104). */
  readonly cartResetMarker?: string;
}

/** One attribute as the back office stores it: an id and a string. */
export interface RawAttribute {
  readonly attributeId: number;
  readonly value: string;
}

/** A write: a value sets the attribute, `null` blanks it (the back office has no delete). */
export type CustomerAttributeUpdate = {
  readonly [K in CustomerAttributeKey]?: CustomerAttributes[K] | null;
};

type Kind = 'text' | 'date' | 'boolean' | 'integer';

const KINDS: Readonly<Record<CustomerAttributeKey, Kind>> = {
  title: 'text',
  dateOfBirth: 'date',
  anniversaryDate: 'date',
  newsletterSubscribed: 'boolean',
  defaultAddressId: 'integer',
  savedCartId: 'text',
  resetPasswordToken: 'text',
  governorate: 'text',
  city: 'text',
  postalCode: 'text',
  emailVerified: 'boolean',
  verificationEmailSent: 'boolean',
  verificationEmailToken: 'text',
  pendingEmail: 'text',
  cartResetMarker: 'text',
};

const KEY_BY_ID = new Map<number, CustomerAttributeKey>(
  Object.entries(CUSTOMER_ATTRIBUTE_IDS).map(([key, id]) => [id, key as CustomerAttributeKey]),
);

const TRUE_VALUES = new Set(['true', '1', 'yes']);
const FALSE_VALUES = new Set(['false', '0', 'no']);

function readValue(kind: Kind, text: string): string | boolean | number | undefined {
  switch (kind) {
    case 'text':
      return text;
    case 'date':
      return isCalendarDay(text) ? text : undefined;
    case 'boolean': {
      const lower = text.toLowerCase();
      if (TRUE_VALUES.has(lower)) return true;
      return FALSE_VALUES.has(lower) ? false : undefined;
    }
    case 'integer':
      return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
  }
}

export interface ParsedAttributes {
  readonly attributes: CustomerAttributes;
  /** What was left out, and why: unknown ids and unreadable values are reported, never thrown. */
  readonly issues: readonly AttributeIssue[];
}

/** Reads the back office's attribute list into the typed map. Later duplicates win. */
export function parseCustomerAttributes(raw: readonly RawAttribute[]): ParsedAttributes {
  const attributes: Record<string, unknown> = {};
  const issues: AttributeIssue[] = [];
  for (const { attributeId, value } of raw) {
    const key = KEY_BY_ID.get(attributeId);
    if (key === undefined) {
      issues.push({ code: 'UNKNOWN_ATTRIBUTE', params: { attributeId } });
      continue;
    }
    const text = value.trim();
    if (text === '') {
      delete attributes[key];
      continue;
    }
    const read = readValue(KINDS[key], text);
    if (read === undefined) issues.push({ code: 'INVALID_ATTRIBUTE_VALUE', params: { attributeId, value } });
    else attributes[key] = read;
  }
  return { attributes: attributes as CustomerAttributes, issues };
}

/** Writes attributes back in the back office's form, in id order; `null` becomes a blank value. */
export function serialiseCustomerAttributes(update: CustomerAttributeUpdate): readonly RawAttribute[] {
  const entries = Object.entries(update) as [CustomerAttributeKey, string | boolean | number | null | undefined][];
  return entries
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ attributeId: CUSTOMER_ATTRIBUTE_IDS[key], value: value === null ? '' : String(value) }))
    .sort((a, b) => a.attributeId - b.attributeId);
}
