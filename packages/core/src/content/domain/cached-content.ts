import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Brand } from '../../locale/domain/brand.js';
import type { Locale, Region } from '../../locale/domain/locale.js';
import type { CachePort } from '../../shared/ports/cache.port.js';
import { notFound, type InfrastructureError } from '../../shared/errors.js';
import type { ContentPort } from '../ports/content.port.js';
import type {
  ContentPage,
  FaqEntry,
  FooterContent,
  HeaderContent,
  HelpTopic,
  HelpTopicSummary,
  NotFoundPageContent,
  StoreLocation,
} from './content.js';

/**
 * Whether an address's slug can name a content page or help-centre topic: letters and digits of
 * any script in words joined by single hyphens (`return-policy`), up to 100 characters. Anything
 * else (a control character, a slash, a space) names nothing, and is answered without a lookup.
 */
export function isContentSlug(slug: string): boolean {
  const key = slug.trim();
  return key.length <= 100 && /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u.test(key);
}

/** The spec's data cache lifetime (section 9): 5 minutes. */
export const CONTENT_CACHE_TTL_SECONDS = 300;

/** How a value goes into the cache and comes back: the cache holds JSON, so instants travel as ISO text. */
interface Codec<T> {
  encode(value: T): unknown;
  decode(stored: unknown): T;
}

const asIs = <T>(): Codec<T> => ({ encode: (value) => value, decode: (stored) => stored as T });

const headerCodec: Codec<HeaderContent> = {
  encode: (header) =>
    header.promoBar?.flashEndsAt ? { ...header, promoBar: { ...header.promoBar, flashEndsAt: header.promoBar.flashEndsAt.toISOString() } } : header,
  decode: (stored) => {
    const header = stored as HeaderContent & { promoBar?: { flashEndsAt?: string | Date } };
    const endsAt = header.promoBar?.flashEndsAt;
    return endsAt === undefined || endsAt instanceof Date ? header : { ...header, promoBar: { ...header.promoBar!, flashEndsAt: new Date(endsAt) } };
  },
};

/**
 * A `ContentPort` that keeps what another one answers for a while (5 minutes by default), per
 * region, language and brand. Content changes rarely and every page needs the header and footer,
 * so most requests never reach the CMS. Failures are not kept, and a cache that fails is passed
 * by: the content is read from the source instead.
 */
export class CachedContent implements ContentPort {
  constructor(
    private readonly source: ContentPort,
    private readonly cache: CachePort,
    private readonly ttlSeconds: number = CONTENT_CACHE_TTL_SECONDS,
  ) {}

  getHeader(locale: Locale, brand: Brand): ResultAsync<HeaderContent, InfrastructureError> {
    return this.remember(locale, `header:${brand}`, () => this.source.getHeader(locale, brand), headerCodec);
  }

  getFooter(locale: Locale, brand: Brand): ResultAsync<FooterContent, InfrastructureError> {
    return this.remember(locale, `footer:${brand}`, () => this.source.getFooter(locale, brand), asIs());
  }

  getPage(locale: Locale, brand: Brand, slug: string): ResultAsync<ContentPage, InfrastructureError> {
    if (!isContentSlug(slug)) return errAsync(notFound('page', slug));
    const key = slug.trim().toLowerCase();
    return this.remember(locale, `page:${brand}:${key}`, () => this.source.getPage(locale, brand, slug), asIs());
  }

  getFaq(locale: Locale, topic: string): ResultAsync<readonly FaqEntry[], InfrastructureError> {
    // As the source answers a topic without questions: an empty list.
    if (!isContentSlug(topic)) return okAsync([]);
    const key = topic.trim().toLowerCase();
    return this.remember(locale, `faq:${key}`, () => this.source.getFaq(locale, topic), asIs());
  }

  listHelpTopics(locale: Locale): ResultAsync<readonly HelpTopicSummary[], InfrastructureError> {
    return this.remember(locale, 'help-topics', () => this.source.listHelpTopics(locale), asIs());
  }

  getHelpTopic(locale: Locale, slug: string): ResultAsync<HelpTopic, InfrastructureError> {
    if (!isContentSlug(slug)) return errAsync(notFound('help-topic', slug));
    const key = slug.trim().toLowerCase();
    return this.remember(locale, `help-topic:${key}`, () => this.source.getHelpTopic(locale, slug), asIs());
  }

  getNotFoundPage(locale: Locale): ResultAsync<NotFoundPageContent, InfrastructureError> {
    return this.remember(locale, 'not-found', () => this.source.getNotFoundPage(locale), asIs());
  }

  listStoreLocations(locale: Locale, brand?: Brand): ResultAsync<readonly StoreLocation[], InfrastructureError> {
    return this.remember(locale, `stores:${brand ?? 'all'}`, () => this.source.listStoreLocations(locale, brand), asIs());
  }

  private remember<T>(
    locale: Locale,
    what: string,
    load: () => ResultAsync<T, InfrastructureError>,
    codec: Codec<T>,
  ): ResultAsync<T, InfrastructureError> {
    const region: Region = locale.region;
    const key = `content:${locale.language}:${what}`;
    return this.cache
      .get(region, key)
      .orElse(() => okAsync(undefined))
      .andThen((stored) => {
        if (stored !== undefined) return okAsync(codec.decode(stored));
        return load().andThen((value) =>
          this.cache
            .set(region, key, codec.encode(value), this.ttlSeconds)
            .orElse(() => okAsync(undefined))
            .map(() => value),
        );
      });
  }
}
