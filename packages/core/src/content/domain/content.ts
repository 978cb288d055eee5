import type { Brand } from '../../locale/domain/brand.js';
import type { OpeningHoursGroup } from './opening-hours.js';

/** A link of the header or footer navigation; L2 items open below an L1 item. */
export interface NavigationItem {
  readonly title: string;
  readonly url: string;
  readonly openInNewTab: boolean;
  readonly children: readonly NavigationItem[];
}

export interface PromoBar {
  readonly message: string;
  readonly messageUrl?: string;
  readonly backgroundColor?: string;
  /** When the flash countdown ends (UTC); the plain message shows after it. */
  readonly flashEndsAt?: Date;
  readonly flashMessage?: string;
}

export interface HeaderContent {
  readonly logoUrl: string;
  readonly logoLink: string;
  readonly navigation: readonly NavigationItem[];
  readonly popularSearchTerms: readonly string[];
  readonly promoBar?: PromoBar;
}

export interface IconLink {
  readonly imageUrl: string;
  /** `#` when the icon is not a link (payment methods). */
  readonly url: string;
  /** What the icon shows, for readers that cannot see it. */
  readonly label?: string;
}

export interface FooterContent {
  readonly title: string;
  readonly subtitle: string;
  readonly socialSectionTitle: string;
  readonly navigation: readonly NavigationItem[];
  readonly extendedNavigation: readonly NavigationItem[];
  readonly socialLinks: readonly IconLink[];
  readonly paymentIcons: readonly IconLink[];
}

export interface ContentPage {
  readonly slug: string;
  readonly title: string;
  /** Sections in CMS order, each a typed block the web knows how to render. */
  readonly sections: readonly { readonly type: string; readonly data: Readonly<Record<string, unknown>> }[];
}

export interface FaqEntry {
  readonly question: string;
  /** Plain text; `[label](/path)` marks a link below the locale segment. */
  readonly answer: string;
}

/** A help-centre topic as the help centre's index lists it. */
export interface HelpTopicSummary {
  /** The address below `help-centre/`: `order`, `return-policy`. */
  readonly slug: string;
  readonly title: string;
}

/** A help-centre topic: its title and questions, in the locale's language and for its region. */
export interface HelpTopic extends HelpTopicSummary {
  readonly questions: readonly FaqEntry[];
}

/** A card of the 404 page: a brand's picture, logo and a call to action to its home. */
export interface BrandCard {
  /** `main`, `young-fashion`, `waves`, `style`. */
  readonly code: string;
  readonly name: string;
  readonly imageUrl: string;
  readonly logoUrl: string;
  readonly ctaText: string;
  /** A path below the locale segment: `/`, `/miss-l`. */
  readonly ctaLink: string;
}

/** The 404 page's words and brand cards. */
export interface NotFoundPageContent {
  readonly heading: string;
  readonly text: string;
  /** "Let's get back on track..." */
  readonly subtext: string;
  readonly cards: readonly BrandCard[];
}

export interface StoreLocation {
  readonly id: string;
  /** The brand whose boutique it is. */
  readonly brand?: Brand;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly phone?: string;
  /** The week's hours, consecutive days with the same hours grouped (`groupOpeningHours`); absent when none are known. */
  readonly openingHours?: readonly OpeningHoursGroup[];
}

export interface FlashCountdown {
  readonly days: string;
  readonly hours: string;
  readonly minutes: string;
  readonly seconds: string;
}

/**
 * The promo bar's countdown, each part padded to two digits; `undefined` once it has reached zero,
 * when the bar shows its plain message instead.
 */
export function flashCountdown(endsAt: Date, now: Date): FlashCountdown | undefined {
  const remaining = Math.floor((endsAt.getTime() - now.getTime()) / 1000);
  if (remaining <= 0) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    days: pad(Math.floor(remaining / 86_400)),
    hours: pad(Math.floor((remaining % 86_400) / 3600)),
    minutes: pad(Math.floor((remaining % 3600) / 60)),
    seconds: pad(remaining % 60),
  };
}
