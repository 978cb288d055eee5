import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import type { Language, Region } from '@storefront/core/locale';
import { AppStateProvider } from '../app-state';
import { i18nFor, tOf, TranslationProvider } from '../../lib/i18n';
import { errorsAfterChange, readReviewForm } from './api/review-draft';
import { OrderReviewLink } from './components/order-review-link';
import type { MyReviewRow, ReviewAccess, ReviewFormAnswer } from '../../lib/review-page';
import { WriteReview } from './components/write-review';
import { MyReviewsPage } from './pages/my-reviews-page';

function render(node: React.ReactNode, language: Language = 'en', region: Region = 'sa'): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <TranslationProvider i18n={i18nFor({ language, region })}>
          <AppStateProvider value={{ brand: 'lazurde', language, region, locale: `${language}-${region}` }}>{node}</AppStateProvider>
        </TranslationProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const writeReview = (access: ReviewAccess, language: Language = 'en', answer?: ReviewFormAnswer) =>
  render(<WriteReview access={access} sku="LZ-RG-1001" language={language} region="sa" localeTag={`${language}-sa`} answer={answer} />, language);

describe('the review form’s check', () => {
  it('names each missing field in the page’s language, and sends nothing', () => {
    const en = readReviewForm(tOf(i18nFor('en')), { rating: '', title: '  ', body: '', language: 'en' });
    const ar = readReviewForm(tOf(i18nFor('ar')), { rating: '6', title: 'x'.repeat(151), body: 'ok', language: 'ar' });

    expect(en).toEqual({
      ok: false,
      errors: { rating: 'Choose a rating from 1 to 5 stars.', title: 'Give your review a title.', body: 'Write a few words about the piece.' },
    });
    expect(ar).toEqual({ ok: false, errors: { rating: 'اختر تقييماً من نجمة إلى 5 نجوم.', title: 'اجعل العنوان في حدود 150 حرفاً.' } });
  });

  it('drops a field’s message once the shopper changes that field', () => {
    const before = { rating: '', title: '', body: '', language: 'en' as const };
    expect(errorsAfterChange({ rating: 'r', title: 't' }, before, { ...before, rating: '3' })).toEqual({ title: 't' });
  });

  it('answers the draft trimmed, the stars as a number', () => {
    expect(readReviewForm(tOf(i18nFor('en')), { rating: '4', title: ' Lovely ', body: ' Shines. ', language: 'ar' })).toEqual({
      ok: true,
      draft: { rating: 4, title: 'Lovely', body: 'Shines.', language: 'ar' },
    });
  });
});

describe('write a review on the product page', () => {
  // The form's code is loaded where it is shown (decision 1470); the server has it before any page is asked for.
  beforeAll(() => import('./lazy/review-form'));

  it('offers a verified buyer five radio stars in one group, title, text and the language written', () => {
    const html = writeReview({ kind: 'eligible' });
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    expect(html).toContain('<legend class="field__label">Your rating</legend>');
    expect(text(html)).toContain('1 star');
    expect(text(html)).toContain('5 stars');
    // The language written is the page's unless the shopper changes it.
    expect(html).toMatch(/<option (?=[^>]*value="en")(?=[^>]*selected)[^>]*>English<\/option>/);
    expect(writeReview({ kind: 'eligible' }, 'ar')).toMatch(/<option (?=[^>]*value="ar")(?=[^>]*selected)[^>]*>العربية<\/option>/);
  });

  it('is a form posted to the product page itself, its stars named "rating", so it works before and without the page’s scripts', () => {
    const html = writeReview({ kind: 'eligible' });
    expect(html).toMatch(/<form (?=[^>]*method="post")(?=[^>]*action="\/#write-review")/);
    expect(html.match(/name="rating"/g)).toHaveLength(5);
    expect(html).toMatch(/name="title"/);
    expect(html).toMatch(/name="body"/);
    expect(html).not.toMatch(/<button [^>]*disabled/);
  });

  it('shows the page’s answer to a posted form: the fields as typed with what to fix, the refusal, or the review written', () => {
    const refused = writeReview({ kind: 'eligible' }, 'ar', {
      kind: 'refused',
      values: { rating: '', title: 'عنوان', body: '', language: 'ar' },
      fieldErrors: { rating: 'اختر تقييماً من نجمة إلى 5 نجوم.' },
      formError: 'تعذر الحفظ.',
    });
    expect(refused).toMatch(/name="title"[^>]*value="عنوان"|value="عنوان"[^>]*name="title"/);
    expect(text(refused)).toContain('اختر تقييماً من نجمة إلى 5 نجوم.');
    expect(text(refused)).toContain('تعذر الحفظ.');
    expect(text(writeReview({ kind: 'already-reviewed', reviewId: '42' }, 'en', { kind: 'written', published: true }))).toContain('Thank you: your review is published.');
  });

  it('offers a guest to sign in, tells a customer who never received the piece why not, and one who reviewed it where it is', () => {
    expect(writeReview({ kind: 'guest' })).toMatch(/href="\/en-sa\/account"[^>]*>Sign in to review this piece/);
    expect(text(writeReview({ kind: 'not-a-buyer' }, 'ar'))).toContain('لا يمكن تقييم هذه القطعة إلا من قِبل العملاء الذين اشتروها واستلموها');
    expect(writeReview({ kind: 'not-a-buyer' })).not.toContain('type="radio"');
    expect(writeReview({ kind: 'already-reviewed', reviewId: '42' })).toMatch(/href="\/en-sa\/account\/my-reviews#review-42"/);
  });
});

