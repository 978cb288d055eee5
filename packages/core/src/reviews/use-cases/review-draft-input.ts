import { err, ok, type Result } from 'neverthrow';
import { invalid, type InfrastructureError } from '../../shared/errors.js';
import { reviewDraftSchema, type ReviewDraft } from '../domain/review-draft.js';

/** Reads what the shopper wrote; the first problem is an `INVALID` naming its field. */
export function readReviewDraft(input: unknown): Result<ReviewDraft, InfrastructureError> {
  const parsed = reviewDraftSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  return err(invalid(String(issue?.path[0] ?? 'review'), issue?.message ?? 'invalid'));
}

/** Review ids are row numbers; anything else names no review. */
export const isReviewId = (value: string): boolean => /^[1-9]\d{0,9}$/.test(value);
