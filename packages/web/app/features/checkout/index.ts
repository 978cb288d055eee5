/** The checkout's public entry: the page's and the return page's bodies (decision 0017). */
export { CheckoutPageBody, type CheckoutCustomer } from './components/checkout-page-body';
export { CheckoutReturnBody } from './components/checkout-return-body';
