import type { DomainError } from '../shared/errors.js';

/** Why a return (or one line of it) cannot be accepted. */
export type ReturnRefusal =
  | DomainError<'RETURN_EXCHANGE_NOT_OFFERED', Record<string, never>>
  | DomainError<'RETURN_NOT_DELIVERED', Record<string, never>>
  | DomainError<'RETURN_WINDOW_CLOSED', { windowDays: number; daysSinceDelivery: number }>
  | DomainError<'RETURN_NO_LINES', Record<string, never>>
  | DomainError<'RETURN_LINE_NOT_IN_ORDER', { lineId: string }>
  | DomainError<'RETURN_QUANTITY_INVALID', { lineId: string; requested: number; ordered: number }>
  | DomainError<'RETURN_GOLD_COIN_OR_BAR', { lineId: string }>
  | DomainError<'RETURN_BUNDLE_INCOMPLETE', { bundleId: string }>
  | DomainError<'RETURN_SEAL_BROKEN', { lineId: string }>
  | DomainError<'RETURN_ITEM_WORN_OR_DAMAGED', { lineId: string }>
  | DomainError<'RETURN_PACKAGING_INCOMPLETE', { lineId: string }>
  | DomainError<'RETURN_FAULTY_NEEDS_FAULTY_REASON', { lineId: string }>;

export type ReturnRefusalCode = ReturnRefusal['code'];
