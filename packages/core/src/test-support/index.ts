/**
 * The `@storefront/core/test-support` entry: examples other packages' tests share with the core's
 * own, so both sides of a boundary test against one example. Built for the workspace only, never
 * packed (decision 1280).
 */
export { ORDER_CONFIRMATION_PARAMS, ORDER_MAIL_ORIGIN, anOrderToConfirm } from '../order/test-support/order-mail.fixture.js';
