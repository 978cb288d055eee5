/**
 * A canary for what the client entry relies on in React Router (decision 0526, mend 1; decision
 * 0018): Preact has no root to wait at, so `entry.client.tsx` calls `HydratedRouter` once, outside a
 * render, catches the promise that decodes the state the server streamed into the page, and awaits
 * it before hydrating. An upgrade that changes any of this fails here, before a page hydrates
 * twice or not at all in a browser.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const UPGRADE = 'React Router changed what entry.client.tsx relies on to hydrate with Preact (decisions 0526, 0018)';

function streamedPage(routeModules = true) {
  const context = { stream: new ReadableStream<Uint8Array>({ start: (controller) => controller.close() }), ssr: true, isSpaMode: false };
  vi.stubGlobal('window', {
    __reactRouterContext: context,
    __reactRouterManifest: { routes: {}, sri: undefined },
    ...(routeModules ? { __reactRouterRouteModules: {} } : {}),
  });
  return context;
}

async function hydratedRouter(): Promise<(props: object) => unknown> {
  // The router keeps what it decoded in module state: each case starts from a fresh module.
  const { HydratedRouter } = await import('react-router/dom');
  return HydratedRouter as (props: object) => unknown;
}

function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("React Router's hydration, as the client entry uses it", () => {
  it('throws the promise that decodes the streamed state when called before it has settled', async () => {
    const context = streamedPage();
    const HydratedRouter = await hydratedRouter();

    const thrown = thrownBy(() => HydratedRouter({}));

    expect(thrown, `${UPGRADE}: HydratedRouter no longer throws its decoding promise on the first call`).toBeInstanceOf(Promise);
    // It takes the stream from window.__reactRouterContext, where the server's script put it.
    expect(context.stream, `${UPGRADE}: the streamed state is no longer read from window.__reactRouterContext.stream`).toBeUndefined();
    await expect(thrown as Promise<unknown>, `${UPGRADE}: the decoding promise no longer settles`).resolves.toBeUndefined();
    // Once settled, the same call no longer suspends: the entry hydrates after awaiting it once.
    expect(thrownBy(() => HydratedRouter({})), `${UPGRADE}: HydratedRouter still suspends after its decoding settled`).not.toBeInstanceOf(Promise);
  });

  it('starts only once the route modules are named on window.__reactRouterRouteModules, which the entry waits for', async () => {
    streamedPage(false);
    const HydratedRouter = await hydratedRouter();

    const thrown = thrownBy(() => HydratedRouter({}));

    expect(thrown, `${UPGRADE}: HydratedRouter starts without window.__reactRouterRouteModules`).toBeInstanceOf(Error);
    expect(thrown).not.toBeInstanceOf(Promise);
  });
});
