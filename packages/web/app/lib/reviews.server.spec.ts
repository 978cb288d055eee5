import { describe, expect, it } from 'vitest';
import type { MyReviewRow } from './review-page';
import { myReviewsDoneLocation, myReviewsDoneOf, myReviewsModeOf, postedReview, reviewWrittenAnswer, reviewWrittenLocation } from './reviews.server';

describe('the review form posted without a script', () => {
  it('reads each field as text, cut to a length no review reaches, in a language the store writes in', () => {
    const form = new FormData();
    form.set('rating', '5');
    form.set('title', 't'.repeat(5_000));
    form.set('body', 'Shines.');
    form.set('language', 'fr');
    expect(postedReview(form, 'ar')).toEqual({ rating: '5', title: 't'.repeat(1_000), body: 'Shines.', language: 'ar' });
    expect(postedReview(new FormData(), 'en')).toEqual({ rating: '', title: '', body: '', language: 'en' });
  });

  it('keeps the language the shopper chose', () => {
    const form = new FormData();
    form.set('language', 'en');
    expect(postedReview(form, 'ar').language).toBe('en');
  });
});

describe('after a review posted without a script is written', () => {
  const page = new URL('https://shop.example/en-sa/p/solitaire-diamond-ring?product_sku=LZ-RG-1001&review_sort=highest');

  it('sends the shopper to the page read again, saying how it went, back at the form', () => {
    expect(reviewWrittenLocation(page, true, 'write-review')).toBe('/en-sa/p/solitaire-diamond-ring?product_sku=LZ-RG-1001&review_sort=highest&review_written=published#write-review');
    expect(reviewWrittenLocation(page, false, 'write-review')).toBe('/en-sa/p/solitaire-diamond-ring?product_sku=LZ-RG-1001&review_sort=highest&review_written=pending#write-review');
  });

  it('thanks only a customer who has reviewed the piece, and nobody for an address that says nothing known', () => {
    const reviewed = { kind: 'already-reviewed', reviewId: '42' } as const;
    const at = (written: string) => new URL(`${page.href}&review_written=${written}`);
    expect(reviewWrittenAnswer(at('published'), reviewed)).toEqual({ kind: 'written', published: true });
    expect(reviewWrittenAnswer(at('pending'), reviewed)).toEqual({ kind: 'written', published: false });
    expect(reviewWrittenAnswer(at('published'), { kind: 'guest' })).toBeUndefined();
    expect(reviewWrittenAnswer(at('published'), { kind: 'eligible' })).toBeUndefined();
    expect(reviewWrittenAnswer(at('published'), null)).toBeUndefined();
    expect(reviewWrittenAnswer(at('yes'), reviewed)).toBeUndefined();
    expect(reviewWrittenAnswer(page, reviewed)).toBeUndefined();
  });
});

describe('My Reviews without a script', () => {
  const row = (id: string): MyReviewRow => ({
    review: { id, sku: 'LZ-RG-1001', rating: 4, title: 'Lovely', body: 'Shines.', language: 'en', status: 'published', createdAt: '2026-04-01T10:00:00.000Z' },
    product: null,
  });
  const at = (query: string) => new URL(`https://shop.example/en-sa/account/my-reviews${query}`);

  it('opens the form or the question the address asks for, for one of the customer’s own reviews only', () => {
    const rows = [row('7'), row('9')];
    expect(myReviewsModeOf(at('?edit=9'), rows)).toEqual({ kind: 'edit', id: '9' });
    expect(myReviewsModeOf(at('?delete=7'), rows)).toEqual({ kind: 'confirm-delete', id: '7' });
    expect(myReviewsModeOf(at('?edit=8'), rows)).toEqual({ kind: 'view' });
    expect(myReviewsModeOf(at('?delete=someone-else'), rows)).toEqual({ kind: 'view' });
    expect(myReviewsModeOf(at(''), rows)).toEqual({ kind: 'view' });
  });

  it('sends the shopper to the page read again, at the review saved, and reads back only what it sends', () => {
    expect(myReviewsDoneLocation(at('?edit=7'), 'saved-pending', '7')).toBe('/en-sa/account/my-reviews?done=saved-pending#review-7');
    expect(myReviewsDoneLocation(at('?delete=7'), 'deleted')).toBe('/en-sa/account/my-reviews?done=deleted');
    expect(myReviewsDoneOf(at('?done=saved'))).toBe('saved');
    expect(myReviewsDoneOf(at('?done=deleted'))).toBe('deleted');
    expect(myReviewsDoneOf(at('?done=hacked'))).toBeUndefined();
    expect(myReviewsDoneOf(at(''))).toBeUndefined();
  });
});
