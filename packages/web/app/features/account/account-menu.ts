/** The account menu of spec section 2, in its order: label key (`account.entries.<value>`) and path below the locale. */
export const ACCOUNT_MENU = [
  { value: 'account-overview', path: '/account' },
  { value: 'my-orders', path: '/account/my-orders' },
  { value: 'my-returns', path: '/account/my-returns' },
  { value: 'my-reviews', path: '/account/my-reviews' },
  { value: 'my-wishlist', path: '/account/my-wishlist' },
  { value: 'my-details', path: '/account/my-details' },
  { value: 'address-book', path: '/account/address-book' },
  { value: 'payment-methods', path: '/account/payment-methods' },
  { value: 'newsletter', path: '/account/newsletter' },
  { value: 'help-centre/order', path: '/help-centre/order' },
] as const;

export type AccountMenuValue = (typeof ACCOUNT_MENU)[number]['value'];

