import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import type { z } from 'zod';
import type {
  ContentPage,
  ContentPort,
  FaqEntry,
  FooterContent,
  HeaderContent,
  HelpTopic,
  HelpTopicSummary,
  NavigationItem,
  NotFoundPageContent,
  PromoBar,
  StoreLocation,
} from '@storefront/core/content';
import { groupOpeningHours } from '@storefront/core/content';
import { brandSchema, type Brand, type Locale } from '@storefront/core/locale';
import { notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { contentEntries, storeLocations } from '../database/schema/index.js';
import {
  CONTENT_KINDS,
  brandCardsBody,
  faqBody,
  footerBody,
  headerBody,
  helpTopicBody,
  navigationBody,
  pageBody,
  popularSearchTermsBody,
  promoBarBody,
} from './cms-content.schema.js';

/** Help-centre questions and the 404 page belong to the store, not a brand; they are kept under the main brand. */
const FAQ_BRAND: Brand = 'lazurde';
const STORE_BRAND: Brand = 'lazurde';

function io<T>(promise: Promise<T>): ResultAsync<T, InfrastructureError> {
  return ResultAsync.fromPromise(promise, (cause) => unavailable('content', cause));
}

/** A body the CMS shape does not describe is the content service failing, not the shopper's doing. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): Result<z.output<S>, InfrastructureError> {
  const parsed = schema.safeParse(body);
  return parsed.success ? ok(parsed.data) : err(unavailable('content', parsed.error));
}

/**
 * Editorial content on the built-in engine: CMS-shaped JSON in `content_entries`, read in the
 * locale's language; an entry for the locale's region wins over the one shared by all regions.
 */
export class PostgresContent implements ContentPort {
  constructor(private readonly db: Database) {}

  getHeader(locale: Locale, brand: Brand): ResultAsync<HeaderContent, InfrastructureError> {
    return ResultAsync.combine([
      this.entry(CONTENT_KINDS.header, 'header', locale, brand),
      this.entry(CONTENT_KINDS.navigation, 'header', locale, brand),
      this.entry(CONTENT_KINDS.popularSearchTerms, 'header', locale, brand),
      this.entry(CONTENT_KINDS.promoBar, 'header', locale, brand),
    ]).andThen(([header, navigation, terms, promo]) => {
      if (header === undefined) return err(notFound('header', brand));
      const parts = {
        header: parseBody(headerBody, header),
        navigation: navigation === undefined ? ok<NavigationItem[], InfrastructureError>([]) : parseBody(navigationBody, navigation),
        terms: terms === undefined ? ok<string[], InfrastructureError>([]) : parseBody(popularSearchTermsBody, terms),
        promo: promo === undefined ? ok<PromoBar | undefined, InfrastructureError>(undefined) : parseBody(promoBarBody, promo),
      };
      return parts.header.andThen((parsed) =>
        parts.navigation.andThen((items) =>
          parts.terms.andThen((searchTerms) =>
            parts.promo.map(
              (promoBar): HeaderContent => ({
                logoUrl: parsed.Logo.url,
                logoLink: parsed.Logo_Link,
                navigation: items,
                popularSearchTerms: searchTerms,
                ...(promoBar === undefined ? {} : { promoBar }),
              }),
            ),
          ),
        ),
      );
    });
  }

  getFooter(locale: Locale, brand: Brand): ResultAsync<FooterContent, InfrastructureError> {
    return this.entry(CONTENT_KINDS.footer, 'footer', locale, brand).andThen((body) =>
      body === undefined ? errAsync(notFound('footer', brand)) : parseBody(footerBody, body),
    );
  }

  getPage(locale: Locale, brand: Brand, slug: string): ResultAsync<ContentPage, InfrastructureError> {
    const key = slug.trim().toLowerCase();
    return this.entry(CONTENT_KINDS.page, key, locale, brand).andThen((body) => {
      if (body === undefined) return errAsync(notFound('page', slug));
      return parseBody(pageBody, body).map(
        (page): ContentPage => ({
          slug: key,
          title: page.Title,
          sections: page.Sections.map(({ __component, ...data }) => ({ type: __component, data })),
        }),
      );
    });
  }

  /** A topic without questions in the locale is an empty list: the help centre shows none. */
  getFaq(locale: Locale, topic: string): ResultAsync<readonly FaqEntry[], InfrastructureError> {
    return this.entry(CONTENT_KINDS.faq, topic.trim().toLowerCase(), locale, FAQ_BRAND).andThen((body) =>
      body === undefined ? okAsync([]) : parseBody(faqBody, body),
    );
  }

  /**
   * The help-centre topics of the locale's region: every FAQ with a title, the region's own entry
   * before the one shared by all regions, by position then title.
   */
  listHelpTopics(locale: Locale): ResultAsync<readonly HelpTopicSummary[], InfrastructureError> {
    return io(
      this.db
        .select({ key: contentEntries.key, region: contentEntries.region, body: contentEntries.body })
        .from(contentEntries)
        .where(
          and(
            eq(contentEntries.kind, CONTENT_KINDS.faq),
            eq(contentEntries.language, locale.language),
            eq(contentEntries.brandCode, FAQ_BRAND),
            or(eq(contentEntries.region, locale.region), isNull(contentEntries.region)),
          ),
        )
        .orderBy(asc(contentEntries.key), sql`${contentEntries.region} nulls last`),
    ).andThen((rows) => {
      const topics: (HelpTopicSummary & { position: number })[] = [];
      const seen = new Set<string>();
      for (const row of rows) {
        if (seen.has(row.key)) continue;
        seen.add(row.key);
        const topic = helpTopicBody.safeParse(row.body);
        if (topic.success) topics.push({ slug: row.key, title: topic.data.title, position: topic.data.position });
        // An FAQ without a title is a block of questions for another page, not a help-centre topic.
        else if (!faqBody.safeParse(row.body).success) return errAsync(unavailable('content'));
      }
      topics.sort((a, b) => a.position - b.position || a.title.localeCompare(b.title, locale.language));
      return okAsync(topics.map(({ slug, title }) => ({ slug, title })));
    });
  }

  getHelpTopic(locale: Locale, slug: string): ResultAsync<HelpTopic, InfrastructureError> {
    const key = slug.trim().toLowerCase();
    return this.entry(CONTENT_KINDS.faq, key, locale, FAQ_BRAND).andThen((body) => {
      if (body === undefined) return errAsync(notFound('help-topic', key));
      const topic = helpTopicBody.safeParse(body);
      if (topic.success) return okAsync({ slug: key, title: topic.data.title, questions: topic.data.questions });
      return faqBody.safeParse(body).success ? errAsync(notFound('help-topic', key)) : errAsync(unavailable('content'));
    });
  }

  getNotFoundPage(locale: Locale): ResultAsync<NotFoundPageContent, InfrastructureError> {
    return this.entry(CONTENT_KINDS.brandCards, 'not-found', locale, STORE_BRAND).andThen((body) =>
      body === undefined ? errAsync(notFound('brand-cards', 'not-found')) : parseBody(brandCardsBody, body),
    );
  }

  /** The region's open boutiques (of one brand, or of every brand), by city then name, in the locale's language. */
  listStoreLocations(locale: Locale, brand?: Brand): ResultAsync<readonly StoreLocation[], InfrastructureError> {
    const ar = locale.language === 'ar';
    return io(
      this.db
        .select()
        .from(storeLocations)
        .where(
          and(
            eq(storeLocations.region, locale.region),
            eq(storeLocations.active, true),
            brand === undefined ? undefined : eq(storeLocations.brandCode, brand),
          ),
        )
        .orderBy(asc(ar ? storeLocations.cityAr : storeLocations.cityEn), asc(ar ? storeLocations.nameAr : storeLocations.nameEn), asc(storeLocations.id)),
    ).andThen((rows) => {
      const locations: StoreLocation[] = [];
      for (const row of rows) {
        const latitude = Number(row.latitude);
        const longitude = Number(row.longitude);
        // A boutique without a usable position cannot be put on the map; it is the data at fault.
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return errAsync(unavailable('content'));
        const openingHours = row.openingHours.length === 0 ? undefined : groupOpeningHours(row.openingHours);
        const rowBrand = brandSchema.safeParse(row.brandCode);
        locations.push({
          id: String(row.id),
          ...(rowBrand.success ? { brand: rowBrand.data } : {}),
          name: ar ? row.nameAr : row.nameEn,
          address: ar ? row.addressAr : row.addressEn,
          city: ar ? row.cityAr : row.cityEn,
          latitude,
          longitude,
          ...(row.phone.trim() === '' ? {} : { phone: row.phone }),
          ...(openingHours === undefined ? {} : { openingHours }),
        });
      }
      return okAsync(locations);
    });
  }

  /** The body of one entry, the region's own before the one shared by all regions. */
  private entry(kind: string, key: string, locale: Locale, brand: Brand): ResultAsync<unknown, InfrastructureError> {
    return io(
      this.db
        .select({ body: contentEntries.body })
        .from(contentEntries)
        .where(
          and(
            eq(contentEntries.kind, kind),
            eq(contentEntries.key, key),
            eq(contentEntries.language, locale.language),
            eq(contentEntries.brandCode, brand),
            or(eq(contentEntries.region, locale.region), isNull(contentEntries.region)),
          ),
        )
        .orderBy(sql`${contentEntries.region} nulls last`)
        .limit(1),
    ).map(([row]) => row?.body);
  }
}
