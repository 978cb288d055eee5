import type { ReturnMoveKind, ReturnStatus } from './return.js';

/** Where each move goes, and from where it may be made (decision 1311). */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnMoveKind, { readonly from: readonly ReturnStatus[]; readonly to: ReturnStatus }>> = {
  approve: { from: ['requested'], to: 'approved' },
  receive: { from: ['approved'], to: 'received' },
  inspect: { from: ['received'], to: 'inspected' },
  refund: { from: ['inspected'], to: 'refunded' },
  reject: { from: ['requested', 'approved', 'received', 'inspected'], to: 'rejected' },
};

/** The status a move leads to from `from`, or `undefined` when the state machine does not allow it. */
export function nextReturnStatus(from: ReturnStatus, move: ReturnMoveKind): ReturnStatus | undefined {
  const transition = RETURN_TRANSITIONS[move];
  return transition.from.includes(from) ? transition.to : undefined;
}

/** Whether a move has already been made: asking again answers the return as it is (the operator retried). */
export function moveAlreadyMade(status: ReturnStatus, move: ReturnMoveKind): boolean {
  return RETURN_TRANSITIONS[move].to === status;
}
