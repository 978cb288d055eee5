import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { fakeContent } from '../../../shared/test-support/fake-read-ports.js';
import { ViewNotFoundPage } from './view-not-found-page.use-case.js';

const page = { heading: 'Lost?', text: 'Nothing here.', subtext: 'Back on track', cards: [] };

describe('ViewNotFoundPage', () => {
  it('reads the 404 page in the locale', async () => {
    const content = fakeContent({ getNotFoundPage: (locale) => okAsync({ ...page, heading: locale.language }) });
    expect((await new ViewNotFoundPage(content).execute({ language: 'ar', region: 'sa' }))._unsafeUnwrap()?.heading).toBe('ar');
  });

  it('is null, not a failure, when the content service does not answer', async () => {
    expect((await new ViewNotFoundPage(fakeContent()).execute({ language: 'en', region: 'sa' }))._unsafeUnwrap()).toBeNull();
  });
});
