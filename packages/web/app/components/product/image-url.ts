/** The small sizes of the spec (section 9): icons, thumbnails, swatches. */
export const SMALL_IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
/** The device widths of the spec (section 9). */
export const DEVICE_IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** Every width the image endpoint renders, smallest first; it refuses anything else. */
export const ALLOWED_IMAGE_WIDTHS: readonly number[] = [...SMALL_IMAGE_WIDTHS, ...DEVICE_IMAGE_WIDTHS];
export const IMAGE_QUALITY = 75;

/** Only the storefront's own images go through the resizer; anything else is used as it is. */
export function isResizable(src: string): boolean {
  return src.startsWith('/images/') && !src.includes('..');
}

/** The resizer's address for one width: `/img?src=%2Fimages%2Fring.svg&w=640&q=75`. */
export function imageUrl(src: string, width: number): string {
  return `/img?src=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/**
 * The widths worth offering for an image shown at most `displayWidth` CSS pixels wide: from half
 * that (a narrow screen) to twice it (a sharp screen), rounded out to the allowed widths, so a
 * thumbnail only ever asks for small sizes.
 */
export function srcSetWidths(displayWidth: number): readonly number[] {
  const smallest = ALLOWED_IMAGE_WIDTHS[0]!;
  const largest = ALLOWED_IMAGE_WIDTHS.at(-1)!;
  const low = [...ALLOWED_IMAGE_WIDTHS].reverse().find((width) => width <= displayWidth / 2) ?? smallest;
  const high = ALLOWED_IMAGE_WIDTHS.find((width) => width >= displayWidth * 2) ?? largest;
  return ALLOWED_IMAGE_WIDTHS.filter((width) => width >= low && width <= high);
}

/** The width the plain `src` asks for: the first allowed width that fills the display width. */
export function fallbackWidth(displayWidth: number): number {
  return ALLOWED_IMAGE_WIDTHS.find((width) => width >= displayWidth) ?? ALLOWED_IMAGE_WIDTHS.at(-1)!;
}

export interface ImageSources {
  readonly src: string;
  /** Absent for images the resizer does not serve. */
  readonly srcSet?: string;
}

/** `src` and `srcset` of an image shown at most `displayWidth` CSS pixels wide. */
export function imageSources(src: string, displayWidth: number): ImageSources {
  if (!isResizable(src)) return { src };
  return {
    src: imageUrl(src, fallbackWidth(displayWidth)),
    srcSet: srcSetWidths(displayWidth)
      .map((width) => `${imageUrl(src, width)} ${width}w`)
      .join(', '),
  };
}
