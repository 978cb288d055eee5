import type { Region } from '../../locale/domain/locale.js';
import type { PaymentMethodFamily } from './refund-route.js';
import type { ReturnReason } from './return-reasons.js';

/** Gold coins and bars are bullion: never returnable or refundable. */
export type ProductKind = 'jewellery' | 'gold-coin' | 'gold-bar';

/** What the shopper (or the warehouse, on inspection) says about the item. */
export type ItemCondition = 'unused' | 'worn' | 'damaged' | 'faulty';

/** An order line as the return rules need it. */
export interface ReturnableOrderLine {
  readonly lineId: string;
  readonly sku: string;
  readonly kind: ProductKind;
  readonly quantity: number;
  /** Earrings and other pierced pieces ship sealed for hygiene. */
  readonly pierced: boolean;
  /** Lines sold together as one promotional bundle share an id. */
  readonly bundleId?: string;
}

export interface ReturnableOrder {
  readonly orderId: string;
  readonly region: Region;
  readonly paymentMethod: PaymentMethodFamily;
  /** `undefined` until the order has been delivered. */
  readonly deliveredAt?: Date;
  readonly lines: readonly ReturnableOrderLine[];
}

export interface ReturnLineRequest {
  readonly lineId: string;
  readonly quantity: number;
  readonly condition: ItemCondition;
  /** Original packaging with tags, invoice and accessories. */
  readonly completePackaging: boolean;
  /** Only asked for pierced jewellery. */
  readonly sealIntact?: boolean;
}

export interface ReturnRequest {
  /** Exchanges are not offered: return and reorder instead. */
  readonly kind: 'refund' | 'exchange';
  readonly reason: ReturnReason;
  readonly lines: readonly ReturnLineRequest[];
}
