// Loaders and actions only (a `.server` module never reaches the browser): the return form, My
// Returns and a return's page through the core's use cases (decision 1350), never a port.
import { randomUUID } from 'node:crypto';
import { redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { money } from '@storefront/core/catalog';
import type { Language, Locale } from '@storefront/core/locale';
import { parseReturnReason, type ReturnableOrderView, type ReturnDetail, type Returner, type ReturnSummary } from '@storefront/core/returns';
import type { OrderListItem } from '@storefront/core/order';
import { storefrontContext } from './load-context';
import { refuseForeignForm } from './order-lookup.server';
import { pageError } from './page-error';
import type { OrderReturnsView, RefusalView, ReturnDetailView, ReturnField, ReturnFormState, ReturnFormValues, ReturnFormView, ReturnSummaryView } from './return-page';
import { signedInCustomer, type SessionRequest } from './signed-in.server';

type LoaderContext = Readonly<RouterContextProvider>;

/** What a return form's post answers when it does not lead elsewhere: the form again, a guest's confirmation, or a guest's grant that ran out. */
export type ReturnAnswer =
  | { readonly kind: 'form'; readonly state: ReturnFormState }
  | { readonly kind: 'requested'; readonly detail: ReturnDetailView }
  | { readonly kind: 'grant-expired'; readonly orderReference: string };

const localeTag = (locale: Locale) => `${locale.language}-${locale.region}`;

function refusalOf(refusal: { readonly code: string; readonly params: object }): RefusalView {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(refusal.params)) if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  return { code: refusal.code, params };
}

/** The core's view of an order's return form as the page shows it: boutiques named in the page's language. */
export function returnFormViewOf(view: ReturnableOrderView, language: Language): ReturnFormView {
  const comma = language === 'ar' ? '، ' : ', ';
  return {
    orderReference: view.orderReference,
    lines: view.lines.map((line) => ({
      lineId: line.lineId,
      name: line.name,
      sku: line.sku,
      options: line.options.map((option) => ({ name: option.name, value: option.value })),
      ...(line.imageUrl ? { imageUrl: line.imageUrl } : {}),
      ordered: line.quantityOrdered,
      returnable: line.quantityReturnable,
      unitPrice: line.unitPricePaid,
      pierced: line.pierced,
      ...(line.bundleId === undefined ? {} : { bundleId: line.bundleId }),
      refusals: line.refusals.map(refusalOf),
    })),
    refund: view.refund.kind,
    needsBankAccount: view.needsBankAccount,
    ...(view.windowEndsAt === undefined ? {} : { windowEndsAt: view.windowEndsAt }),
    boutiques: view.boutiques.map((boutique) => ({ id: boutique.boutiqueId, name: `${boutique.name[language]}${comma}${boutique.city[language]}` })),
  };
}

/** A return as its pages show it: the boutique in the page's language, each line's refund as money, only the IBAN's last four. */
export function returnDetailViewOf(detail: ReturnDetail, language: Language): ReturnDetailView {
  const currency = detail.refundAmount.currency;
  return {
    reference: detail.reference,
    orderReference: detail.orderReference,
    status: detail.status,
    history: detail.history.map((step) => ({ status: step.status, at: step.at })),
    lines: detail.lines.map((line) => ({
      lineId: line.lineId,
      name: line.name,
      sku: line.sku,
      ...(line.imageUrl ? { imageUrl: line.imageUrl } : {}),
      quantity: line.quantity,
      refund: money(line.refundMinor, currency),
    })),
    reason: detail.reason,
    handover: detail.handover.kind === 'boutique' ? { kind: 'boutique', boutique: detail.handover.boutiqueName[language] } : { kind: 'courier-pickup' },
    refund: { route: detail.refundRoute.kind, amount: detail.refundAmount, ...(detail.ibanLast4 === undefined ? {} : { ibanLast4: detail.ibanLast4 }) },
    ...(detail.rejectionNote === undefined ? {} : { rejectionNote: detail.rejectionNote }),
  };
}

