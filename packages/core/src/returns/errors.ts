import type { DomainError } from '../shared/errors.js';
import type { ReturnMoveKind, ReturnStatus } from './domain/return-status.js';

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
  | DomainError<'RETURN_FAULTY_NEEDS_FAULTY_REASON', { lineId: string }>
  | DomainError<'RETURN_ALREADY_RETURNED', { lineId: string }>;

export type ReturnRefusalCode = ReturnRefusal['code'];

/** A return that cannot go ahead, with every reason (each line's and the order's). */
export type ReturnRefusedError = DomainError<'RETURN_REFUSED', { refusals: readonly ReturnRefusal[] }>;

/**
 * The bank account a cash-on-delivery refund goes to is missing, or its IBAN is not one of the
 * region's country (length, characters, mod-97 check digits).
 */
export type ReturnIbanInvalidError = DomainError<'RETURN_IBAN_INVALID', { issue: 'missing' | 'country' | 'length' | 'characters' | 'checksum' | 'holder'; country: string; length: number }>;

/** A move the return's state machine does not allow from where the return stands. */
export type ReturnTransitionRefusedError = DomainError<'RETURN_TRANSITION_REFUSED', { from: ReturnStatus; move: ReturnMoveKind }>;

export const returnRefused = (refusals: readonly ReturnRefusal[]): ReturnRefusedError => ({ code: 'RETURN_REFUSED', params: { refusals } });
export const returnTransitionRefused = (from: ReturnStatus, move: ReturnMoveKind): ReturnTransitionRefusedError => ({ code: 'RETURN_TRANSITION_REFUSED', params: { from, move } });
