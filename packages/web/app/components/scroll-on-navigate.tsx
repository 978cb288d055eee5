import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { RESULTS_HEADING_ID, scrollDecision } from '../lib/scroll-rule';

const STORAGE_KEY = 'storefront-scroll-positions';
const positions = new Map<string, number>();
let loaded = false;

// useLayoutEffect warns during server rendering; the effect only matters in the browser anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function readSaved(): void {
  if (loaded) return;
  loaded = true;
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    for (const [key, top] of Object.entries(saved)) if (typeof top === 'number') positions.set(key, top);
  } catch {
    // A blocked or corrupt session storage only costs the restored position.
  }
}

function writeSaved(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // See readSaved.
  }
}

function scrollToHash(hash: string): void {
  const id = decodeURIComponent(hash.slice(1));
  document.getElementById(id)?.scrollIntoView();
}

/** Leads to the results heading and gives it focus, so a screen reader starts the new page there too. */
function scrollToResults(): void {
  const heading = document.getElementById(RESULTS_HEADING_ID);
  if (!heading) {
    window.scrollTo(0, 0);
    return;
  }
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ block: 'start' });
}

/**
 * Takes the place of React Router's ScrollRestoration to apply the spec's rule (see
 * `lib/scroll-rule.ts`): a new route starts at the top unless its address contains "page", another
 * page of a listing at its results heading; back and forward (and a reload) return to the position the shopper left.
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<Location | undefined>(undefined);
  const currentKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => writeSaved();
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  // Keeps the position of the entry on screen, so leaving it records where the shopper was. The key
  // is read when the frame runs, so the jump to the top of a new page is never filed under the old one.
  useEffect(() => {
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (currentKey.current !== undefined) positions.set(currentKey.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, []);

  useBrowserLayoutEffect(() => {
    readSaved();
    const saved = positions.get(location.key);
    const decision = scrollDecision(previous.current, location, navigationType, saved !== undefined);
    previous.current = location;
    currentKey.current = location.key;
    if (decision === 'restore' && saved !== undefined) window.scrollTo(0, saved);
    else if (decision === 'hash') scrollToHash(location.hash);
    else if (decision === 'top') window.scrollTo(0, 0);
    else if (decision === 'results') scrollToResults();
  }, [location, navigationType]);

  return null;
}