export function returnSummaryViewOf(summary: ReturnSummary): ReturnSummaryView {
  return {
    reference: summary.reference,
    orderReference: summary.orderReference,
    status: summary.status,
    requestedAt: summary.requestedAt,
    refund: summary.refundAmount,
    lineCount: summary.lineCount,
  };
}

/** The signed-in customer's returns in the page's region, newest first; `null` for a guest (the account area shows the sign-in form). */
export async function myReturns(session: SessionRequest, context: LoaderContext, locale: Locale): Promise<readonly ReturnSummaryView[] | null> {
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return null;
  const returns = await context.get(storefrontContext).viewReturns.list({ region: locale.region, customerId: customer.id });
  if (returns.isErr()) throw pageError(returns.error);
  return returns.value.map(returnSummaryViewOf);
}

/**
 * An order's returns and whether more of it may go back, for its owner (the core's rule): the
 * signed-in customer's order, or a guest's by the lookup's grant. None for anyone else.
 */
export async function orderReturnsOf(context: LoaderContext, locale: Locale, returner: Returner, orderReference: string): Promise<OrderReturnsView> {
  const answer = await context.get(storefrontContext).viewReturns.ofOrder({ region: locale.region, returner, orderReference });
  if (answer.isErr()) throw pageError(answer.error);
  return { returns: answer.value.returns.map(returnSummaryViewOf), canReturnMore: answer.value.canReturnMore };
}

/** The signed-in customer's order's returns; `null` for a guest. */
export async function myOrderReturns(session: SessionRequest, context: LoaderContext, locale: Locale, orderReference: string): Promise<OrderReturnsView | null> {
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return null;
  return orderReturnsOf(context, locale, { kind: 'customer', customerId: customer.id }, orderReference);
}

/** The signed-in customer's orders a return can start from now (delivered, within the window: the core's rule), newest first; `null` for a guest. */
export async function myStartableReturns(session: SessionRequest, context: LoaderContext, locale: Locale): Promise<readonly OrderListItem[] | null> {
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return null;
  const orders = await context.get(storefrontContext).viewReturns.startable({ region: locale.region, customerId: customer.id });
  if (orders.isErr()) throw pageError(orders.error);
  return orders.value;
}

/** One of the signed-in customer's returns; `null` for a guest. Another shopper's return, or none of that number, is the page's 404. */
export async function myReturn(session: SessionRequest, context: LoaderContext, locale: Locale, reference: string): Promise<ReturnDetailView | null> {
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return null;
  const detail = await context.get(storefrontContext).viewReturns.detail({ region: locale.region, returner: { kind: 'customer', customerId: customer.id }, reference: reference.toUpperCase(), language: locale.language });
  if (detail.isErr()) throw pageError(detail.error);
  return returnDetailViewOf(detail.value, locale.language);
}

/** The return form of one of the signed-in customer's orders; `null` for a guest. Another shopper's order is the page's 404. */
export async function myReturnForm(session: SessionRequest, context: LoaderContext, locale: Locale, orderReference: string): Promise<ReturnFormState | null> {
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return null;
  const view = await prepared(context, locale, { kind: 'customer', customerId: customer.id }, orderReference);
  if (view.isErr()) throw pageError(view.error);
  return { view: view.value, idempotencyKey: randomUUID() };
}

function prepared(context: LoaderContext, locale: Locale, returner: Returner, orderReference: string) {
  return context
    .get(storefrontContext)
    .prepareReturn.execute({ region: locale.region, returner, orderReference: orderReference.trim().toUpperCase(), language: locale.language })
    .map((view) => returnFormViewOf(view, locale.language));
}

const text = (max: number) => z.string().max(max).default('');
const fields = z.object({
  intent: z.enum(['open', 'request']),
  key: text(200),
  order: z.string().trim().min(3).max(40),
  grant: z.string().max(4000).optional(),
  reason: text(100),
  unused: text(10),
  packaging: text(10),
  seal: text(10),
  handover: z.enum(['courier-pickup', 'boutique']).default('courier-pickup'),
  boutique: text(20),
  holderName: text(1000),
  iban: text(200),
});

