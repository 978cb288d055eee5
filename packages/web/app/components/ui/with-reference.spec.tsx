import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n';
import { WithReference } from './with-reference';

const REFERENCE = 'SA-2HPP9K7GH7RW';

describe('a reference inside a sentence', () => {
  it('isolates an order number in an Arabic heading, so it reads left to right and is not split at its hyphen', () => {
    const text = i18nFor('ar').t('account.orders.number', { reference: REFERENCE });

    expect(renderToStaticMarkup(<WithReference text={text} reference={REFERENCE} />)).toBe(`الطلب <bdi class="reference">${REFERENCE}</bdi>`);
  });

  it('keeps the words on both sides of the reference, in the sentence’s order', () => {
    expect(renderToStaticMarkup(<WithReference text={`Your return ${REFERENCE} is on its way.`} reference={REFERENCE} />)).toBe(
      `Your return <bdi class="reference">${REFERENCE}</bdi> is on its way.`,
    );
  });

  it('shows a text that does not name the reference as it is', () => {
    expect(renderToStaticMarkup(<WithReference text="Find your order" reference={REFERENCE} />)).toBe('Find your order');
  });
});
