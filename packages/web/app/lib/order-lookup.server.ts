// Actions only (a `.server` module never reaches the browser): the guest order lookup's two steps
// through the core's use cases (decision 1212), posted as forms to the page itself.
import { data, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import type { Locale } from '@storefront/core/locale';
import type { OrderLookupState, OrderPageData } from './order-page';
import { storefrontContext } from './load-context';
import { orderPageOf } from './orders.server';

type ActionContext = Readonly<RouterContextProvider>;

/** What the lookup's action answers: a form to show again, or the order with the grant to return from it. */
export type OrderLookupAnswer = OrderLookupState | { readonly step: 'order'; readonly page: OrderPageData; readonly returnGrant: string };

const email = z.string().trim().min(3).max(254).regex(/^[^\s@]+@[^\s@]+$/);
const reference = z.string().trim().min(3).max(40);
const fields = z.object({
  intent: z.enum(['request-code', 'look-up']),
  email: z.string().max(1000).default(''),
  order: z.string().max(1000).default(''),
  code: z.string().max(1000).default(''),
});

/**
 * A form posted from another site is refused (CSRF): when the browser names the form's origin,
 * it must be the store's own, on which the page's address is built. A form a page of the store
 * posted always names it.
 */
export function refuseForeignForm(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== new URL(request.url).origin) throw data({ code: 'FORBIDDEN_ORIGIN' }, { status: 403 });
}

/** The form's fields, each as sent (text only; a file or a field sent twice keeps its first text). */
function formFields(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in values)) values[name] = value;
  return values;
}

/**
 * Step 1 sends a code (the same answer whether or not the order exists, decision 1212); step 2
 * opens the order with the code. A malformed field is the form's again with the field to fix.
 */
export async function answerOrderLookup(request: Request, context: ActionContext, locale: Locale): Promise<OrderLookupAnswer> {
  refuseForeignForm(request);
  const parsed = fields.safeParse(formFields(await request.formData()));
  if (!parsed.success) return { step: 'request' };
  const services = context.get(storefrontContext);
  const sent = { email: parsed.data.email.trim(), reference: parsed.data.order.trim().toUpperCase() };
  if (!email.safeParse(sent.email).success) return { step: 'request', ...sent, fieldError: { field: 'email', key: 'account.orderLookup.invalidEmail' } };
  if (!reference.safeParse(sent.reference).success) return { step: 'request', ...sent, fieldError: { field: 'reference', key: 'account.orderLookup.invalidReference' } };

  if (parsed.data.intent === 'request-code') {
    const accepted = await services.requestOrderLookupCode.execute({ region: locale.region, language: locale.language, ...sent });
    return accepted.isOk() ? { step: 'code', ...sent } : { step: 'request', ...sent, error: accepted.error.code };
  }
  const code = parsed.data.code.trim();
  if (!/^\d{6}$/.test(code)) return { step: 'code', ...sent, fieldError: { field: 'code', key: 'account.orderLookup.invalidCode' } };
  const detail = await services.lookUpGuestOrder.execute({ region: locale.region, ...sent, code });
  if (detail.isOk()) {
    // The grant lets the guest return from this order (decision 1350); it goes to the page, never into an address.
    const { returnGrant, ...order } = detail.value;
    return { step: 'order', page: orderPageOf(order, locale.language), returnGrant };
  }
  // A code that expired, or was spent by too many misses, is asked for again from the first step.
  if (detail.error.code === 'ORDER_LOOKUP_CODE_EXPIRED') return { step: 'request', ...sent, error: detail.error.code };
  return { step: 'code', ...sent, error: detail.error.code };
}
