import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, loadConfig } from './config.js';

describe('configuration', () => {
  it('starts on port 3000 with an embedded database in .data when nothing is set', () => {
    const config = loadConfig({})._unsafeUnwrap();

    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(resolve('.data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.SEED_DEMO_CATALOGUE).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '' })._unsafeUnwrap();

    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads PostgreSQL and Redis URLs', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://shop@db.internal:5432/storefront',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PORT: '8080',
    })._unsafeUnwrap();

    expect(config.DATABASE_URL).toBe('postgres://shop@db.internal:5432/storefront');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.PORT).toBe(8080);
  });

  it('names every invalid variable and what it was given', () => {
    const problems = loadConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/shop',
      REDIS_URL: 'not a url',
      LOG_LEVEL: 'loud',
    })._unsafeUnwrapErr().problems;

    expect(problems).toHaveLength(4);
    expect(problems.find((line) => line.startsWith('PORT:'))).toContain('"eighty"');
    expect(problems.find((line) => line.startsWith('DATABASE_URL:'))).toContain('postgres://');
    expect(problems.find((line) => line.startsWith('REDIS_URL:'))).toContain('redis://');
    expect(problems.find((line) => line.startsWith('LOG_LEVEL:'))).toContain('"loud"');
  });

  it('bounds the image cache at 256 MB and reads images from the web package’s public folder by default', () => {
    const config = loadConfig({})._unsafeUnwrap();

    expect(config.IMAGE_CACHE_MAX_MB).toBe(256);
    expect(config.IMAGE_RENDER_CONCURRENCY).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(config.IMAGE_RENDER_QUEUE).toBe(8);
    expect(config.STATIC_IMAGES_DIR).toMatch(/packages[/\\]web[/\\]public$/);
    expect(existsSync(join(config.STATIC_IMAGES_DIR, 'images'))).toBe(true);
  });

  it('reads the image cache bound and the static images folder', () => {
    const config = loadConfig({ IMAGE_CACHE_MAX_MB: '64', STATIC_IMAGES_DIR: 'public' })._unsafeUnwrap();

    expect(config.IMAGE_CACHE_MAX_MB).toBe(64);
    expect(config.STATIC_IMAGES_DIR).toBe(resolve('public'));
  });

  it('refuses an image cache bound that is not a whole number of megabytes', () => {
    expect(loadConfig({ IMAGE_CACHE_MAX_MB: '1.5' })._unsafeUnwrapErr().problems[0]).toMatch(/^IMAGE_CACHE_MAX_MB: .*"1.5"/);
  });

  it('bounds image renders: half the cores at once by default, and the queue behind them', () => {
    expect(loadConfig({ IMAGE_RENDER_CONCURRENCY: '2', IMAGE_RENDER_QUEUE: '0' })._unsafeUnwrap()).toMatchObject({ IMAGE_RENDER_CONCURRENCY: 2, IMAGE_RENDER_QUEUE: 0 });
  });

  it.each([
    ['IMAGE_RENDER_CONCURRENCY', '0'],
    ['IMAGE_RENDER_CONCURRENCY', '17'],
    ['IMAGE_RENDER_CONCURRENCY', 'two'],
    ['IMAGE_RENDER_QUEUE', '-1'],
    ['IMAGE_RENDER_QUEUE', '1001'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(loadConfig({ [name]: value })._unsafeUnwrapErr().problems).toEqual([expect.stringMatching(new RegExp(`^${name}: must be a whole number of renders .*"${value}"`))]);
  });

  it('reads VAT per region in percent, defaulting to the rates in force', () => {
    expect(loadConfig({})._unsafeUnwrap()).toMatchObject({ VAT_RATE_SA: 1500, VAT_RATE_AE: 500, VAT_RATE_EG: 1400 });
    expect(loadConfig({ VAT_RATE_EG: '14.25' })._unsafeUnwrap().VAT_RATE_EG).toBe(1425);
    expect(loadConfig({ VAT_RATE_SA: '150' })._unsafeUnwrapErr().problems[0]).toMatch(/^VAT_RATE_SA: must be a percentage/);
  });

  it('seeds 1,500 demo products unless told how many', () => {
    expect(loadConfig({})._unsafeUnwrap().SEED_DEMO_PRODUCTS).toBe(1500);
    expect(loadConfig({ SEED_DEMO_PRODUCTS: '20000' })._unsafeUnwrap().SEED_DEMO_PRODUCTS).toBe(20_000);
    expect(loadConfig({ SEED_DEMO_PRODUCTS: '5' })._unsafeUnwrapErr().problems[0]).toMatch(/^SEED_DEMO_PRODUCTS: /);
  });

  it('refuses a port above 65535', () => {
    expect(loadConfig({ PORT: '70000' })._unsafeUnwrapErr().problems[0]).toMatch(/^PORT: /);
  });
});

