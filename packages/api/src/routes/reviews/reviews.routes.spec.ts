import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@storefront/contract';
import { DEMO_CUSTOMER_PASSWORD } from '@storefront/demo-store';
import { API_ENGINE } from '../../test-support/engine.js';
import { aTestApi } from '../../test-support/test-app.js';

const WEB = { 'x-storefront-client': 'web' };
/** A signature piece of the demo catalogue: never in a demo order, so nobody bought it. */
const NEVER_BOUGHT = 'LZ-NK-1004';

/** The real API on a seeded throwaway database (demo accounts with an order in every state). */
async function aReviewApi(env: Record<string, string> = {}) {
  const { app } = await aTestApi({ CART_RESTORE_SECRET: 'x'.repeat(32), RATE_LIMIT_SIGN_IN_PER_CLIENT: '500/15m', ...env });
  const call = (path: string, payload: object, session?: string, headers: Record<string, string> = WEB) =>
    app.inject({ method: 'POST', url: `/api/${path}`, payload, headers: { ...headers, ...(session === undefined ? {} : { cookie: `${SESSION_COOKIE}=${session}` }) } });
  const answer = async (response: Promise<LightMyRequestResponse>) => (await response).json().response;
  const signIn = async (email: string, region = 'sa') => {
    const signedIn = await call('auth/secure-login', { region, email, password: DEMO_CUSTOMER_PASSWORD });
    return signedIn.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
  };
  /** The product SKU of a line of the customer's delivered order, as My Orders shows it. */
  const deliveredProduct = async (session: string, region = 'sa') => {
    const { orders } = await answer(call('orders/list', { region }, session));
    const delivered = orders.find((order: { status: string }) => order.status === 'delivered');
    const { lines } = await answer(call('orders/detail', { region, reference: delivered.reference }, session));
    const { products } = await answer(call('catalog/products', { region, language: 'en', productIds: [lines[0].productId] }));
    return products[0].sku as string;
  };
  const starsOf = async (sku: string, region = 'sa') => (await answer(call('catalog/product', { region, language: 'en', sku }))).product.reviewSummary;
  return { app, call, answer, signIn, deliveredProduct, starsOf };
}

const written = { rating: 4, title: '  Lovely piece ', body: 'It shines.\nWorn every day.', language: 'ar' };

describe(`the review API on ${API_ENGINE}`, () => {
  let api: Awaited<ReturnType<typeof aReviewApi>>;
  let session: string;
  let sku: string;
  beforeAll(async () => {
    api = await aReviewApi();
    session = await api.signIn('demo.sa@storefront.test');
    sku = await api.deliveredProduct(session);
  });
  afterAll(() => api?.app.close());

  it('publishes a delivered buyer’s review at once (the default), in the language written, and the product’s stars follow', async () => {
    const before = await api.starsOf(sku);
    const response = await api.call('reviews', { region: 'sa', sku, ...written }, session);

    expect(response.statusCode).toBe(200);
    expect(response.json().response.review).toMatchObject({ sku, rating: 4, title: 'Lovely piece', body: 'It shines.\nWorn every day.', language: 'ar', status: 'published' });
    expect(await api.starsOf(sku)).toEqual({ summationOfRatings: before.summationOfRatings + 4, numberOfReviews: before.numberOfReviews + 1 });
  });

  it('refuses a second review of the same product, and a product the customer never received', async () => {
    const again = await api.call('reviews', { region: 'sa', sku, ...written }, session);
    const neverBought = await api.call('reviews', { region: 'sa', sku: NEVER_BOUGHT, ...written }, session);

    expect([again.statusCode, again.json().response.code]).toEqual([409, 'REVIEW_ALREADY_WRITTEN']);
    expect([neverBought.statusCode, neverBought.json().response.code]).toEqual([403, 'REVIEW_NOT_VERIFIED_BUYER']);
  });

  it('refuses a signed-out shopper, a cross-site request and a rating outside 1 to 5', async () => {
    const signedOut = await api.call('reviews', { region: 'sa', sku, ...written });
    const crossSite = await api.call('reviews', { region: 'sa', sku, ...written }, session, {});
    const sixStars = await api.call('reviews', { region: 'sa', sku, ...written, rating: 6 }, session);

    expect([signedOut.statusCode, signedOut.json().response.code]).toEqual([401, 'SIGNED_OUT']);
    expect(crossSite.statusCode).toBe(403);
    expect([sixStars.statusCode, sixStars.json().response.code]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('lists, edits and deletes the customer’s own review in My Reviews, the stars following each change', async () => {
    const stars = await api.starsOf(sku);
    const mine = (await api.answer(api.call('account/reviews', { region: 'sa' }, session))).reviews;
    const review = mine.find((one: { sku: string }) => one.sku === sku);
    expect(review).toMatchObject({ title: 'Lovely piece', status: 'published' });

    const edited = await api.call('account/reviews/edit', { region: 'sa', reviewId: review.id, rating: 2, title: 'Changed my mind', body: 'The clasp broke.', language: 'en' }, session);
    expect(edited.json().response.review).toMatchObject({ id: review.id, rating: 2, title: 'Changed my mind', language: 'en', status: 'published' });
    expect(await api.starsOf(sku)).toEqual({ summationOfRatings: stars.summationOfRatings - 2, numberOfReviews: stars.numberOfReviews });

    const left = await api.call('account/reviews/remove', { region: 'sa', reviewId: review.id }, session);
    expect(left.json().response.reviews.map((one: { id: string }) => one.id)).not.toContain(review.id);
    expect(await api.starsOf(sku)).toEqual({ summationOfRatings: stars.summationOfRatings - 4, numberOfReviews: stars.numberOfReviews - 1 });
  });

  it('answers 404 for another customer’s review, edited or deleted, and changes nothing', async () => {
    const other = await api.signIn('demo.ae@storefront.test', 'ae');
    const theirs = (await api.answer(api.call('account/reviews', { region: 'ae' }, other))).reviews[0];
    const edit = await api.call('account/reviews/edit', { region: 'sa', reviewId: theirs.id, ...written }, session);
    const remove = await api.call('account/reviews/remove', { region: 'sa', reviewId: theirs.id }, session);

    expect([edit.statusCode, edit.json().response]).toEqual([404, { code: 'NOT_FOUND', params: { entity: 'review', id: theirs.id } }]);
    expect(remove.statusCode).toBe(404);
    expect((await api.answer(api.call('account/reviews', { region: 'ae' }, other))).reviews[0]).toEqual(theirs);
  });
});

describe('the review API with auto-publish off', () => {
  let api: Awaited<ReturnType<typeof aReviewApi>>;
  beforeAll(async () => {
    api = await aReviewApi({ REVIEWS_AUTO_PUBLISH: 'false' });
  });
  afterAll(() => api?.app.close());

  it('keeps a new review pending, out of the product’s stars, until it is moderated', async () => {
    const session = await api.signIn('demo.eg@storefront.test', 'eg');
    const sku = await api.deliveredProduct(session, 'eg');
    const before = await api.starsOf(sku, 'eg');
    const review = (await api.answer(api.call('reviews', { region: 'eg', sku, ...written }, session))).review;

    expect(review.status).toBe('pending');
    expect(await api.starsOf(sku, 'eg')).toEqual(before);
  });
});
