/**
 * A return's state: requested → approved → received → inspected → refunded, or rejected from any
 * state before the refund (decision 1311).
 */
export type ReturnStatus = 'requested' | 'approved' | 'received' | 'inspected' | 'refunded' | 'rejected';

export const RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'inspected', 'refunded', 'rejected'];

/** The operator's moves of a return. */
export type ReturnMove =
  | { readonly kind: 'approve' }
  | { readonly kind: 'receive' }
  | { readonly kind: 'inspect' }
  | { readonly kind: 'refund' }
  | { readonly kind: 'reject'; readonly note?: string | undefined };

export type ReturnMoveKind = ReturnMove['kind'];

export const RETURN_MOVES: readonly ReturnMoveKind[] = ['approve', 'receive', 'inspect', 'refund', 'reject'];
