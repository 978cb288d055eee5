import { ResultAsync } from 'neverthrow';
import { type Brand, type ContentPage, type ContentPort, type FaqEntry, type FooterContent, type HeaderContent, type HelpTopic, type HelpTopicSummary, type InfrastructureError, type Locale, type NotFoundPageContent, type StoreLocation } from '@storefront/core';
import type { Database } from '../database/database.js';
/**
 * Editorial content on the built-in engine: CMS-shaped JSON in `content_entries`, read in the
 * locale's language; an entry for the locale's region wins over the one shared by all regions.
 */
export declare class PostgresContent implements ContentPort {
    private readonly db;
    constructor(db: Database);
    getHeader(locale: Locale, brand: Brand): ResultAsync<HeaderContent, InfrastructureError>;
    getFooter(locale: Locale, brand: Brand): ResultAsync<FooterContent, InfrastructureError>;
    getPage(locale: Locale, brand: Brand, slug: string): ResultAsync<ContentPage, InfrastructureError>;
    /** A topic without questions in the locale is an empty list: the help centre shows none. */
    getFaq(locale: Locale, topic: string): ResultAsync<readonly FaqEntry[], InfrastructureError>;
    /**
     * The help-centre topics of the locale's region: every FAQ with a title, the region's own entry
     * before the one shared by all regions, by position then title.
     */
    listHelpTopics(locale: Locale): ResultAsync<readonly HelpTopicSummary[], InfrastructureError>;
    getHelpTopic(locale: Locale, slug: string): ResultAsync<HelpTopic, InfrastructureError>;
    getNotFoundPage(locale: Locale): ResultAsync<NotFoundPageContent, InfrastructureError>;
    /** The region's open boutiques (of one brand, or of every brand), by city then name, in the locale's language. */
    listStoreLocations(locale: Locale, brand?: Brand): ResultAsync<readonly StoreLocation[], InfrastructureError>;
    /** The body of one entry, the region's own before the one shared by all regions. */
    private entry;
}
//# sourceMappingURL=postgres-content.adapter.d.ts.map