describe('search relevance', () => {
  it('ranks by the words’ weights unless configured, and refuses a rule it does not know', () => {
    expect(loadConfig({})._unsafeUnwrap().SEARCH_RELEVANCE).toBe('word-weights');
    expect(loadConfig({ SEARCH_RELEVANCE: '' })._unsafeUnwrap().SEARCH_RELEVANCE).toBe('word-weights');
    expect(loadConfig({ SEARCH_RELEVANCE: 'proximity' })._unsafeUnwrap().SEARCH_RELEVANCE).toBe('proximity');
    expect(loadConfig({ SEARCH_RELEVANCE: 'distance' })._unsafeUnwrapErr().problems).toEqual([
      'SEARCH_RELEVANCE: must be one of word-weights, proximity (got "distance")',
    ]);
  });
});

describe('the outbox retention', () => {
  it('keeps delivered marketing events a week unless configured, from 1 to 365 days', () => {
    expect(loadConfig({})._unsafeUnwrap().OUTBOX_RETENTION_DAYS).toBe(7);
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: '30' })._unsafeUnwrap().OUTBOX_RETENTION_DAYS).toBe(30);
    for (const bad of ['0', '366', 'a week']) {
      expect(loadConfig({ OUTBOX_RETENTION_DAYS: bad })._unsafeUnwrapErr().problems).toEqual([
        `OUTBOX_RETENTION_DAYS: must be a whole number of days from 1 to 365 (got "${bad}")`,
      ]);
    }
  });
});

