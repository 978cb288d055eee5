/** The orders' public entry: My Orders' list, an order's page, its tax invoice and the guest lookup's forms (decision 0017). */
export type { OrderLookupState, OrderPageData, QrSquares } from '../../lib/order-page';
export * from './order-format';
export { OrderList } from './components/order-list';
export { OrderDetailView } from './components/order-detail';
export { OrderTimeline } from './components/order-timeline';
export { TaxInvoice } from './components/tax-invoice';
export { OrderLookupForms } from './components/order-lookup-forms';
