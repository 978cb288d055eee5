import { z } from 'zod';
import { LANGUAGES } from '../../locale/domain/locale.js';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from './review-limits.js';

export { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from './review-limits.js';

/** A review's moderation state: pending → published or rejected. */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];


/** What a shopper writes: the stars, a title and a text, in the language written. */
export const reviewDraftSchema = /* @__PURE__ */ z.object({
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(REVIEW_TITLE_MAX),
  body: z.string().trim().min(1).max(REVIEW_BODY_MAX),
  language: z.enum(LANGUAGES),
});
export type ReviewDraft = z.infer<typeof reviewDraftSchema>;

/** The merchant's review setting. */
export interface ReviewSettings {
  /** A written or edited review publishes at once (`true`) or waits for moderation as `pending`. */
  readonly autoPublish: boolean;
}

/**
 * The default: reviews publish at once, since the store has no moderation desk yet; a merchant
 * who moderates turns it off (decision 1300).
 */
export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { autoPublish: true };

/** The state a new or edited review takes. */
export const submittedReviewStatus = (settings: ReviewSettings): ReviewStatus => (settings.autoPublish ? 'published' : 'pending');
