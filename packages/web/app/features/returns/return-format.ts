import type { ReturnStatusName } from '../../lib/return-page';

/** My Returns below the locale: the list, or one return's page. */
export function myReturnsHref(locale: string, reference?: string): string {
  return `/${locale}/account/my-returns${reference === undefined ? '' : `/${encodeURIComponent(reference)}`}`;
}

/** A customer's return form for one of their orders. */
export function returnFormHref(locale: string, orderReference: string): string {
  return `/${locale}/account/orders/${encodeURIComponent(orderReference)}/return`;
}

/** Where a guest's return form is posted: the lookup's grant travels in the form's body, never in an address. */
export function guestReturnPath(locale: string): string {
  return `/${locale}/order-lookup/return`;
}

/** A return's path through its states; a rejected return ends where it was rejected. */
export const RETURN_PATH: readonly ReturnStatusName[] = ['requested', 'approved', 'received', 'inspected', 'refunded'];

/** The form's field names: one quantity per line (`quantity.<lineId>`), the rest by name. */
export const quantityField = (lineId: string) => `quantity.${lineId}`;

/** An IBAN of each region's format, written in groups of four as a bank prints it: the form's hint. */
export const IBAN_EXAMPLES: Readonly<Record<'sa' | 'ae' | 'eg', string>> = {
  sa: 'SA03 8000 0000 6080 1016 7519',
  ae: 'AE07 0331 2345 6789 0123 456',
  eg: 'EG38 0019 0005 0000 0000 2631 8000 2',
};