/** The form's fields: each as sent once, the chosen lines all, and each line's quantity (`quantity.<lineId>`). */
function formOf(form: FormData) {
  const values: Record<string, string> = {};
  const quantities: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    if (name.startsWith('quantity.')) quantities[name.slice('quantity.'.length)] ??= value;
    else if (name !== 'line' && !(name in values)) values[name] = value;
  }
  const lines = [...new Set(form.getAll('line').filter((value): value is string => typeof value === 'string'))].slice(0, 100);
  return { values, quantities, lines };
}

/**
 * A return form posted to its page: opened by a guest with the lookup's grant, or sent. The
 * fields are parsed with zod; a malformed one is the form again with the field to fix, never a
 * 500. The core decides what may go back: its refusals come back by the line they concern. A
 * customer's return leads to its page in My Returns; a guest's is confirmed on the spot. The
 * form's idempotency key makes a second submission answer the same return.
 */
export async function answerReturnForm(request: Request, context: LoaderContext, locale: Locale, returner: Returner | undefined): Promise<ReturnAnswer | Response | null> {
  refuseForeignForm(request);
  const { values, quantities, lines } = formOf(await request.formData());
  const parsed = fields.safeParse(values);
  if (!parsed.success) {
    // Nothing to show a form of without its order: the lookup's first step, or the order's page.
    if (returner?.kind !== 'customer' || typeof values.order !== 'string') return null;
    return answerWithForm(context, locale, returner, values.order.slice(0, 40), {});
  }
  const sent = parsed.data;
  const who: Returner | undefined = returner ?? (sent.grant ? { kind: 'guest', grant: sent.grant } : undefined);
  if (who === undefined) return null;
  const keyOk = /^[A-Za-z0-9_-]{8,128}$/.test(sent.key);
  if (sent.intent === 'open' || !keyOk) return answerWithForm(context, locale, who, sent.order, {});

  const chosen: Record<string, number> = {};
  let badQuantity = false;
  for (const lineId of lines) {
    const quantity = Number(quantities[lineId] ?? '1');
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1000) badQuantity = true;
    else chosen[lineId] = quantity;
  }
  const reason = parseReturnReason(sent.reason);
  const boutiqueId = Number(sent.boutique);
  const formValues: ReturnFormValues = {
    quantities: chosen,
    ...(reason === undefined ? {} : { reason }),
    unused: sent.unused !== '',
    packaging: sent.packaging !== '',
    seal: sent.seal !== '',
    handover: sent.handover,
    ...(Number.isInteger(boutiqueId) && boutiqueId > 0 ? { boutiqueId } : {}),
    holderName: sent.holderName.slice(0, 200),
    iban: sent.iban.slice(0, 60),
  };
  const fieldErrors: ReturnField[] = [];
  if (lines.length === 0) fieldErrors.push('lines');
  if (badQuantity) fieldErrors.push('quantity');
  if (reason === undefined) fieldErrors.push('reason');
  if (sent.handover === 'boutique' && formValues.boutiqueId === undefined) fieldErrors.push('boutique');
  if (fieldErrors.length > 0) return answerWithForm(context, locale, who, sent.order, { key: sent.key, values: formValues, fieldErrors });

  // What the shopper confirms is what the core judges: an item not confirmed unused counts as worn.
  const condition = !formValues.unused ? 'worn' : reason === 'product-damaged' ? 'faulty' : 'unused';
  const holderName = formValues.holderName.trim();
  const iban = formValues.iban.trim();
  const services = context.get(storefrontContext);
  const asked = await services.requestReturn.execute({
    region: locale.region,
    returner: who,
    orderReference: sent.order.toUpperCase(),
    language: locale.language,
    request: {
      kind: 'refund',
      reason: reason ?? 'no-longer-needed',
      lines: Object.entries(chosen).map(([lineId, quantity]) => ({ lineId, quantity, condition, completePackaging: formValues.packaging, sealIntact: formValues.seal })),
    },
    handover: sent.handover === 'boutique' ? { kind: 'boutique', boutiqueId: formValues.boutiqueId ?? 0 } : { kind: 'courier-pickup' },
    ...(holderName === '' && iban === '' ? {} : { bankAccount: { holderName, iban } }),
    idempotencyKey: sent.key,
  });
  if (asked.isOk()) {
    if (who.kind === 'customer') throw redirect(`/${localeTag(locale)}/account/my-returns/${encodeURIComponent(asked.value.reference)}?requested=1`);
    return { kind: 'requested', detail: returnDetailViewOf(asked.value, locale.language) };
  }
  const error = asked.error;
  const again = { key: sent.key, values: formValues };
  switch (error.code) {
    case 'RETURN_REFUSED': {
      const byLine: Record<string, RefusalView[]> = {};
      const whole: RefusalView[] = [];
      for (const refusal of error.params.refusals) {
        const lineId = 'lineId' in refusal.params ? refusal.params.lineId : undefined;
        if (lineId !== undefined && lineId in chosen) (byLine[lineId] ??= []).push(refusalOf(refusal));
        else whole.push(refusalOf(refusal));
      }
      return answerWithForm(context, locale, who, sent.order, { ...again, lineRefusals: byLine, refusals: whole });
    }
    case 'RETURN_IBAN_INVALID': {
      const field: ReturnField = error.params.issue === 'holder' ? 'holderName' : 'iban';
      const shown = error.params.issue === 'holder' || error.params.issue === 'missing' ? [] : [refusalOf(error)];
      return answerWithForm(context, locale, who, sent.order, { ...again, fieldErrors: [field], refusals: shown });
    }
    case 'INVALID':
      return answerWithForm(context, locale, who, sent.order, { ...again, fieldErrors: error.params.field.startsWith('handover') ? ['boutique'] : [], error: 'INVALID' });
    case 'CONFLICT':
      // The key was spent on another return: the form again, with a new one.
      return answerWithForm(context, locale, who, sent.order, { values: formValues, error: 'CONFLICT' });
    case 'NOT_FOUND':
      if (who.kind === 'guest') return { kind: 'grant-expired', orderReference: sent.order.toUpperCase() };
      throw pageError(error);
    default:
      throw pageError(error);
  }
}

