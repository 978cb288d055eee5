import { z } from 'zod';
import type { BrandCard, FooterContent, IconLink, NavigationItem, NotFoundPageContent, PromoBar } from '@storefront/core/content';

/**
 * The CMS shapes stored in `content_entries.body` (field names as the CMS writes them) and how
 * each becomes the core's content types. Nothing of these shapes leaves the adapter.
 */

const link = z.string().trim().min(1);

interface CmsNavigationItem {
  Title?: string | undefined;
  text?: string | undefined;
  URL: string;
  Open_In_New_Tab?: boolean | undefined;
  newTab?: boolean | undefined;
  L2_Navigation_Items?: CmsNavigationItem[] | undefined;
}

// The CMS names a link's text `Title` in navigation and `text` in some blocks; either will do.
const cmsNavigationItem: z.ZodType<CmsNavigationItem> = z.lazy(() =>
  z
    .object({
      Title: z.string().optional(),
      text: z.string().optional(),
      URL: link,
      Open_In_New_Tab: z.boolean().optional(),
      newTab: z.boolean().optional(),
      L2_Navigation_Items: z.array(cmsNavigationItem).optional(),
    })
    .refine((item) => (item.Title ?? item.text ?? '').trim() !== '', { message: 'a navigation item needs a title' }),
);

function toNavigationItem(item: CmsNavigationItem): NavigationItem {
  return {
    title: (item.Title ?? item.text ?? '').trim(),
    url: item.URL,
    openInNewTab: item.Open_In_New_Tab ?? item.newTab ?? false,
    children: (item.L2_Navigation_Items ?? []).map(toNavigationItem),
  };
}

const cmsIconLink = z
  .object({ Desktop_Image: z.object({ url: link, alternativeText: z.string().nullish() }), CTA_Link: link })
  .transform(
    (icon): IconLink => ({
      imageUrl: icon.Desktop_Image.url,
      url: icon.CTA_Link,
      ...(icon.Desktop_Image.alternativeText?.trim() ? { label: icon.Desktop_Image.alternativeText.trim() } : {}),
    }),
  );

export const headerBody = z.object({ Logo: z.object({ url: link }), Logo_Link: link, Brand: z.string() });

export const navigationBody = z
  .object({ L1_Navigation_Items: z.array(cmsNavigationItem) })
  .transform((body) => body.L1_Navigation_Items.map(toNavigationItem));

export const popularSearchTermsBody = z
  .object({ Popular_Search_Terms: z.array(z.object({ Term: z.string().trim().min(1) })) })
  .transform((body) => body.Popular_Search_Terms.map((term) => term.Term));

export const promoBarBody = z
  .object({
    Message: z.string().trim().min(1),
    Message_URL: z.string().nullish(),
    Background_Color: z.string().nullish(),
    Flash_Timer_Countdown: z.iso.datetime({ offset: true }).nullish(),
    Flash_Timer_Message: z.string().nullish(),
  })
  .transform(
    (bar): PromoBar => ({
      message: bar.Message,
      ...(bar.Message_URL ? { messageUrl: bar.Message_URL } : {}),
      ...(bar.Background_Color ? { backgroundColor: bar.Background_Color } : {}),
      ...(bar.Flash_Timer_Countdown ? { flashEndsAt: new Date(bar.Flash_Timer_Countdown) } : {}),
      ...(bar.Flash_Timer_Message ? { flashMessage: bar.Flash_Timer_Message } : {}),
    }),
  );

export const footerBody = z
  .object({
    Footer_Title: z.string(),
    Footer_Subtitle: z.string(),
    Social_Section_Title: z.string(),
    Footer_Navigation: z.array(cmsNavigationItem),
    Extended_Footer_Navigation: z.array(cmsNavigationItem).default([]),
    Social_Links: z.array(cmsIconLink).default([]),
    Payment_Icons: z.array(cmsIconLink).default([]),
  })
  .transform(
    (footer): FooterContent => ({
      title: footer.Footer_Title,
      subtitle: footer.Footer_Subtitle,
      socialSectionTitle: footer.Social_Section_Title,
      navigation: footer.Footer_Navigation.map(toNavigationItem),
      extendedNavigation: footer.Extended_Footer_Navigation.map(toNavigationItem),
      socialLinks: footer.Social_Links,
      paymentIcons: footer.Payment_Icons,
    }),
  );

/** A page: its title and blocks, each named by the CMS component it came from. */
export const pageBody = z.object({
  Title: z.string().trim().min(1),
  Sections: z.array(z.looseObject({ __component: z.string().min(1) })).default([]),
});

const faqQuestions = z.array(z.object({ Question: z.string().trim().min(1), Answer: z.string().trim().min(1) }));

export const faqBody = z
  .object({ Questions: faqQuestions })
  .transform((body) => body.Questions.map((entry) => ({ question: entry.Question, answer: entry.Answer })));

/** A help-centre topic is an FAQ with a title; an FAQ without one is not listed in the help centre. */
export const helpTopicBody = z
  .object({ Title: z.string().trim().min(1), Position: z.number().int().default(0), Questions: faqQuestions })
  .transform((body) => ({
    title: body.Title,
    position: body.Position,
    questions: body.Questions.map((entry) => ({ question: entry.Question, answer: entry.Answer })),
  }));

const cmsBrandCard = z
  .object({
    Code: z.string().trim().min(1),
    Name: z.string().trim().min(1),
    Image: z.object({ url: link }),
    Logo: z.object({ url: link }),
    CTA_Text: z.string().trim().min(1),
    CTA_Link: link,
  })
  .transform(
    (card): BrandCard => ({
      code: card.Code,
      name: card.Name,
      imageUrl: card.Image.url,
      logoUrl: card.Logo.url,
      ctaText: card.CTA_Text,
      ctaLink: card.CTA_Link,
    }),
  );

/** The 404 page: heading, apology, "Let's get back on track..." and the brand cards. */
export const brandCardsBody = z
  .object({ Heading: z.string().trim().min(1), Text: z.string().trim().min(1), Subtext: z.string().trim().min(1), Cards: z.array(cmsBrandCard) })
  .transform((body): NotFoundPageContent => ({ heading: body.Heading, text: body.Text, subtext: body.Subtext, cards: body.Cards }));

/** The CMS kinds the engine stores, one row per kind, key, language, brand and (optional) region. */
export const CONTENT_KINDS = {
  header: 'header',
  navigation: 'navigation',
  popularSearchTerms: 'popular-search-terms',
  promoBar: 'promo-bar',
  footer: 'footer',
  page: 'page',
  faq: 'faq',
  brandCards: 'brand-cards',
} as const;

/** The kind of a `content_entries` row. */
export type ContentKind = (typeof CONTENT_KINDS)[keyof typeof CONTENT_KINDS];
