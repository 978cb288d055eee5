import { err, ok, type Result } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { ReturnRefusal } from '../errors.js';
import { refundRouteFor, type RefundRoute } from './refund-route.js';
import type { ReturnRequest, ReturnableOrder, ReturnLineRequest, ReturnableOrderLine } from './return-request.js';
import { FAULTY_REASON } from './return-reasons.js';

/** A return that may go ahead, and where its refund will go. */
export interface EligibleReturn {
  readonly orderId: string;
  readonly lines: readonly ReturnLineRequest[];
  readonly refund: RefundRoute;
  /** Last moment the return could be requested. */
  readonly windowEndsAt: Date;
}

/** Whether a shopper may return what they ask to return. Every refusal is listed, not just the first. */
export interface ReturnEligibilityPolicy {
  /** Checks a return request against the order it belongs to, at `now`. */
  check(order: ReturnableOrder, request: ReturnRequest, now: Date): Result<EligibleReturn, readonly ReturnRefusal[]>;
  /** The last moment a return of the order may be asked for; `undefined` before delivery. */
  windowEndsAt(order: Pick<ReturnableOrder, 'region' | 'deliveredAt'>): Date | undefined;
  /** Whether a return of the order may still be asked for at `now`: delivered, and its window not over. */
  windowOpen(order: Pick<ReturnableOrder, 'region' | 'deliveredAt'>, now: Date): boolean;
}

/** 15 days from delivery, 30 in Egypt per its help-centre FAQ (decision 0100). */
export const DEFAULT_RETURN_WINDOW_DAYS: Readonly<Record<Region, number>> = { sa: 15, ae: 15, eg: 30 };

const DAY_MS = 24 * 60 * 60 * 1000;

function lineRefusals(line: ReturnableOrderLine, asked: ReturnLineRequest, request: ReturnRequest): ReturnRefusal[] {
  const lineId = line.lineId;
  const refusals: ReturnRefusal[] = [];
  if (!Number.isInteger(asked.quantity) || asked.quantity < 1 || asked.quantity > line.quantity) {
    refusals.push({ code: 'RETURN_QUANTITY_INVALID', params: { lineId, requested: asked.quantity, ordered: line.quantity } });
  }
  if (line.kind !== 'jewellery') refusals.push({ code: 'RETURN_GOLD_COIN_OR_BAR', params: { lineId } });
  if (line.pierced && asked.sealIntact !== true) refusals.push({ code: 'RETURN_SEAL_BROKEN', params: { lineId } });
  if (asked.condition === 'worn' || asked.condition === 'damaged') {
    refusals.push({ code: 'RETURN_ITEM_WORN_OR_DAMAGED', params: { lineId } });
  }
  if (asked.condition === 'faulty' && request.reason !== FAULTY_REASON) {
    refusals.push({ code: 'RETURN_FAULTY_NEEDS_FAULTY_REASON', params: { lineId } });
  }
  if (!asked.completePackaging) refusals.push({ code: 'RETURN_PACKAGING_INCOMPLETE', params: { lineId } });
  return refusals;
}

function bundleRefusals(order: ReturnableOrder, request: ReturnRequest): ReturnRefusal[] {
  const askedQuantity = new Map(request.lines.map((line) => [line.lineId, line.quantity]));
  const bundles = new Set(
    order.lines.filter((line) => line.bundleId !== undefined && askedQuantity.has(line.lineId)).map((line) => line.bundleId as string),
  );
  return [...bundles]
    .filter((bundleId) =>
      order.lines.some((line) => line.bundleId === bundleId && askedQuantity.get(line.lineId) !== line.quantity),
    )
    .map((bundleId) => ({ code: 'RETURN_BUNDLE_INCOMPLETE', params: { bundleId } }));
}

/**
 * The published return policy: within the region's window from delivery; unused, in original
 * packaging with tags, invoice and accessories; promotional bundles only whole; pierced jewellery
 * only with its seal intact; never gold coins or bars; no exchanges; faulty items under "Faulty".
 */
export class DefaultReturnEligibilityPolicy implements ReturnEligibilityPolicy {
  private readonly windowDays: Readonly<Record<Region, number>>;

  constructor(windowDays: Partial<Record<Region, number>> = {}) {
    this.windowDays = { ...DEFAULT_RETURN_WINDOW_DAYS, ...windowDays };
  }

  windowEndsAt(order: Pick<ReturnableOrder, 'region' | 'deliveredAt'>): Date | undefined {
    return order.deliveredAt === undefined ? undefined : new Date(order.deliveredAt.getTime() + this.windowDays[order.region] * DAY_MS);
  }

  windowOpen(order: Pick<ReturnableOrder, 'region' | 'deliveredAt'>, now: Date): boolean {
    const windowEndsAt = this.windowEndsAt(order);
    return windowEndsAt !== undefined && now.getTime() <= windowEndsAt.getTime();
  }

  check(order: ReturnableOrder, request: ReturnRequest, now: Date): Result<EligibleReturn, readonly ReturnRefusal[]> {
    const refusals: ReturnRefusal[] = [];
    if (request.kind === 'exchange') refusals.push({ code: 'RETURN_EXCHANGE_NOT_OFFERED', params: {} });
    const windowDays = this.windowDays[order.region];
    let windowEndsAt = now;
    if (order.deliveredAt === undefined) {
      refusals.push({ code: 'RETURN_NOT_DELIVERED', params: {} });
    } else {
      windowEndsAt = new Date(order.deliveredAt.getTime() + windowDays * DAY_MS);
      if (!this.windowOpen(order, now)) {
        const daysSinceDelivery = Math.floor((now.getTime() - order.deliveredAt.getTime()) / DAY_MS);
        refusals.push({ code: 'RETURN_WINDOW_CLOSED', params: { windowDays, daysSinceDelivery } });
      }
    }
    if (request.lines.length === 0) refusals.push({ code: 'RETURN_NO_LINES', params: {} });
    for (const asked of request.lines) {
      const line = order.lines.find((candidate) => candidate.lineId === asked.lineId);
      if (line) refusals.push(...lineRefusals(line, asked, request));
      else refusals.push({ code: 'RETURN_LINE_NOT_IN_ORDER', params: { lineId: asked.lineId } });
    }
    refusals.push(...bundleRefusals(order, request));
    if (refusals.length > 0) return err(refusals);
    return ok({ orderId: order.orderId, lines: request.lines, refund: refundRouteFor(order.paymentMethod), windowEndsAt });
  }
}
