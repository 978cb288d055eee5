import { useEffect, useState } from 'react';
import { headerShownAfter } from './sticky-header';

/** Follows the page's scrolling and answers whether the sticky header shows (see `headerShownAfter`). */
export function useStickyHeader(): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const step = () => {
      frame = 0;
      const y = window.scrollY;
      const from = previousY;
      setShown((was) => headerShownAfter({ previousY: from, y, shown: was }));
      previousY = y;
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(step);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);
  return shown;
}
