import type { FooterContent } from '@storefront/core/content';

/** What the footer needs from the server: its content (absent when the CMS fails) and the year. */
export interface FooterData {
  readonly content: FooterContent | null;
  /** The copyright year, from the server's clock so server and browser render the same. */
  readonly year: number;
}
