import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { conflict, notFound } from '../../../shared/errors.js';
import { fakeContent } from '../../../shared/test-support/fake-read-ports.js';
import { ViewHelpCentre } from './view-help-centre.use-case.js';

const uae = { language: 'en', region: 'ae' } as const;
const topics = [
  { slug: 'order', title: 'Order' },
  { slug: 'return-policy', title: 'Return policy' },
];
const order = { slug: 'order', title: 'Order', questions: [{ question: 'Where is my order?', answer: 'On its way.' }] };

describe('ViewHelpCentre', () => {
  const content = fakeContent({
    listHelpTopics: () => okAsync(topics),
    getHelpTopic: (_locale, slug) => (slug === 'order' ? okAsync(order) : errAsync(notFound('help topic', slug))),
  });

  it('lists the region’s topics on the centre’s own page', async () => {
    expect((await new ViewHelpCentre(content).execute(uae))._unsafeUnwrap()).toEqual({ topics, topic: null });
  });

  it('shows a topic’s questions beside the list', async () => {
    expect((await new ViewHelpCentre(content).execute(uae, 'order'))._unsafeUnwrap()).toEqual({ topics, topic: order });
  });

  it('is NOT_FOUND for a topic the region does not have', async () => {
    expect((await new ViewHelpCentre(content).execute(uae, 'warranty'))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });

  it('is UNAVAILABLE when the content service cannot give the list or the topic', async () => {
    expect((await new ViewHelpCentre(fakeContent()).execute(uae))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
    const conflicted = fakeContent({ listHelpTopics: () => okAsync(topics), getHelpTopic: () => errAsync(conflict('help topic', 'bad shape')) });
    expect((await new ViewHelpCentre(conflicted).execute(uae, 'order'))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });
});
