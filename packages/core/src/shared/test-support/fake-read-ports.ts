import { errAsync } from 'neverthrow';
import type { CatalogPort } from '../../catalog/ports/catalog.port.js';
import type { ContentPort } from '../../content/ports/content.port.js';
import type { ReviewPort } from '../../reviews/ports/review.port.js';
import type { SearchPort } from '../../search/ports/search.port.js';
import { unavailable } from '../errors.js';

/**
 * A port whose every read answers `UNAVAILABLE` unless the test gives it an answer: a use case's
 * spec names only the reads it means, and a read it did not expect shows up as a failure.
 */
function unavailablePort<P extends object>(service: string, answers: Partial<P>): P {
  return new Proxy(answers, {
    get: (target, name) => (name in target ? target[name as keyof typeof target] : () => errAsync(unavailable(service))),
  }) as P;
}

export const fakeCatalog = (answers: Partial<CatalogPort> = {}): CatalogPort => unavailablePort('catalog', answers);
export const fakeContent = (answers: Partial<ContentPort> = {}): ContentPort => unavailablePort('content', answers);
export const fakeReviews = (answers: Partial<ReviewPort> = {}): ReviewPort => unavailablePort('reviews', answers);
export const fakeSearch = (answers: Partial<SearchPort> = {}): SearchPort => unavailablePort('search', answers);
