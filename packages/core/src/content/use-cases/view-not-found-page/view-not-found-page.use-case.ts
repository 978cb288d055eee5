import { okAsync, type ResultAsync } from 'neverthrow';
import type { Locale } from '../../../locale/domain/locale.js';
import type { NotFoundPageContent } from '../../domain/content.js';
import type { ContentPort } from '../../ports/content.port.js';

/**
 * The 404 page's words and brand cards in the locale's language (decision 0610); `null` when the
 * content service does not answer, and the page uses its translated fallback.
 */
export class ViewNotFoundPage {
  constructor(private readonly content: ContentPort) {}

  execute(locale: Locale): ResultAsync<NotFoundPageContent | null, never> {
    return this.content.getNotFoundPage(locale).orElse(() => okAsync(null));
  }
}
