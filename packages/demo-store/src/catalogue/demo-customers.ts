import type { Region } from '@storefront/core/locale';

export interface DemoCustomer {
  readonly region: Region;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** E.164, a mobile number of the region. */
  readonly phone: string;
  /** The address book, the first the default; governorate and city are the core's area codes (`AREAS`). */
  readonly addresses: readonly DemoAddress[];
  /** The saved wish list, by SKU of the signature pieces the region sells. */
  readonly wishlistSkus: readonly string[];
}

export interface DemoAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly line1: string;
  readonly line2?: string;
  readonly governorate: string;
  readonly city: string;
  readonly postalCode?: string;
}

/** The shared password of the demo accounts; public on purpose, stated in the README. */
export const DEMO_CUSTOMER_PASSWORD = 'Demo-Storefront-2026';

/**
 * One verified demo account per region's store (attributes 15 and 16 are both `true`), each with
 * two addresses (home the default) and a saved wish list.
 */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    region: 'sa',
    email: 'demo.sa@storefront.test',
    password: DEMO_CUSTOMER_PASSWORD,
    firstName: 'Noura',
    lastName: 'Al-Qahtani',
    phone: '+966501234567',
    addresses: [
      { firstName: 'Noura', lastName: 'Al-Qahtani', phone: '+966501234567', line1: '12 Olaya Street, Al Olaya', governorate: 'riyadh', city: 'riyadh', postalCode: '12211' },
      { firstName: 'Noura', lastName: 'Al-Qahtani', phone: '+966501234567', line1: '7 Tahlia Street, Al Andalus', governorate: 'makkah', city: 'jeddah', postalCode: '23326' },
    ],
    wishlistSkus: ['LZ-RG-1002', 'ML-NK-2003', 'LZ-BR-1005'],
  },
  {
    region: 'ae',
    email: 'demo.ae@storefront.test',
    password: DEMO_CUSTOMER_PASSWORD,
    firstName: 'Mariam',
    lastName: 'Al Hashimi',
    phone: '+971501234567',
    addresses: [
      { firstName: 'Mariam', lastName: 'Al Hashimi', phone: '+971501234567', line1: 'Villa 14, Street 5, Jumeirah 1', governorate: 'dubai', city: 'dubai' },
      { firstName: 'Mariam', lastName: 'Al Hashimi', phone: '+971501234567', line1: 'Corniche Road, Tower B, 1203', governorate: 'abu-dhabi', city: 'abu-dhabi' },
    ],
    wishlistSkus: ['LZ-ER-1007', 'ML-RG-2004', 'LZ-NK-1004'],
  },
  {
    region: 'eg',
    email: 'demo.eg@storefront.test',
    password: DEMO_CUSTOMER_PASSWORD,
    firstName: 'Salma',
    lastName: 'Farouk',
    phone: '+201001234567',
    addresses: [
      { firstName: 'Salma', lastName: 'Farouk', phone: '+201001234567', line1: '15 Road 9, Maadi', governorate: 'cairo', city: 'maadi', postalCode: '11728' },
      { firstName: 'Salma', lastName: 'Farouk', phone: '+201001234567', line1: '40 Fouad Street, Raml Station', governorate: 'alexandria', city: 'alexandria', postalCode: '21111' },
    ],
    wishlistSkus: ['LZ-RG-1001', 'ML-BR-2001', 'LZ-ER-1008'],
  },
];

/** Reviews the demo customers wrote, so "My Reviews" is not empty: [sku, rating]. */
export const DEMO_CUSTOMER_REVIEWS: Readonly<Record<Region, readonly (readonly [string, 1 | 2 | 3 | 4 | 5])[]>> = {
  sa: [['LZ-RG-1001', 5], ['ML-ER-2002', 4]],
  ae: [['LZ-NK-1003', 5], ['ML-BR-2001', 4]],
  eg: [['LZ-BR-1006', 4], ['ML-NK-2003', 5]],
};
