import type { Region } from '@storefront/core/locale';
import type { ProductDesign } from './product-design.js';
import type { Random } from './random.js';
import { REVIEW_TEXTS, REVIEWER_NAMES } from './vocabulary/reviews.js';

export interface GeneratedReview {
  readonly region: Region;
  readonly authorName: string;
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly title: string;
  readonly body: string;
  readonly language: 'en' | 'ar';
  readonly featured: boolean;
  readonly createdAt: Date;
  /** Set on the demo customers' own reviews. */
  readonly customerEmail?: string;
}

const DAY = 86_400_000;
/** Reviews are dated up to this many days after the catalogue epoch. */
const REVIEW_HORIZON_DAYS = 45;
const RATINGS: readonly (readonly [1 | 2 | 3 | 4 | 5, number])[] = [[5, 50], [4, 28], [3, 12], [2, 6], [1, 4]];
const COUNTS: readonly (readonly [number, number])[] = [[0, 40], [1, 15], [2, 12], [3, 10], [4, 8], [5, 6], [6, 4], [7, 3], [8, 2]];

/** A product's published reviews, in both languages, mostly favourable, a few featured. */
export function reviewsFor(random: Random, design: ProductDesign, signature: boolean, epoch: number): GeneratedReview[] {
  const count = signature ? random.int(3, 8) : random.weighted(COUNTS);
  const from = design.createdAt.getTime() + 2 * DAY;
  const until = epoch + REVIEW_HORIZON_DAYS * DAY;
  const reviews: GeneratedReview[] = [];
  for (let i = 0; i < count; i += 1) {
    const region = random.pick(design.regions);
    const language = random.chance(region === 'ae' ? 0.45 : 0.55) ? 'ar' : 'en';
    const rating = random.weighted(RATINGS);
    const text = random.pick(REVIEW_TEXTS[rating]);
    const item = design.type.item[language];
    const body = text.body[language].replace('{item}', item);
    reviews.push({
      region,
      authorName: random.pick(REVIEWER_NAMES[region][language]),
      rating,
      title: text.title[language],
      body: body.charAt(0).toUpperCase() + body.slice(1),
      language,
      featured: rating >= 4 && (random.chance(0.15) || (signature && i === 0)),
      createdAt: new Date(from + Math.floor(random.next() * Math.max(DAY, until - from))),
    });
  }
  return reviews;
}
