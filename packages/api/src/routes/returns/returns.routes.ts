import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  returnDetailWire as returnDetailSchema,
  returnListWire as returnListSchema,
  returnableOrderWire as returnableOrderSchema,
  type ReturnDetailWire,
  type ReturnListWire,
  type ReturnableOrderWire,
} from '@storefront/contract';
import type { SignedOutError } from '@storefront/core/customer';
import { languageSchema, regionSchema } from '@storefront/core/locale';
import { RETURN_REASON_CODES, type RequestReturnError, type ReturnDetail, type ReturnReason, type ReturnSummary, type ReturnableOrderView, type Returner } from '@storefront/core/returns';
import { textSchema, type InfrastructureError } from '@storefront/core/shared';
import type { ReturnsUseCases } from '@storefront/composition';
import { codesOf, defineRoute, registerRoute } from '../../http/api-route.js';
import { respond } from '../../http/respond.js';
import { signedInCustomer } from '../account/account-route.js';
import { regionBody } from '../account/validators.js';
import { linesLanguage } from '../checkout/validators.js';

export interface ReturnRouteDeps {
  readonly returns: ReturnsUseCases;
  readonly allowedOrigins?: readonly string[];
}

const INFRASTRUCTURE = ['NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID'] as const;
const SIGNED_IN = 'Signed in to the body’s region (the `storefront_session` cookie); else `401 SIGNED_OUT`.';
const GUEST = 'A guest, with the `grant` the guest order lookup answered (`/api/orders/lookup`, valid 2 hours); a wrong, altered or expired grant is `404 NOT_FOUND`, as another shopper’s order.';
const NOT_MINE = 'Another shopper’s order or return is `404 NOT_FOUND`, as one that does not exist.';
const READ_ERRORS = codesOf<SignedOutError | InfrastructureError>()(['SIGNED_OUT', ...INFRASTRUCTURE]);
const REQUEST_ERRORS = codesOf<SignedOutError | RequestReturnError>()(['SIGNED_OUT', 'RETURN_REFUSED', 'RETURN_IBAN_INVALID', ...INFRASTRUCTURE]);
const GUEST_READ_ERRORS = codesOf<InfrastructureError>()([...INFRASTRUCTURE]);
const GUEST_REQUEST_ERRORS = codesOf<RequestReturnError>()(['RETURN_REFUSED', 'RETURN_IBAN_INVALID', ...INFRASTRUCTURE]);
const RETURNABLE = { name: 'ReturnableOrder', schema: returnableOrderSchema } as const;
const RETURN_DETAIL = { name: 'ReturnDetail', schema: returnDetailSchema } as const;

/** An order or return number as typed: the core reads it (a malformed one is `NOT_FOUND`). */
const reference = z.string().min(1).max(64);
const grant = z.string().min(1).max(1024);
/** One press of the form's button: 8 to 128 letters, digits, `-` and `_`. */
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);
const line = z.strictObject({
  lineId: z.string().regex(/^[1-9]\d{0,3}$/),
  quantity: z.number().int().min(1).max(999),
  condition: z.enum(['unused', 'worn', 'damaged', 'faulty']),
  /** The shopper confirms: original packaging with tags, the invoice and accessories. */
  completePackaging: z.boolean(),
  sealIntact: z.boolean().optional(),
});
const requestFields = {
  region: regionSchema,
  orderReference: reference,
  /** The language the shopper asks in: the return's emails follow it (else the order's). */
  language: languageSchema.optional(),
  reason: z.enum(RETURN_REASON_CODES as [ReturnReason, ...ReturnReason[]]),
  lines: z.array(line).min(1).max(50),
  handover: z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('courier-pickup') }), z.strictObject({ kind: z.literal('boutique'), boutiqueId: z.number().int().min(1).max(2_147_483_647) })]),
  bankAccount: z.strictObject({ holderName: textSchema({ max: 140, min: 1, trim: true }), iban: textSchema({ max: 64, min: 1, trim: true }) }).optional(),
  idempotencyKey,
};

export const prepareReturnBody = z.strictObject({ region: regionSchema, orderReference: reference, language: linesLanguage });
export const requestReturnBody = z.strictObject(requestFields);
export const returnDetailBody = z.strictObject({ region: regionSchema, reference, language: linesLanguage });
export const guestPrepareReturnBody = z.strictObject({ region: regionSchema, grant, orderReference: reference, language: linesLanguage });
export const guestRequestReturnBody = z.strictObject({ ...requestFields, grant });
export const guestReturnDetailBody = z.strictObject({ region: regionSchema, grant, reference, language: linesLanguage });

const json = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

export const returnableOrderWire = (view: ReturnableOrderView): ReturnableOrderWire => json(view);
export const returnDetailWire = (detail: ReturnDetail): ReturnDetailWire => json(detail);
export const returnListWire = (returns: readonly ReturnSummary[]): ReturnListWire => ({ returns: json(returns) });

type RequestBody = z.infer<typeof requestReturnBody>;

function requestOf(body: RequestBody, returner: Returner) {
  return {
    region: body.region,
    returner,
    orderReference: body.orderReference,
    ...(body.language === undefined ? {} : { language: body.language }),
    request: { kind: 'refund' as const, reason: body.reason, lines: body.lines.map(({ sealIntact, ...rest }) => ({ ...rest, ...(sealIntact === undefined ? {} : { sealIntact }) })) },
    handover: body.handover,
    ...(body.bankAccount === undefined ? {} : { bankAccount: body.bankAccount }),
    idempotencyKey: body.idempotencyKey,
  };
}

