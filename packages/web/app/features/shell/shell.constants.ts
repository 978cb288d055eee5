/**
 * The shell's timings, distances and storage keys from spec sections 3, 4 and 9, in one place.
 * The stylesheets repeat two of them where CSS cannot read JavaScript: the 40 px promo bar
 * (`--promo-bar-height`) and the 1024 px header breakpoint (`@media (width < 64rem)`).
 */
export const SHELL = {
  /** Hovering the cart icon this long opens the mini-cart. */
  miniCartHoverMs: 500,
  /** A mini-cart opened by a cart event closes itself after this long. */
  miniCartAutoCloseMs: 6000,
  /** Toasts dismiss themselves after this long. */
  toastMs: 5000,
  /** Brand tab choices within this time collapse into one navigation, the last. */
  brandTabDebounceMs: 500,
  /** Scrolling down past this offset hides the sticky header. */
  headerHideAfterPx: 500,
  /** Above this offset the header is always fully shown. */
  headerAlwaysShownUnderPx: 100,
  /** The promo bar's height, reserved before the page hydrates. */
  promoBarHeightPx: 40,
  /** Below this width the header takes its mobile layout (menu and brand sidebar). */
  mobileBreakpointPx: 1024,
} as const;

/** Browser storage and cookies the shell reads and writes (spec section 3, "Browser storage"). */
export const SHELL_STORAGE = {
  /** Local storage: the language strip was dismissed. */
  languageStripDismissed: 'language-selector-hidden',
  /** Session storage: the promo bar was dismissed for this visit. */
  promoBarDismissed: 'promo-bar-hidden',
  /**
   * Cookies mirroring the two dismissals so the server renders the page as the browser will show
   * it, without a strip or bar that vanishes on hydration (docs/decisions/0601).
   */
  languageStripCookie: 'language_strip_hidden',
  promoBarCookie: 'promo_bar_hidden',
  /** Session storage that caches the cart of one locale; cleared when the locale changes. */
  cachedCartData: ['cartData', 'cartItem_counter'],
  /** Session storage holding the cart id, which belongs to a region; cleared when the region changes. */
  regionCartId: 'cartId',
} as const;

/** The `user_locale` cookie lasts one year (spec section 9). */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
