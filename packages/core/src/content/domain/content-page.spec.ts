import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SLUGS, contentPageSlugSchema, contentPageView, isFreeForContentPage } from './content-page.js';

describe('content page addresses', () => {
  it('take no address of a category, shortcut filter or price range', () => {
    for (const slug of CONTENT_PAGE_SLUGS) expect(isFreeForContentPage(slug), slug).toBe(true);
    expect(isFreeForContentPage('rings')).toBe(false);
    expect(isFreeForContentPage('خواتم')).toBe(false);
    expect(isFreeForContentPage('21k-gold')).toBe(false);
    expect(isFreeForContentPage('under-500')).toBe(false);
  });

  it('are lower-case words joined by hyphens', () => {
    for (const slug of CONTENT_PAGE_SLUGS) expect(contentPageSlugSchema.parse(slug)).toBe(slug);
    expect(contentPageSlugSchema.parse(' About-Us ')).toBe('about-us');
    expect(contentPageSlugSchema.safeParse('about us').success).toBe(false);
    expect(contentPageSlugSchema.safeParse('../secrets').success).toBe(false);
    expect(contentPageSlugSchema.safeParse('').success).toBe(false);
  });
});

describe('contentPageView', () => {
  it('shows the rich-text sections as headed blocks of paragraphs, in CMS order', () => {
    const view = contentPageView({
      slug: 'about-us',
      title: 'Our story',
      sections: [
        { type: 'content.rich-text', data: { Text: 'Since 1980.\n\nCrafted in Riyadh.' } },
        { type: 'content.video', data: { Url: 'https://video.example/1' } },
        { type: 'content.rich-text', data: { Heading: 'Our craft', Text: 'Gold, by hand.' } },
        { type: 'content.rich-text', data: { Heading: 'Empty' } },
      ],
    });
    expect(view).toEqual({
      slug: 'about-us',
      title: 'Our story',
      summary: 'Since 1980.',
      blocks: [{ paragraphs: ['Since 1980.', 'Crafted in Riyadh.'] }, { heading: 'Our craft', paragraphs: ['Gold, by hand.'] }],
    });
  });

  it('sums up a page without text by its title', () => {
    expect(contentPageView({ slug: 'x', title: 'Title', sections: [] }).summary).toBe('Title');
  });
});
