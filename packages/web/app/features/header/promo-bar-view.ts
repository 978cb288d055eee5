import { flashCountdown, type FlashCountdown, type PromoBar } from '@storefront/core/content';
import { formatLocale, type Locale } from '@storefront/core/locale';
import { contentHref } from '../../lib/content-href';
import { SHELL } from '../shell';

/** The promo bar as the loader hands it to the page: plain data, links already in the locale. */
export interface PromoBarData {
  readonly message: string;
  readonly href?: string;
  readonly backgroundColor: string;
  /** Dark text on a light background, light text on a dark one. */
  readonly ink: 'dark' | 'light';
  /** ISO instant (UTC) the flash countdown ends at. */
  readonly flashEndsAt?: string;
  readonly flashMessage?: string;
}

const DEFAULT_BACKGROUND = '#1d1d1b';
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Relative luminance of a #rgb or #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r = 0, g = 0, b = 0] = digits.map((pair) => {
    const channel = Number.parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The content's promo bar made safe to render: a colour that is really a colour, a readable ink. */
export function promoBarData(promo: PromoBar, locale: Locale): PromoBarData {
  const href = promo.messageUrl ? contentHref(formatLocale(locale), promo.messageUrl) : undefined;
  const backgroundColor = promo.backgroundColor && HEX_COLOUR.test(promo.backgroundColor.trim()) ? promo.backgroundColor.trim() : DEFAULT_BACKGROUND;
  return {
    message: promo.message,
    ...(href ? { href } : {}),
    backgroundColor,
    ink: luminance(backgroundColor) > 0.4 ? 'dark' : 'light',
    ...(promo.flashEndsAt && !Number.isNaN(promo.flashEndsAt.getTime()) ? { flashEndsAt: promo.flashEndsAt.toISOString() } : {}),
    ...(promo.flashMessage ? { flashMessage: promo.flashMessage } : {}),
  };
}

export type PromoBarState = { readonly kind: 'plain'; readonly message: string } | { readonly kind: 'flash'; readonly message: string; readonly countdown: FlashCountdown };

/** What the bar shows at an instant: the flash message and the time left, or the plain message once it is over. */
export function promoBarState(promo: PromoBarData, now: Date): PromoBarState {
  const countdown = promo.flashEndsAt ? flashCountdown(new Date(promo.flashEndsAt), now) : undefined;
  if (!countdown) return { kind: 'plain', message: promo.message };
  return { kind: 'flash', message: promo.flashMessage ?? promo.message, countdown };
}

/** The bar's height as CSS reserves it. */
export const PROMO_BAR_HEIGHT = `${SHELL.promoBarHeightPx}px`;
