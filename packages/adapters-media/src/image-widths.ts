/** The widths a layout asks for at the device sizes of the spec (section 9). */
export const DEVICE_IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/** The small sizes of the spec ("16 to 384"): icons, thumbnails, swatches. */
export const SMALL_IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;

/** Every width the image endpoint renders, smallest first; anything else is refused. */
export const ALLOWED_IMAGE_WIDTHS: readonly number[] = [...SMALL_IMAGE_WIDTHS, ...DEVICE_IMAGE_WIDTHS];

/** The spec's quality. */
export const DEFAULT_IMAGE_QUALITY = 75;

export function isAllowedWidth(width: number, allowed: readonly number[] = ALLOWED_IMAGE_WIDTHS): boolean {
  return allowed.includes(width);
}
