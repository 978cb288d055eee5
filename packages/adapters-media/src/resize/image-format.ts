/** What the endpoint encodes to. */
export type OutputFormat = 'avif' | 'webp' | 'png';

export const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
};

/** The media types an Accept header lists with a weight above zero, lower-cased. */
function acceptedTypes(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    if (weight !== undefined && !(Number(weight.slice(2)) > 0)) continue;
    if (type) types.add(type);
  }
  return types;
}

/**
 * AVIF when the client names `image/avif`, else WebP when it names `image/webp`, else PNG, which
 * every client decodes. Wildcards (`image/*`, `*\/*`) do not count: browsers send them whether or
 * not they decode AVIF or WebP. See docs/decisions/0300-image-service.md.
 */
export function negotiateFormat(accept: string | undefined): OutputFormat {
  const types = acceptedTypes(accept ?? '');
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return 'png';
}
