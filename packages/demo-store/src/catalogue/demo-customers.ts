import type { Region } from '@storefront/core/locale';

export interface DemoCustomer {
  readonly region: Region;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** E.164, a mobile number of the region. */
  readonly phone: string;
}

/** The shared password of the demo accounts; public on purpose, stated in the README. */
export const DEMO_CUSTOMER_PASSWORD = 'Demo-Storefront-2026';

/** One verified demo account per region's store (attributes 15 and 16 are both `true`). */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  { region: 'sa', email: 'demo.sa@storefront.test', password: DEMO_CUSTOMER_PASSWORD, firstName: 'Noura', lastName: 'Al-Qahtani', phone: '+966501234567' },
  { region: 'ae', email: 'demo.ae@storefront.test', password: DEMO_CUSTOMER_PASSWORD, firstName: 'Mariam', lastName: 'Al Hashimi', phone: '+971501234567' },
  { region: 'eg', email: 'demo.eg@storefront.test', password: DEMO_CUSTOMER_PASSWORD, firstName: 'Salma', lastName: 'Farouk', phone: '+201001234567' },
];

/** Reviews the demo customers wrote, so "My Reviews" is not empty: [sku, rating]. */
export const DEMO_CUSTOMER_REVIEWS: Readonly<Record<Region, readonly (readonly [string, 1 | 2 | 3 | 4 | 5])[]>> = {
  sa: [['LZ-RG-1001', 5], ['ML-ER-2002', 4]],
  ae: [['LZ-NK-1003', 5], ['ML-BR-2001', 4]],
  eg: [['LZ-BR-1006', 4], ['ML-NK-2003', 5]],
};
