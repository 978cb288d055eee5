import { errAsync, type ResultAsync } from 'neverthrow';
import type { Brand } from '../../../locale/domain/brand.js';
import type { Locale } from '../../../locale/domain/locale.js';
import { notFound, unavailable, type InfrastructureError } from '../../../shared/errors.js';
import { contentPageSlugSchema, contentPageView, type ContentPageView } from '../../domain/content-page.js';
import type { ContentPort } from '../../ports/content.port.js';

/**
 * A content page by slug (`about-us`, `privacy-policy`) in the locale's language, from the CMS,
 * ready to show. A slug no page could have, or one the CMS does not publish for the brand, is
 * `NOT_FOUND`: the 404 page. Any other failure of the CMS is `UNAVAILABLE`.
 */
export class ReadContentPage {
  constructor(private readonly content: ContentPort) {}

  execute(locale: Locale, brand: Brand, slug: string): ResultAsync<ContentPageView, InfrastructureError> {
    const parsed = contentPageSlugSchema.safeParse(slug);
    if (!parsed.success) return errAsync(notFound('page', slug));
    return this.content
      .getPage(locale, brand, parsed.data)
      .map(contentPageView)
      .mapErr((error) => (error.code === 'NOT_FOUND' || error.code === 'UNAVAILABLE' ? error : unavailable('content')));
  }
}
