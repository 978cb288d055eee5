// Actions only (a `.server` module never reaches the browser): the guest order lookup's two steps
// through the core's use cases (decision 1212), posted as forms to the page itself.
import { data, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import type { Locale } from '@storefront/core/locale';
import type { OrderLookupState, OrderPageData } from './order-page';
import { RETURN_GRANT_HOURS } from '@storefront/core/returns';
import { storefrontContext } from './load-context';
import { orderPageOf } from './orders.server';

type ActionContext = Readonly<RouterContextProvider>;

/** What the lookup's action answers: a form to show again, or the order with the grant to return from it. */
export type OrderLookupAnswer = OrderLookupState | OpenedGuestOrder;

/** An order a guest opened with the emailed code, and the grant (decision 1350) that keeps it open for a while. */
export interface OpenedGuestOrder {
  readonly step: 'order';
  readonly page: OrderPageData;
  readonly returnGrant: string;
}

/**
 * The cookie that keeps a guest's order open after the code (httpOnly, for the grant's two hours):
 * a reload, or the way back from a return, shows the order again without a second code.
 */
export const ORDER_LOOKUP_COOKIE = 'storefront_order_lookup';

/** The `Set-Cookie` of an opened order's grant, for as long as the grant lasts. */
export function orderLookupCookie(request: Request, grant: string): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${ORDER_LOOKUP_COOKIE}=${encodeURIComponent(grant)}; Path=/; Max-Age=${RETURN_GRANT_HOURS * 3600}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The order the grant of the request's cookie (`ORDER_LOOKUP_COOKIE`) keeps open, in the page's
 * language; none without a grant, with one that no longer opens it, or when the address asks for
 * another order.
 */
export async function reopenedGuestOrder(grant: string | undefined, context: ActionContext, locale: Locale, asked: string): Promise<OpenedGuestOrder | undefined> {
  if (grant === undefined || grant === '') return undefined;
  const detail = await context.get(storefrontContext).lookUpGuestOrder.reopen({ region: locale.region, grant, language: locale.language });
  if (detail.isErr()) return undefined;
  const { returnGrant, ...order } = detail.value;
  if (asked !== '' && asked.toUpperCase() !== order.reference) return undefined;
  return { step: 'order', page: orderPageOf(order, locale.language), returnGrant };
}

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
  const detail = await services.lookUpGuestOrder.execute({ region: locale.region, ...sent, code, language: locale.language });
  if (detail.isOk()) {
    // The grant lets the guest return from this order (decision 1350); it goes to the page, never into an address.
    const { returnGrant, ...order } = detail.value;
    return { step: 'order', page: orderPageOf(order, locale.language), returnGrant };
  }
  // A code that expired, or was spent by too many misses, is asked for again from the first step.
  if (detail.error.code === 'ORDER_LOOKUP_CODE_EXPIRED') return { step: 'request', ...sent, error: detail.error.code };
  return { step: 'code', ...sent, error: detail.error.code };
}
