import { okAsync, type ResultAsync } from 'neverthrow';
import type { Locale } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { HelpTopic, HelpTopicSummary } from '../../domain/content.js';
import type { ContentPort } from '../../ports/content.port.js';

export interface HelpCentreView {
  /** The region's topics, its own before the shared ones. */
  readonly topics: readonly HelpTopicSummary[];
  /** The topic asked for, with its questions; `null` on the centre's own page. */
  readonly topic: HelpTopic | null;
}

/** A topic the region has not is `NOT_FOUND`; a content service that does not answer is `UNAVAILABLE`. */
export type ViewHelpCentreError = Extract<InfrastructureError, { code: 'NOT_FOUND' | 'UNAVAILABLE' }>;

const CONTENT_UNAVAILABLE: ViewHelpCentreError = { code: 'UNAVAILABLE', params: { service: 'content' } };

const asUnavailable = (error: InfrastructureError): ViewHelpCentreError =>
  error.code === 'NOT_FOUND' || error.code === 'UNAVAILABLE' ? error : CONTENT_UNAVAILABLE;

/**
 * The help centre (`/{locale}/help-centre`) and one of its topics (`/{locale}/help-centre/{topic}`,
 * decision 0613), in the locale's language and for its region.
 */
export class ViewHelpCentre {
  constructor(private readonly content: ContentPort) {}

  execute(locale: Locale, topic?: string): ResultAsync<HelpCentreView, ViewHelpCentreError> {
    const shown: ResultAsync<HelpTopic | null, ViewHelpCentreError> =
      topic === undefined ? okAsync(null) : this.content.getHelpTopic(locale, topic).mapErr(asUnavailable);
    const topics = this.content.listHelpTopics(locale).mapErr(() => CONTENT_UNAVAILABLE);
    // The topic's own failure names the page (a topic that does not exist is the 404 page) before the list's.
    return shown.andThen((found) => topics.map((list) => ({ topics: list, topic: found })));
  }
}
