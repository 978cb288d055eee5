import type { Brand, ContentPort, Locale } from '@storefront/core';
export interface ContentContractSubject {
    readonly port: ContentPort;
    /** A brand and English locale with a header (with a promo bar) and a footer; its Arabic twin has them too. */
    readonly brand: Brand;
    readonly locale: Locale;
    /** A page of that brand. */
    readonly pageSlug: string;
    /** A help-centre topic with two questions in `faqLocale` and its Arabic twin. */
    readonly faqTopic: string;
    readonly faqLocale: Locale;
    /** A brand with boutiques in `storesLocale`, and one without any there. */
    readonly storesBrand: Brand;
    readonly brandWithoutStores: Brand;
    /** The FAQ answers link here. */
    readonly faqLinkTarget: string;
    /** Store names in `storesLocale`, in the listed order, and the same stores' Arabic names. */
    readonly storesLocale: Locale;
    readonly storeNames: {
        readonly en: readonly string[];
        readonly ar: readonly string[];
    };
    dispose(): Promise<void>;
}
/** The rules every `ContentPort` adapter keeps. */
export declare function contentPortContract(label: string, arrange: () => Promise<ContentContractSubject>): void;
//# sourceMappingURL=content-port.contract.d.ts.map