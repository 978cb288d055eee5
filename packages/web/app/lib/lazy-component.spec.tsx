import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent, preloadParts } from './lazy-component';

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

const page = (Component: (props: { readonly name: string }) => React.ReactNode) =>
  renderToString(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Noura" />
    </Suspense>,
  );

describe('lazyComponent on the server', () => {
  it('renders the component in the same pass once its module has loaded, never the fallback', async () => {
    const Lazy = lazyComponent(async () => Greeting);
    await Promise.resolve();
    const html = page(Lazy);
    expect(html).toContain('Hello <!-- -->Noura');
    expect(html).not.toContain('Loading');
  });

  it('still renders a page asked for while the module is loading, through the fallback, and the component afterwards', async () => {
    let finish: (component: typeof Greeting) => void = () => undefined;
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (finish = resolve)));
    expect(page(Lazy)).toContain('Loading');
    finish(Greeting);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page(Lazy)).toContain('Noura');
  });

  it('settles preload once the code is in, and tells when it is', async () => {
    let finish: (component: typeof Greeting) => void = () => undefined;
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (finish = resolve)));
    const preloaded = Lazy.preload();
    expect(Lazy.isLoaded()).toBe(false);
    finish(Greeting);
    await preloaded;
    expect(Lazy.isLoaded()).toBe(true);
  });

  it('leaves a failed load to React, which renders the fallback for the browser to retry, and raises no unhandled rejection', async () => {
    const Lazy = lazyComponent(() => Promise.reject(new Error('chunk missing')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page(Lazy)).toContain('Loading');
  });
});

describe('a part the server rendered', () => {
  it('is fetched by name before the page hydrates, once; a name nobody declared, or a failed fetch, holds nothing up', async () => {
    let loads = 0;
    let finish: (component: typeof Greeting) => void = () => undefined;
    const Lazy = lazyComponent(
      () => {
        loads += 1;
        return new Promise<typeof Greeting>((resolve) => (finish = resolve));
      },
      { part: 'greeting-card' },
    );
    lazyComponent(() => Promise.reject(new Error('chunk missing')), { part: 'broken-card' });
    const preloaded = preloadParts(['greeting-card', 'greeting-card', 'nobody-declared-this', 'broken-card']);
    finish(Greeting);
    await preloaded;
    expect(Lazy.isLoaded()).toBe(true);
    expect(page(Lazy)).toContain('Noura');
    expect(loads).toBe(1);
  });
});
