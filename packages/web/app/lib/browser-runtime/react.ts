/**
 * What `react` and `react-dom` are in the browser build: Preact's compatibility layer (decision
 * 0526), with the one difference this storefront's hydration depends on. React answers
 * `useSyncExternalStore` with the server's snapshot while it hydrates, so the first render in the
 * browser matches the HTML, then re-renders with the browser's; Preact's compat reads the
 * browser's at once, and Preact does not patch attributes while it hydrates, so a control the
 * server rendered disabled would stay disabled. Here the server's snapshot is read until the
 * component's first effect, as React does.
 *
 * Effects run as React's do, in a task of their own right after the commit, rather than at the
 * next animation frame: a tab in the background draws no frames, and its effects (a badge that
 * follows a change made in another tab, a drawer that opens once a piece is added) would wait.
 */
import { options } from 'preact';
import * as compat from 'preact/compat';
import { useEffect, useState } from 'preact/hooks';
import { hydrating } from './hydration';

// compat's types are written `export =`; its module has named exports, which this passes on.
// @ts-expect-error TS2498
export * from 'preact/compat';

const effects = new MessageChannel();
const waiting: Array<() => void> = [];
effects.port1.onmessage = () => {
  for (const run of waiting.splice(0)) run();
};
options.requestAnimationFrame = (run) => {
  waiting.push(run);
  if (waiting.length === 1) effects.port2.postMessage(null);
};

export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot?: () => T): T {
  const [fromServer, setFromServer] = useState(() => getServerSnapshot !== undefined && hydrating());
  const value = compat.useSyncExternalStore(subscribe, fromServer && getServerSnapshot ? getServerSnapshot : getSnapshot);
  useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  return value;
}

export default { ...compat, useSyncExternalStore };
