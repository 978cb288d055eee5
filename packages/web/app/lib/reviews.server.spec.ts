import { describe, expect, it } from 'vitest';
import { postedReview } from './reviews.server';

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
