import { z } from 'zod';
import type { BrandCard, FooterContent, IconLink, NavigationItem, NotFoundPageContent, PromoBar } from '@storefront/core';
interface CmsNavigationItem {
    Title?: string | undefined;
    text?: string | undefined;
    URL: string;
    Open_In_New_Tab?: boolean | undefined;
    newTab?: boolean | undefined;
    L2_Navigation_Items?: CmsNavigationItem[] | undefined;
}
export declare const headerBody: z.ZodObject<{
    Logo: z.ZodObject<{
        url: z.ZodString;
    }, z.core.$strip>;
    Logo_Link: z.ZodString;
    Brand: z.ZodString;
}, z.core.$strip>;
export declare const navigationBody: z.ZodPipe<z.ZodObject<{
    L1_Navigation_Items: z.ZodArray<z.ZodType<CmsNavigationItem, unknown, z.core.$ZodTypeInternals<CmsNavigationItem, unknown>>>;
}, z.core.$strip>, z.ZodTransform<NavigationItem[], {
    L1_Navigation_Items: CmsNavigationItem[];
}>>;
export declare const popularSearchTermsBody: z.ZodPipe<z.ZodObject<{
    Popular_Search_Terms: z.ZodArray<z.ZodObject<{
        Term: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodTransform<string[], {
    Popular_Search_Terms: {
        Term: string;
    }[];
}>>;
export declare const promoBarBody: z.ZodPipe<z.ZodObject<{
    Message: z.ZodString;
    Message_URL: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    Background_Color: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    Flash_Timer_Countdown: z.ZodOptional<z.ZodNullable<z.ZodISODateTime>>;
    Flash_Timer_Message: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$strip>, z.ZodTransform<PromoBar, {
    Message: string;
    Message_URL?: string | null | undefined;
    Background_Color?: string | null | undefined;
    Flash_Timer_Countdown?: string | null | undefined;
    Flash_Timer_Message?: string | null | undefined;
}>>;
export declare const footerBody: z.ZodPipe<z.ZodObject<{
    Footer_Title: z.ZodString;
    Footer_Subtitle: z.ZodString;
    Social_Section_Title: z.ZodString;
    Footer_Navigation: z.ZodArray<z.ZodType<CmsNavigationItem, unknown, z.core.$ZodTypeInternals<CmsNavigationItem, unknown>>>;
    Extended_Footer_Navigation: z.ZodDefault<z.ZodArray<z.ZodType<CmsNavigationItem, unknown, z.core.$ZodTypeInternals<CmsNavigationItem, unknown>>>>;
    Social_Links: z.ZodDefault<z.ZodArray<z.ZodPipe<z.ZodObject<{
        Desktop_Image: z.ZodObject<{
            url: z.ZodString;
            alternativeText: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        }, z.core.$strip>;
        CTA_Link: z.ZodString;
    }, z.core.$strip>, z.ZodTransform<IconLink, {
        Desktop_Image: {
            url: string;
            alternativeText?: string | null | undefined;
        };
        CTA_Link: string;
    }>>>>;
    Payment_Icons: z.ZodDefault<z.ZodArray<z.ZodPipe<z.ZodObject<{
        Desktop_Image: z.ZodObject<{
            url: z.ZodString;
            alternativeText: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        }, z.core.$strip>;
        CTA_Link: z.ZodString;
    }, z.core.$strip>, z.ZodTransform<IconLink, {
        Desktop_Image: {
            url: string;
            alternativeText?: string | null | undefined;
        };
        CTA_Link: string;
    }>>>>;
}, z.core.$strip>, z.ZodTransform<FooterContent, {
    Footer_Title: string;
    Footer_Subtitle: string;
    Social_Section_Title: string;
    Footer_Navigation: CmsNavigationItem[];
    Extended_Footer_Navigation: CmsNavigationItem[];
    Social_Links: IconLink[];
    Payment_Icons: IconLink[];
}>>;
/** A page: its title and blocks, each named by the CMS component it came from. */
export declare const pageBody: z.ZodObject<{
    Title: z.ZodString;
    Sections: z.ZodDefault<z.ZodArray<z.ZodObject<{
        __component: z.ZodString;
    }, z.core.$loose>>>;
}, z.core.$strip>;
export declare const faqBody: z.ZodPipe<z.ZodObject<{
    Questions: z.ZodArray<z.ZodObject<{
        Question: z.ZodString;
        Answer: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodTransform<{
    question: string;
    answer: string;
}[], {
    Questions: {
        Question: string;
        Answer: string;
    }[];
}>>;
/** A help-centre topic is an FAQ with a title; an FAQ without one is not listed in the help centre. */
export declare const helpTopicBody: z.ZodPipe<z.ZodObject<{
    Title: z.ZodString;
    Position: z.ZodDefault<z.ZodNumber>;
    Questions: z.ZodArray<z.ZodObject<{
        Question: z.ZodString;
        Answer: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodTransform<{
    title: string;
    position: number;
    questions: {
        question: string;
        answer: string;
    }[];
}, {
    Title: string;
    Position: number;
    Questions: {
        Question: string;
        Answer: string;
    }[];
}>>;
/** The 404 page: heading, apology, "Let's get back on track..." and the brand cards. */
export declare const brandCardsBody: z.ZodPipe<z.ZodObject<{
    Heading: z.ZodString;
    Text: z.ZodString;
    Subtext: z.ZodString;
    Cards: z.ZodArray<z.ZodPipe<z.ZodObject<{
        Code: z.ZodString;
        Name: z.ZodString;
        Image: z.ZodObject<{
            url: z.ZodString;
        }, z.core.$strip>;
        Logo: z.ZodObject<{
            url: z.ZodString;
        }, z.core.$strip>;
        CTA_Text: z.ZodString;
        CTA_Link: z.ZodString;
    }, z.core.$strip>, z.ZodTransform<BrandCard, {
        Code: string;
        Name: string;
        Image: {
            url: string;
        };
        Logo: {
            url: string;
        };
        CTA_Text: string;
        CTA_Link: string;
    }>>>;
}, z.core.$strip>, z.ZodTransform<NotFoundPageContent, {
    Heading: string;
    Text: string;
    Subtext: string;
    Cards: BrandCard[];
}>>;
/** The CMS kinds the engine stores, one row per kind, key, language, brand and (optional) region. */
export declare const CONTENT_KINDS: {
    readonly header: "header";
    readonly navigation: "navigation";
    readonly popularSearchTerms: "popular-search-terms";
    readonly promoBar: "promo-bar";
    readonly footer: "footer";
    readonly page: "page";
    readonly faq: "faq";
    readonly brandCards: "brand-cards";
};
export {};
//# sourceMappingURL=cms-content.schema.d.ts.map