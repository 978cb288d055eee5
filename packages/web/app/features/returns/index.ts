/** The returns' public entry: the return form, "Return items" on an order, My Returns' list and a return's page (decision 1350). */
export type { OrderReturnsView, ReturnDetailView, ReturnFormState, ReturnSummaryView } from '../../lib/return-page';
export * from './return-format';
export { ReturnForm } from './components/return-form';
export { ReturnItemsAction } from './components/return-items-action';
export { ReturnDetailCard } from './components/return-detail';
export { OrderReturnsSection, ReturnList } from './components/return-list';
