import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@storefront/contract';
import { DEMO_CUSTOMER_PASSWORD } from '@storefront/demo-store';
import { closesAfterAll } from '../../test-support/test-app.js';
import { API_ENGINE } from '../../test-support/engine.js';
import { aTestApi } from '../../test-support/test-app.js';

const WEB = { 'x-storefront-client': 'web' };
const OPERATOR_TOKEN = 'an-operator-token-for-the-review-tests-0123456789';
const BEARER = { authorization: `Bearer ${OPERATOR_TOKEN}` };

/** The real API on a seeded throwaway database, reviews moderated (auto-publish off). */
async function aModeratedStore(env: Record<string, string>) {
  const { app } = await aTestApi({ CART_RESTORE_SECRET: 'x'.repeat(32), RATE_LIMIT_SIGN_IN_PER_CLIENT: '500/15m', ...env });
  const call = (path: string, payload: object, headers: Record<string, string> = WEB) => app.inject({ method: 'POST', url: `/api/${path}`, payload, headers });
  const answer = async (response: Promise<LightMyRequestResponse>) => (await response).json().response;
  const signIn = async (email: string, region = 'sa') => {
    const signedIn = await call('auth/secure-login', { region, email, password: DEMO_CUSTOMER_PASSWORD });
    return `${SESSION_COOKIE}=${signedIn.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value}`;
  };
  return { app, call, answer, signIn };
}

describe(`review moderation by the operator API on ${API_ENGINE}`, () => {
  let store: Awaited<ReturnType<typeof aModeratedStore>>;
  let sku: string;
  let reviewId: string;
  const operator = (path: string, headers: Record<string, string> = BEARER, payload: object = {}) => store.call(`operator/reviews/${path}`, payload, headers);
  const stars = async () => (await store.answer(store.call('catalog/product', { region: 'sa', language: 'en', sku }))).product.reviewSummary;

  beforeAll(async () => {
    store = await aModeratedStore({ OPERATOR_TOKEN, REVIEWS_AUTO_PUBLISH: 'false' });
    const cookie = { ...WEB, cookie: await store.signIn('demo.sa@storefront.test') };
    const { orders } = await store.answer(store.call('orders/list', { region: 'sa' }, cookie));
    const delivered = orders.find((order: { status: string }) => order.status === 'delivered');
    const { lines } = await store.answer(store.call('orders/detail', { region: 'sa', reference: delivered.reference }, cookie));
    const { products } = await store.answer(store.call('catalog/products', { region: 'sa', language: 'en', productIds: [lines[0].productId] }));
    sku = products[0].sku;
    const written = await store.answer(store.call('reviews', { region: 'sa', sku, rating: 2, title: 'Held back', body: 'Waits for a reader.', language: 'en' }, cookie));
    reviewId = written.review.id;
    expect(written.review.status).toBe('pending');
  });
  closesAfterAll(() => store);

  it('refuses a call without the token, or with a wrong one, and changes nothing', async () => {
    expect((await operator('pending', {})).statusCode).toBe(401);
    expect((await operator(`${reviewId}/publish`, { authorization: 'Bearer wrong' })).json().response.code).toBe('OPERATOR_TOKEN_INVALID');
    expect((await operator(`${reviewId}/publish`, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await store.answer(operator('pending'))).reviews.map((review: { id: string }) => review.id)).toContain(reviewId);
  });

  it('lists the waiting review in the queue with its store, product and author', async () => {
    const queue = await store.answer(operator('pending'));
    expect(queue.reviews.find((review: { id: string }) => review.id === reviewId)).toMatchObject({ region: 'sa', sku, rating: 2, status: 'pending', language: 'en', title: 'Held back' });
  });

  it('publishes it into the product’s stars once, however often the move is sent, then withdraws it by rejecting', async () => {
    const before = await stars();
    const published = await operator(`${reviewId}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().response.review).toMatchObject({ id: reviewId, status: 'published' });
    expect((await operator(`${reviewId}/publish`)).statusCode).toBe(200);
    expect(await stars()).toEqual({ summationOfRatings: before.summationOfRatings + 2, numberOfReviews: before.numberOfReviews + 1 });
    expect((await store.answer(operator('pending'))).reviews.map((review: { id: string }) => review.id)).not.toContain(reviewId);

    expect((await store.answer(operator(`${reviewId}/reject`))).review.status).toBe('rejected');
    expect(await stars()).toEqual(before);
  });

  it('answers 404 for an id that names no review, and for one that cannot be an id', async () => {
    expect((await operator('99999999/publish')).json()).toMatchObject({ hasError: true, response: { code: 'NOT_FOUND' } });
    expect((await operator('99999999/publish')).statusCode).toBe(404);
    expect((await operator('abc/reject')).statusCode).toBe(404);
  });

  it('refuses a body with anything in it as malformed, never a 500', async () => {
    const response = await operator(`${reviewId}/publish`, BEARER, { region: 'sa' });
    expect(response.statusCode).toBe(400);
    expect(response.json().response.code).toBe('INVALID_REQUEST');
  });
});

describe('the review operator API without OPERATOR_TOKEN', () => {
  it('answers 404 as if absent', async () => {
    const store = await aModeratedStore({});
    try {
      expect((await store.call('operator/reviews/pending', {}, BEARER)).statusCode).toBe(404);
      expect((await store.call('operator/reviews/1/publish', {}, BEARER)).statusCode).toBe(404);
    } finally {
      await store.app.close();
    }
  });
});
