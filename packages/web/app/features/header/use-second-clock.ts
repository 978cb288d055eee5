import { useSyncExternalStore } from 'react';

function everySecond(listener: () => void): () => void {
  const timer = window.setInterval(listener, 1000);
  return () => window.clearInterval(timer);
}

function never(): () => void {
  return () => {};
}

const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

/** The time to the second, ticking while `running`; `null` on the server and while hydrating. */
export function useSecondClock(running: boolean): number | null {
  return useSyncExternalStore(running ? everySecond : never, currentSecond, () => null);
}
