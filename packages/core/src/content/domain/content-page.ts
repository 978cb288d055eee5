import { z } from 'zod';
import { isPriceRangeSegment } from '../../search/domain/price-range.js';
import { meaningOfSlug } from '../../search/domain/categories.js';
import type { ContentPage } from './content.js';

/**
 * The content pages the storefront serves below the locale (`/en-sa/about-us`), each at an
 * address of its own so that no category listing is shadowed (decision 0621). A page the CMS
 * publishes under another slug needs its address here first.
 */
export const CONTENT_PAGE_SLUGS = ['about-us', 'privacy-policy', 'delivery-information'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** A slug as a content page's address may spell it: lower-case words joined by hyphens. */
export const contentPageSlugSchema = /* @__PURE__ */ z
  .string()
  .trim()
  .toLowerCase()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** Whether a slug could serve as a content page's address without taking a listing's: not a category, shortcut filter or price range. */
export function isFreeForContentPage(slug: string): boolean {
  return meaningOfSlug(slug).kind === 'unknown' && !isPriceRangeSegment(slug);
}

/** A block of a content page as the storefront shows it: an optional heading and its paragraphs. */
export interface ContentTextBlock {
  readonly heading?: string;
  readonly paragraphs: readonly string[];
}

/** A content page ready to show: its title, a one-line summary and its text blocks. */
export interface ContentPageView {
  readonly slug: string;
  readonly title: string;
  /** The first paragraph, for the page's description. */
  readonly summary: string;
  readonly blocks: readonly ContentTextBlock[];
}

const richTextSection = /* @__PURE__ */ z.object({
  Heading: z.string().trim().min(1).optional(),
  Text: z.string().trim().min(1),
});

/**
 * The text blocks of a CMS page: each `content.rich-text` section's heading and its paragraphs
 * (separated by blank lines). Sections of a kind the storefront does not show, or malformed, are left out.
 */
export function contentPageView(page: ContentPage): ContentPageView {
  const blocks: ContentTextBlock[] = [];
  for (const section of page.sections) {
    if (section.type !== 'content.rich-text') continue;
    const parsed = richTextSection.safeParse(section.data);
    if (!parsed.success) continue;
    const paragraphs = parsed.data.Text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== '');
    blocks.push(parsed.data.Heading === undefined ? { paragraphs } : { heading: parsed.data.Heading, paragraphs });
  }
  return { slug: page.slug, title: page.title, summary: blocks[0]?.paragraphs[0] ?? page.title, blocks };
}