/** Returns for a customer (My Returns) and for a guest through the order lookup's grant (decisions 1310-1315). */
export const RETURN_ROUTES = {
  prepare: defineRoute({
    method: 'POST',
    path: '/account/returns/prepare',
    operationId: 'accountReturnsPrepare',
    tag: 'returns',
    summary: 'The return form of one of the customer’s orders: each line with what is still returnable and why not, the refund’s route, the boutiques',
    description: `${SIGNED_IN} ${NOT_MINE}`,
    body: prepareReturnBody,
    answer: RETURNABLE,
    errors: READ_ERRORS,
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
  request: defineRoute({
    method: 'POST',
    path: '/account/returns/request',
    operationId: 'accountReturnsRequest',
    tag: 'returns',
    summary: 'Asks to return units of a delivered order; the same idempotency key answers the same return',
    description: `${SIGNED_IN} ${NOT_MINE} The region’s return policy decides (\`422 RETURN_REFUSED\` lists every reason, per line); a cash-on-delivery order needs \`bankAccount\` with an IBAN of the region’s country (\`400 RETURN_IBAN_INVALID\`). A confirmation email says how to hand the items back.`,
    body: requestReturnBody,
    answer: RETURN_DETAIL,
    errors: REQUEST_ERRORS,
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
  list: defineRoute({
    method: 'POST',
    path: '/account/returns',
    operationId: 'accountReturns',
    tag: 'returns',
    summary: 'My Returns: the customer’s returns in the region, newest first',
    description: SIGNED_IN,
    body: regionBody,
    answer: { name: 'ReturnList', schema: returnListSchema },
    errors: READ_ERRORS,
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
  detail: defineRoute({
    method: 'POST',
    path: '/account/returns/detail',
    operationId: 'accountReturnsDetail',
    tag: 'returns',
    summary: 'One of the customer’s returns: history, lines, handover, refund (an IBAN’s last four only)',
    description: `${SIGNED_IN} ${NOT_MINE}`,
    body: returnDetailBody,
    answer: RETURN_DETAIL,
    errors: READ_ERRORS,
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
  guestPrepare: defineRoute({
    method: 'POST',
    path: '/returns/guest/prepare',
    operationId: 'returnsGuestPrepare',
    tag: 'returns',
    summary: 'The return form of the order a guest opened with the order lookup',
    description: GUEST,
    body: guestPrepareReturnBody,
    answer: RETURNABLE,
    errors: GUEST_READ_ERRORS,
    guarded: true,
    cartCookie: 'none',
  }),
  guestRequest: defineRoute({
    method: 'POST',
    path: '/returns/guest/request',
    operationId: 'returnsGuestRequest',
    tag: 'returns',
    summary: 'A guest asks to return units of the order the lookup opened; the same idempotency key answers the same return',
    description: `${GUEST} The region’s return policy decides (\`422 RETURN_REFUSED\`); a cash-on-delivery order needs \`bankAccount\` (\`400 RETURN_IBAN_INVALID\`).`,
    body: guestRequestReturnBody,
    answer: RETURN_DETAIL,
    errors: GUEST_REQUEST_ERRORS,
    guarded: true,
    cartCookie: 'none',
  }),
  guestDetail: defineRoute({
    method: 'POST',
    path: '/returns/guest/detail',
    operationId: 'returnsGuestDetail',
    tag: 'returns',
    summary: 'A return of the order a guest opened with the order lookup',
    description: GUEST,
    body: guestReturnDetailBody,
    answer: RETURN_DETAIL,
    errors: GUEST_READ_ERRORS,
    guarded: true,
    cartCookie: 'none',
  }),
} as const;

/** `/account/returns*` and `/returns/guest/*`. */
export function registerReturnRoutes(app: FastifyInstance, deps: ReturnRouteDeps): void {
  const options = { allowedOrigins: deps.allowedOrigins };
  const { returns } = deps;
  const customer = (id: number): Returner => ({ kind: 'customer', customerId: id });

  registerRoute(app, RETURN_ROUTES.prepare, options, async ({ region, orderReference, language }, request, reply) =>
    respond(reply, signedInCustomer(request, region).andThen((who) => returns.prepareReturn.execute({ region, returner: customer(who.id), orderReference, language })), returnableOrderWire),
  );

  registerRoute(app, RETURN_ROUTES.request, options, async (body, request, reply) =>
    respond(reply, signedInCustomer(request, body.region).andThen((who) => returns.requestReturn.execute(requestOf(body, customer(who.id)))), returnDetailWire),
  );

  registerRoute(app, RETURN_ROUTES.list, options, async ({ region }, request, reply) =>
    respond(reply, signedInCustomer(request, region).andThen((who) => returns.viewReturns.list({ region, customerId: who.id })), returnListWire),
  );

  registerRoute(app, RETURN_ROUTES.detail, options, async ({ region, reference: ref, language }, request, reply) =>
    respond(reply, signedInCustomer(request, region).andThen((who) => returns.viewReturns.detail({ region, returner: customer(who.id), reference: ref, language })), returnDetailWire),
  );

  registerRoute(app, RETURN_ROUTES.guestPrepare, options, async ({ region, grant: given, orderReference, language }, _request, reply) =>
    respond(reply, returns.prepareReturn.execute({ region, returner: { kind: 'guest', grant: given }, orderReference, language }), returnableOrderWire),
  );

  registerRoute(app, RETURN_ROUTES.guestRequest, options, async ({ grant: given, ...body }, _request, reply) =>
    respond(reply, returns.requestReturn.execute(requestOf(body, { kind: 'guest', grant: given })), returnDetailWire),
  );

  registerRoute(app, RETURN_ROUTES.guestDetail, options, async ({ region, grant: given, reference: ref, language }, _request, reply) =>
    respond(reply, returns.viewReturns.detail({ region, returner: { kind: 'guest', grant: given }, reference: ref, language }), returnDetailWire),
  );
}
