import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../locale/domain/locale.js';
import { invalid, notFound } from '../../../shared/errors.js';
import type { ContentPort } from '../../ports/content.port.js';
import { ReadContentPage } from './read-content-page.use-case.js';

const locale: Locale = { language: 'en', region: 'sa' };

function contentWith(getPage: ContentPort['getPage']): ContentPort {
  return { getPage } as unknown as ContentPort;
}

describe('ReadContentPage', () => {
  it('reads the page of the slug, in the locale, for the brand, ready to show', async () => {
    const getPage = vi.fn<ContentPort['getPage']>(() =>
      okAsync({ slug: 'about-us', title: 'Our story', sections: [{ type: 'content.rich-text', data: { Text: 'Since 1980.' } }] }),
    );
    const result = await new ReadContentPage(contentWith(getPage)).execute(locale, 'lazurde', 'About-Us');

    expect(getPage).toHaveBeenCalledWith(locale, 'lazurde', 'about-us');
    expect(result._unsafeUnwrap()).toEqual({ slug: 'about-us', title: 'Our story', summary: 'Since 1980.', blocks: [{ paragraphs: ['Since 1980.'] }] });
  });

  it('answers NOT_FOUND without asking the CMS for a slug no page could have', async () => {
    const getPage = vi.fn<ContentPort['getPage']>();
    const result = await new ReadContentPage(contentWith(getPage)).execute(locale, 'lazurde', 'a/../b');

    expect(result._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect(getPage).not.toHaveBeenCalled();
  });

  it('passes on what the CMS answers for a page it does not publish', async () => {
    const getPage = vi.fn<ContentPort['getPage']>(() => errAsync(notFound('page', 'privacy-policy')));
    const result = await new ReadContentPage(contentWith(getPage)).execute(locale, 'missl', 'privacy-policy');

    expect(result._unsafeUnwrapErr()).toEqual(notFound('page', 'privacy-policy'));
  });

  it('answers UNAVAILABLE for any other failure of the CMS, so the page is a 503 and not a client error', async () => {
    const getPage = vi.fn<ContentPort['getPage']>(() => errAsync(invalid('sections', 'unreadable')));
    const result = await new ReadContentPage(contentWith(getPage)).execute(locale, 'lazurde', 'about-us');

    expect(result._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });
});
