import * as z from 'zod/mini';
import { moneyWire } from './money.wire.js';

/**
 * Returns (issue 21): the answers of `/api/account/returns*`, `/api/returns/guest*` and the
 * operator's `/api/operator/returns/*`. Dates are ISO 8601 strings; amounts are {@link moneyWire}s
 * (VAT included). Refusal codes travel as `{ code, params }`, translated by the pages.
 */

export const returnStatusWire = z.enum(['requested', 'approved', 'received', 'inspected', 'refunded', 'rejected']);

const refusalWire = z.object({ code: z.string(), params: z.record(z.string(), z.unknown()) });
const refundRouteWire = z.object({ kind: z.enum(['original-method', 'bank-transfer']), inspectionWorkingDays: z.int(), maxDaysToAppear: z.optional(z.int()) });
const namesWire = z.object({ en: z.string(), ar: z.string() });
const handoverWire = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('courier-pickup') }),
  z.object({ kind: z.literal('boutique'), boutiqueId: z.int(), boutiqueName: namesWire }),
]);

/** The return form of an order: its lines with what is still returnable and why not, the refund's route, the boutiques. */
export const returnableOrderWire = z.object({
  orderReference: z.string(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      sku: z.string(),
      name: z.string(),
      options: z.array(z.object({ name: z.string(), value: z.string() })),
      imageUrl: z.string(),
      quantityOrdered: z.int(),
      quantityReturnable: z.int(),
      unitPricePaid: moneyWire,
      pierced: z.boolean(),
      bundleId: z.optional(z.string()),
      refusals: z.array(refusalWire),
    }),
  ),
  refund: refundRouteWire,
  needsBankAccount: z.boolean(),
  windowEndsAt: z.optional(z.string()),
  boutiques: z.array(z.object({ boutiqueId: z.int(), name: namesWire, city: namesWire })),
});
export type ReturnableOrderWire = z.infer<typeof returnableOrderWire>;

/** One return as its owner sees it (the IBAN's last four only). */
export const returnDetailWire = z.object({
  reference: z.string(),
  orderReference: z.string(),
  status: returnStatusWire,
  history: z.array(z.object({ status: returnStatusWire, at: z.string() })),
  lines: z.array(z.object({ lineId: z.string(), name: z.string(), sku: z.string(), imageUrl: z.string(), quantity: z.int(), refundMinor: z.int() })),
  reason: z.string(),
  handover: handoverWire,
  refundRoute: refundRouteWire,
  refundAmount: moneyWire,
  ibanLast4: z.optional(z.string()),
  rejectionNote: z.optional(z.string()),
  requestedAt: z.string(),
});
export type ReturnDetailWire = z.infer<typeof returnDetailWire>;

/** My Returns. */
export const returnListWire = z.object({
  returns: z.array(
    z.object({ reference: z.string(), orderReference: z.string(), status: returnStatusWire, requestedAt: z.string(), refundAmount: moneyWire, lineCount: z.int() }),
  ),
});
export type ReturnListWire = z.infer<typeof returnListWire>;

/** A return as the operator's move leaves it: its status, amount and the refunds made. */
export const operatorReturnWire = z.object({
  reference: z.string(),
  orderReference: z.string(),
  status: returnStatusWire,
  refundAmount: moneyWire,
  refundRoute: z.enum(['original-method', 'bank-transfer']),
  refunds: z.array(z.object({ amount: moneyWire, route: z.enum(['original-method', 'bank-transfer']), providerRefundId: z.optional(z.string()), at: z.string() })),
  /** For a bank transfer: the account the merchant transfers to (the operator needs it whole). */
  bankAccount: z.optional(z.object({ holderName: z.string(), iban: z.string() })),
  rejectionNote: z.optional(z.string()),
});
export type OperatorReturnWire = z.infer<typeof operatorReturnWire>;

/** The accounts flagged for review by the unusual-returns policy. */
export const flaggedAccountsWire = z.object({
  accounts: z.array(z.object({ customerId: z.int(), email: z.string(), flaggedAt: z.string(), returnCount: z.int(), windowDays: z.int() })),
});
export type FlaggedAccountsWire = z.infer<typeof flaggedAccountsWire>;