describe('abandoned-cart restore links', () => {
  it('last a week unless configured, and take a secret of 32 characters or more', () => {
    const defaults = loadConfig({})._unsafeUnwrap();
    expect(defaults.CART_RESTORE_LINK_HOURS).toBe(168);
    expect(defaults.CART_RESTORE_SECRET).toBeUndefined();
    expect(loadConfig({ CART_RESTORE_SECRET: 'k'.repeat(32), CART_RESTORE_LINK_HOURS: '48' })._unsafeUnwrap()).toMatchObject({
      CART_RESTORE_SECRET: 'k'.repeat(32),
      CART_RESTORE_LINK_HOURS: 48,
    });
    const problems = loadConfig({ CART_RESTORE_SECRET: 'short', CART_RESTORE_LINK_HOURS: '0' })._unsafeUnwrapErr().problems;
    expect(problems.some((line) => line.startsWith('CART_RESTORE_SECRET:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('CART_RESTORE_LINK_HOURS:'))).toBe(true);
  });

  it('remind of a cart left two hours unless configured, from 10 minutes to 30 days', () => {
    expect(loadConfig({})._unsafeUnwrap().CART_ABANDONED_MINUTES).toBe(120);
    expect(loadConfig({ CART_ABANDONED_MINUTES: '45' })._unsafeUnwrap().CART_ABANDONED_MINUTES).toBe(45);
    for (const wrong of ['5', '43201', 'soon']) {
      expect(loadConfig({ CART_ABANDONED_MINUTES: wrong })._unsafeUnwrapErr().problems.some((line) => line.startsWith('CART_ABANDONED_MINUTES:'))).toBe(true);
    }
  });
});

describe('the public origin', () => {
  it('is unset unless configured, and read as scheme, host and port alone', () => {
    expect(loadConfig({})._unsafeUnwrap().PUBLIC_ORIGIN).toBeUndefined();
    expect(loadConfig({ PUBLIC_ORIGIN: '' })._unsafeUnwrap().PUBLIC_ORIGIN).toBeUndefined();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.Lazurde.com' })._unsafeUnwrap().PUBLIC_ORIGIN).toBe('https://www.lazurde.com');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://shop.example.com/' })._unsafeUnwrap().PUBLIC_ORIGIN).toBe('https://shop.example.com');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:8080' })._unsafeUnwrap().PUBLIC_ORIGIN).toBe('http://localhost:8080');
  });

  it('refuses anything more or other than an http or https origin, naming the variable', () => {
    for (const given of ['www.example.com', 'ftp://example.com', 'https://example.com/shop', 'https://example.com?x=1', 'https://example.com/#top', 'https://user:secret@example.com']) {
      const problems = loadConfig({ PUBLIC_ORIGIN: given })._unsafeUnwrapErr().problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^PUBLIC_ORIGIN: must be the store's public address alone/);
    }
  });
});

describe('email settings', () => {
  it('keep the emails in the store’s mailbox from a store address unless a mail server is named', () => {
    const config = loadConfig({})._unsafeUnwrap();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe(DEFAULT_MAIL_FROM);
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: '' })._unsafeUnwrap()).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: DEFAULT_MAIL_FROM });
  });

  it('read an smtp or smtps server and a sender with or without a name', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://shop:secret@mail.example.com:465', MAIL_FROM: 'Shop Team <hello@shop.example>' })._unsafeUnwrap();
    expect(config).toMatchObject({ SMTP_URL: 'smtps://shop:secret@mail.example.com:465', MAIL_FROM: 'Shop Team <hello@shop.example>' });
    expect(loadConfig({ MAIL_FROM: 'hello@shop.example' })._unsafeUnwrap().MAIL_FROM).toBe('hello@shop.example');
  });

  it('refuse another scheme and a sender that is no address, naming the variable', () => {
    expect(loadConfig({ SMTP_URL: 'http://mail.example.com' })._unsafeUnwrapErr().problems[0]).toMatch(/^SMTP_URL: must be a URL such as smtp:/);
    for (const given of ['shop', 'Shop <hello@shop.example', 'a@b\r\nBcc: c@d', 'Shop hello@shop.example']) {
      expect(loadConfig({ MAIL_FROM: given })._unsafeUnwrapErr().problems[0], given).toMatch(/^MAIL_FROM: must be an address/);
    }
  });
});


describe('returns', () => {
  it('flag an account at 3 returns within 30 days unless configured, and refuse what cannot be a count of returns or days', () => {
    expect(loadConfig({})._unsafeUnwrap()).toMatchObject({ RETURNS_UNUSUAL_COUNT: 3, RETURNS_UNUSUAL_DAYS: 30 });
    expect(loadConfig({ RETURNS_UNUSUAL_COUNT: '5', RETURNS_UNUSUAL_DAYS: '90' })._unsafeUnwrap()).toMatchObject({ RETURNS_UNUSUAL_COUNT: 5, RETURNS_UNUSUAL_DAYS: 90 });
    const problems = loadConfig({ RETURNS_UNUSUAL_COUNT: '0', RETURNS_UNUSUAL_DAYS: '366' })._unsafeUnwrapErr().problems;
    expect(problems.some((line) => line.startsWith('RETURNS_UNUSUAL_COUNT:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('RETURNS_UNUSUAL_DAYS:'))).toBe(true);
    expect(loadConfig({ RETURN_GRANT_SECRET: 'short' })._unsafeUnwrapErr().problems[0]).toMatch(/^RETURN_GRANT_SECRET:/);
  });
});
