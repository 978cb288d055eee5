import * as z from 'zod/mini';
import type { Brand, CurrencyCode, Region } from '@storefront/core/locale';
import type { Every } from './every.js';

const CURRENCY_CODES = ['SAR', 'AED', 'EGP'] as const;
const REGION_CODES = ['sa', 'ae', 'eg'] as const;
const BRAND_CODES = ['lazurde', 'missl', 'waves'] as const;

export const moneyWire = z.object({ amountMinor: z.int(), currency: z.enum(CURRENCY_CODES satisfies Every<CurrencyCode, typeof CURRENCY_CODES>) });
/** An amount in minor units (halalas, fils, piastres) and its currency. */
export type MoneyWire = z.infer<typeof moneyWire>;

export const regionWire = z.enum(REGION_CODES satisfies Every<Region, typeof REGION_CODES>);

export const brandWire = z.enum(BRAND_CODES satisfies Every<Brand, typeof BRAND_CODES>);