describe('My Reviews', () => {
  const row = (status: 'pending' | 'published' | 'rejected', product: MyReviewRow['product']): MyReviewRow => ({
    review: { id: '7', sku: 'LZ-RG-1001', rating: 4, title: 'خاتم جميل', body: 'يلمع.', language: 'ar', status, createdAt: '2026-04-01T10:00:00.000Z' },
    product,
  });

  it('lists each review with its product, its stars, its text in its own language and its state', () => {
    const html = render(<MyReviewsPage rows={[row('pending', { name: 'Solitaire Ring', href: '/en-sa/p/solitaire-ring?product_sku=LZ-RG-1001', imageUrl: '' })]} localeTag="en-sa" />);
    expect(html).toContain('href="/en-sa/p/solitaire-ring?product_sku=LZ-RG-1001"');
    expect(text(html)).toMatch(/Status ?: Awaiting moderation/);
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html).toMatch(/lang="ar" dir="rtl"/);
    expect(html).toContain('aria-label="Delete your review of Solitaire Ring"');
  });

  it('names a piece no longer sold, says "not published" in Arabic, and leads an empty list to My Orders', () => {
    expect(text(render(<MyReviewsPage rows={[row('rejected', null)]} localeTag="ar-eg" />, 'ar', 'eg'))).toContain('غير منشور');
    expect(text(render(<MyReviewsPage rows={[row('published', null)]} localeTag="en-sa" />))).toContain('A piece no longer sold (LZ-RG-1001)');
    expect(render(<MyReviewsPage rows={[]} localeTag="en-sa" />)).toMatch(/href="\/en-sa\/account\/my-orders"/);
  });

  it('offers Edit and Delete as links to the page that opens the form or asks, so they work without scripts', () => {
    const html = render(<MyReviewsPage rows={[row('published', null)]} localeTag="en-sa" />);
    expect(html).toMatch(/<a [^>]*href="\/\?edit=7#review-7"[^>]*>Edit<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/\?delete=7#review-7"[^>]*>Delete<\/a>/);
    expect(html).not.toContain('data-testid="my-review-form"');
  });

  it('opens the review’s form as the address asks: posted to the page, with the review as it is', () => {
    const html = render(<MyReviewsPage rows={[row('published', null)]} localeTag="en-sa" mode={{ kind: 'edit', id: '7' }} />);
    expect(html).toMatch(/<form (?=[^>]*method="post")(?=[^>]*action="\/\?edit=7#review-7")[^>]*data-testid="my-review-form"/);
    expect(html).toMatch(/<input type="hidden" name="intent" value="edit"\/>/);
    expect(html).toMatch(/<input type="hidden" name="review" value="7"\/>/);
    expect(html).toMatch(/name="title"[^>]*value="خاتم جميل"|value="خاتم جميل"[^>]*name="title"/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Cancel<\/a>/);
  });

  it('asks before deleting as the address asks, in a form posted to the page', () => {
    const html = render(<MyReviewsPage rows={[row('published', { name: 'Solitaire Ring', href: '/x', imageUrl: '' })]} localeTag="en-sa" mode={{ kind: 'confirm-delete', id: '7' }} />);
    expect(html).toMatch(/<form (?=[^>]*method="post")(?=[^>]*action="\/")[^>]*class="my-review__confirm"|<form (?=[^>]*class="my-review__confirm")(?=[^>]*method="post")/);
    expect(html).toMatch(/<input type="hidden" name="intent" value="delete"\/>/);
    expect(text(html)).toContain('Delete your review of Solitaire Ring? This cannot be undone.');
    expect(html).toMatch(/<button type="submit"[^>]*data-testid="my-review-confirm-delete"/);
  });

  it('shows the answer to a post without scripts: the form again with what to fix, why a review could not go, or how it went', () => {
    const refused = render(
      <MyReviewsPage
        rows={[row('published', null)]}
        localeTag="ar-sa"
        answer={{ kind: 'edit-refused', id: '7', values: { rating: '3', title: '', body: 'نص', language: 'ar' }, fieldErrors: { title: 'اجعل لتقييمك عنواناً.' } }}
      />,
      'ar',
    );
    expect(refused).toContain('data-testid="my-review-form"');
    expect(text(refused)).toContain('اجعل لتقييمك عنواناً.');
    expect(refused).toMatch(/name="body"[^>]*>نص<\/textarea>|>نص<\/textarea>/);
    const notDeleted = render(<MyReviewsPage rows={[row('published', null)]} localeTag="en-sa" answer={{ kind: 'delete-refused', id: '7', formError: 'Not found.' }} />);
    expect(text(notDeleted)).toContain('Not found.');
    expect(notDeleted).toContain('data-testid="my-review-confirm-delete"');
    expect(text(render(<MyReviewsPage rows={[row('pending', null)]} localeTag="en-sa" done="saved-pending" />))).toContain('Your review is saved and awaits moderation.');
    expect(text(render(<MyReviewsPage rows={[]} localeTag="ar-sa" done="deleted" />, 'ar'))).toContain('تم حذف تقييمك.');
  });
});

describe('an order line’s review link', () => {
  const target = { productId: 5, name: 'Solitaire Ring', href: '/en-sa/p/solitaire-ring?product_sku=LZ-RG-1001', reviewId: null };

  it('leads to the product page’s form, or to the review once written, and is absent without a target', () => {
    expect(render(<OrderReviewLink target={target} localeTag="en-sa" />)).toMatch(/href="\/en-sa\/p\/solitaire-ring\?product_sku=LZ-RG-1001#write-review"[^>]*>Write a review/);
    expect(render(<OrderReviewLink target={{ ...target, reviewId: '9' }} localeTag="en-sa" />)).toContain('href="/en-sa/account/my-reviews#review-9"');
    expect(render(<OrderReviewLink target={undefined} localeTag="en-sa" />)).toBe('');
  });
});
