import { fileURLToPath } from 'node:url';

/** Where the consumer's pact with the sandbox is written and read: committed, so the provider's verification has it on a fresh checkout. */
export const PACT_DIR = fileURLToPath(new URL('../../pacts', import.meta.url));
export const CONSUMER = 'storefront-payments';
export const PROVIDER = 'sandbox-payments';
export const PACT_FILE = `${PACT_DIR}/${CONSUMER}-${PROVIDER}.json`;

/** The provider states the consumer's interactions name; the verification sets each one up. */
export const STATES = {
  noPayment: 'no payment for the attempt',
  pendingCard: 'a pending card payment',
  authorisedCard: 'an authorised card payment',
  capturedCard: 'a captured card payment of 100.00 SAR',
  savedCard: 'a saved card of customer cust_pact',
} as const;
