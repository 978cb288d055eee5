import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { imageSources } from './image-url';

/** How far below the fold an image starts loading (spec section 9). */
export const LAZY_ROOT_MARGIN = '200px';

export interface ProductImageProps {
  /** A storefront image path (`/images/...`), resized through `/img`; other addresses are used as they are. */
  readonly src: string;
  readonly alt: string;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  readonly sizes: string;
  /** Above the fold: loaded at once, never held back. */
  readonly priority?: boolean;
  /**
   * The page's largest image, fetched before the others (`fetchpriority="high"`). Defaults to
   * `priority`; a grid marks only its first picture, so the rest of its first row doesn't compete.
   */
  readonly lcp?: boolean;
  /** The widest the layout shows it, in CSS pixels; with `height` it fixes the box before loading. */
  readonly width: number;
  readonly height: number;
  readonly className?: string;
}

/** What a held-back image shows: one transparent pixel, so the reserved box stays empty rather than "broken". */
export const HELD_IMAGE_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const noSubscription = () => () => {};

/** `false` on the server and while hydrating, `true` afterwards and for anything mounted later. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A product image with a `srcset` through the resizer and a fixed box, so nothing shifts.
 *
 * Native lazy loading cannot be given a margin, so below-the-fold images hold back their sources
 * until they come within 200px of the viewport. The server's HTML keeps every source with
 * `loading="lazy"`, which is what a browser without JavaScript uses.
 */
export function ProductImage({ src, alt, sizes, priority = false, lcp = priority, width, height, className }: ProductImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const hydrated = useHydrated();
  // What the server rendered is hydrated as it is; an image mounted later waits for the observer.
  const [heldBack, setHeld] = useState(() => !priority && hydrated && typeof IntersectionObserver !== 'undefined');
  // A priority image is never held back: a tile that was below the fold and is reused in the first
  // row (after filtering or sorting) keeps its state, and must not keep its placeholder with it.
  const held = heldBack && !priority;
  const sources = imageSources(src, width);

  useEffect(() => {
    const image = ref.current;
    // Without an observer the sources were never held back, and native lazy loading applies.
    if (priority || !image || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (entry.isIntersecting) {
          setHeld(false);
          observer.disconnect();
        } else if (!image.complete) {
          // Still far below the fold and not loaded yet: wait until it is within the margin.
          setHeld(true);
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(image);
    return () => observer.disconnect();
  }, [priority, src]);

  return (
    <img
      ref={ref}
      className={className}
      src={held ? HELD_IMAGE_SRC : sources.src}
      srcSet={held ? undefined : sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      style={{ aspectRatio: `${width} / ${height}`, maxInlineSize: '100%', blockSize: 'auto' }}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority && lcp ? 'high' : undefined}
      decoding="async"
      data-held={held ? '' : undefined}
    />
  );
}
