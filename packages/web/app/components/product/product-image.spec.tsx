import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

describe('ProductImage on the server', () => {
  it('keeps every source with native lazy loading for browsers without JavaScript', () => {
    const html = renderToStaticMarkup(<ProductImage src="/images/catalog/ring.svg" alt="Ring" sizes="12rem" width={240} height={240} />);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('srcSet="/img?src=%2Fimages%2Fcatalog%2Fring.svg&amp;w=96&amp;q=75 96w');
    expect(html).toContain('sizes="12rem"');
    expect(html).toContain('width="240"');
    expect(html).toContain('height="240"');
    expect(html).toContain('aspect-ratio:240 / 240');
    expect(html).not.toContain('fetchPriority');
  });

  it('loads the rest of a first row at once, but only the largest image of the page first', () => {
    const html = renderToStaticMarkup(<ProductImage src="/images/catalog/ring.svg" alt="Ring" sizes="100vw" width={640} height={640} priority lcp={false} />);
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('fetchPriority');
  });

  it('loads a priority image at once and first', () => {
    const html = renderToStaticMarkup(<ProductImage src="/images/catalog/ring.svg" alt="Ring" sizes="100vw" width={640} height={640} priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
});