interface Again {
  readonly key?: string;
  readonly values?: ReturnFormValues;
  readonly fieldErrors?: readonly ReturnField[];
  readonly lineRefusals?: Readonly<Record<string, readonly RefusalView[]>>;
  readonly refusals?: readonly RefusalView[];
  readonly error?: string;
}

/** The order's form, prepared again, with what the post left to fix. A guest whose grant ran out is sent back to the lookup. */
async function answerWithForm(context: LoaderContext, locale: Locale, returner: Returner, orderReference: string, again: Again): Promise<ReturnAnswer> {
  const view = await prepared(context, locale, returner, orderReference);
  if (view.isErr()) {
    if (view.error.code === 'NOT_FOUND' && returner.kind === 'guest') return { kind: 'grant-expired', orderReference: orderReference.toUpperCase() };
    throw pageError(view.error);
  }
  return {
    kind: 'form',
    state: {
      view: view.value,
      idempotencyKey: again.key ?? randomUUID(),
      ...(returner.kind === 'guest' ? { grant: returner.grant } : {}),
      ...(again.values ? { values: again.values } : {}),
      ...(again.fieldErrors && again.fieldErrors.length > 0 ? { fieldErrors: again.fieldErrors } : {}),
      ...(again.lineRefusals && Object.keys(again.lineRefusals).length > 0 ? { lineRefusals: again.lineRefusals } : {}),
      ...(again.refusals && again.refusals.length > 0 ? { refusals: again.refusals } : {}),
      ...(again.error === undefined ? {} : { error: again.error }),
    },
  };
}

/** The customer the session signs in, as the one returning; `undefined` for a guest. */
export async function customerReturner(session: SessionRequest, context: LoaderContext, locale: Locale): Promise<Returner | undefined> {
  const customer = await signedInCustomer(session, context, locale);
  return customer === undefined ? undefined : { kind: 'customer', customerId: customer.id };
}
