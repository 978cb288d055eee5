import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartPort } from '@storefront/core/cart';
import { CatalogPort } from '@storefront/core/catalog';
import { ContentPort } from '@storefront/core/content';
import { CustomerPort } from '@storefront/core/customer';
import type { VatPolicy } from '@storefront/core/locale';
import { EMPTY_LISTING_QUERY, type BuildSearchRequest } from '@storefront/core/search';
import { OrderPort } from '@storefront/core/order';
import { ReviewPort } from '@storefront/core/reviews';
import { WishlistPort } from '@storefront/core/wishlist';
import { createTestDatabase, type TestDatabase } from '@storefront/adapters-postgres/testing';
import { RedisRateLimit, RedisSessionStore } from '@storefront/adapters-redis';
import { PostgresSessionStore } from '@storefront/adapters-postgres';
import { ResolveSignedInCustomer, SessionStore, type SessionPolicy } from '@storefront/core/session';
import { MailerPort, RateLimitPort, type MailMessage } from '@storefront/core/shared';
import type { Mailbox } from '@storefront/mail';
import { startTestSmtpServer } from '@storefront/mail/testing';
import { Redis } from 'ioredis';
import { Container } from 'inversify';
import { MemoryRateLimit } from '../rate-limit/memory-rate-limit.js';
import { loadConfig, type Config } from '../config/config.js';
import type { Runtime } from '../runtime/runtime.js';
import { storefrontModule } from './storefront.module.js';
import { TOKENS } from './tokens.js';

function aSharedContainer(config: Config, runtime: Runtime): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(storefrontModule(config, runtime));
  return container;
}

describe('shared container module', () => {
  // One database for the file: these tests read what the module binds, and opening PGlite is the slow part.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database?.dispose());
  /** The runtime a container is given; the file's database outlives each of them. */
  const runtimeOf = (): Runtime => ({ database: database.handle, close: async () => undefined });

  it('resolves every commerce port and use case to one shared instance', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' })._unsafeUnwrap();
    const container = aSharedContainer(config, runtimeOf());

    for (const port of [CatalogPort, CartPort, WishlistPort, CustomerPort, ContentPort, OrderPort, ReviewPort]) {
      expect(container.get(port), port.toString()).toBeDefined();
      expect(container.get(port)).toBe(container.get(port));
    }
    expect(container.get(TOKENS.ListFeaturedProducts)).toBeDefined();
    // Who the shopper is, restore links and images are the API's to bind, in its own module.
    expect([TOKENS.ShopperResolver, TOKENS.RestoreLinks, TOKENS.ImageService].map((token) => container.isBound(token))).toEqual([false, false, false]);
  });

  it('charges the VAT rates the configuration sets, per region', async () => {
    const config = loadConfig({ VAT_RATE_SA: '15', VAT_RATE_AE: '5.5', VAT_RATE_EG: '14' })._unsafeUnwrap();
    const vat = aSharedContainer(config, runtimeOf()).get<VatPolicy>(TOKENS.VatPolicy);

    expect([vat.rateOf('sa'), vat.rateOf('ae'), vat.rateOf('eg')]).toEqual([1500, 550, 1400]);
  });

  it('counts rate limits in the process by default and in Redis when REDIS_URL opened one (decision 0912)', async () => {
    const redis = new Redis({ lazyConnect: true });
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent' })._unsafeUnwrap();
      const runtime = runtimeOf();
      expect(aSharedContainer(config, runtime).get(RateLimitPort)).toBeInstanceOf(MemoryRateLimit);
      expect(aSharedContainer(config, { ...runtime, redis }).get(RateLimitPort)).toBeInstanceOf(RedisRateLimit);
    } finally {
      redis.disconnect();
    }
  });

  it('keeps sessions in the engine by default and in Redis when REDIS_URL opened one, for the lifetimes configured (decisions 1000, 1002)', async () => {
    const redis = new Redis({ lazyConnect: true });
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent', SESSION_IDLE_MINUTES: '10', SESSION_ABSOLUTE_HOURS: '2' })._unsafeUnwrap();
      const runtime = runtimeOf();
      const container = aSharedContainer(config, runtime);
      expect(container.get(SessionStore)).toBeInstanceOf(PostgresSessionStore);
      expect(aSharedContainer(config, { ...runtime, redis }).get(SessionStore)).toBeInstanceOf(RedisSessionStore);
      expect(container.get(TOKENS.ResolveSignedInCustomer)).toBeInstanceOf(ResolveSignedInCustomer);

      const policy = container.get<SessionPolicy>(TOKENS.SessionPolicy);
      const start = new Date('2026-03-01T10:00:00Z');
      expect(policy.absoluteExpiry(start)).toEqual(new Date('2026-03-01T12:00:00Z'));
      expect(policy.expiryOf({ lastSeenAt: start, expiresAt: policy.absoluteExpiry(start) })).toEqual(new Date('2026-03-01T10:10:00Z'));
    } finally {
      redis.disconnect();
    }
  });

  it('ranks text searches by the relevance rule the configuration sets', async () => {
    const relevanceOf = (env: Record<string, string>) =>
      aSharedContainer(loadConfig(env)._unsafeUnwrap(), runtimeOf())
        .get<BuildSearchRequest>(TOKENS.BuildSearchRequest)
        .execute({ locale: { language: 'en', region: 'sa' }, brand: 'lazurde', text: 'diamond ring', query: EMPTY_LISTING_QUERY })
        ._unsafeUnwrap().request.relevance;

    expect([relevanceOf({}), relevanceOf({ SEARCH_RELEVANCE: 'proximity' })]).toEqual(['word-weights', 'proximity']);
  });

  describe('email', () => {
    const message: MailMessage = {
      locale: { language: 'ar', region: 'eg' },
      to: 'layla@example.com',
      template: 'password-changed',
      params: { firstName: 'Layla' },
    };

    it('keeps the emails in the store’s mailbox when no mail server is configured', async () => {
      const container = aSharedContainer(loadConfig({ LOG_LEVEL: 'silent' })._unsafeUnwrap(), runtimeOf());

      const sent = (await container.get<MailerPort>(MailerPort).send(message))._unsafeUnwrap();

      const [kept] = (await container.get<Mailbox>(TOKENS.Mailbox).list(10))._unsafeUnwrap();
      expect(kept).toMatchObject({ id: sent.messageId, to: 'layla@example.com', subject: 'تم تغيير كلمة المرور – لازوردي' });
    });

    it('sends them through the SMTP_URL server from MAIL_FROM, and has no mailbox then', async () => {
      const smtp = await startTestSmtpServer();
      try {
        const config = loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: smtp.url, MAIL_FROM: 'Shop <hello@shop.example>' })._unsafeUnwrap();
        const container = aSharedContainer(config, runtimeOf());

        (await container.get<MailerPort>(MailerPort).send(message))._unsafeUnwrap();

        expect(container.isBound(TOKENS.Mailbox)).toBe(false);
        expect(smtp.received.map(({ envelopeFrom, envelopeTo }) => ({ envelopeFrom, envelopeTo }))).toEqual([{ envelopeFrom: 'hello@shop.example', envelopeTo: ['layla@example.com'] }]);
      } finally {
        await smtp.close();
      }
    });
  });
});
