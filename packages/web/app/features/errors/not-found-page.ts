import type { ContentPort, Locale, NotFoundPageContent } from '@storefront/core';

/**
 * The 404 page's words and brand cards, read with the locale's layout so that a page below it
 * that turns out not to exist can show them; `null` when the content service does not answer
 * (the page then uses its translated fallback).
 */
export async function loadNotFoundPage(content: ContentPort, locale: Locale): Promise<NotFoundPageContent | null> {
  const page = await content.getNotFoundPage(locale);
  return page.isOk() ? page.value : null;
}
