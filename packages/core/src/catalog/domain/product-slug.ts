/**
 * The cosmetic part of a product address, from its name in the page's language: lower case,
 * letters and digits of any script kept, everything else one hyphen (`solitaire-diamond-ring`,
 * `خاتم-سوليتير-بالألماس`). The product is found by its SKU; the slug only reads well.
 */
export function productSlug(name: string): string {
  const slug = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'product' : slug;
}
