import type { IllustrationRequest } from './illustration.js';

/** `{type}-{metal}-{colour}-{stone}` with an optional `-{seed}`: lower-case words, a seed of up to four digits. */
const NAME = /^([a-z]+)-([a-z]+)-([a-z]+)-([a-z]+)(?:-(\d{1,4}))?$/;

/**
 * Reads an illustration's file name (without `.svg`), e.g. `ring-gold-yellow-diamond` or
 * `bangle-silver-white-none-3`. Words the generator does not know fall back when drawn; a name of
 * another shape is not an illustration.
 */
export function parseIllustrationName(name: string): IllustrationRequest | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, type, metal, colour, stone, seed] = match;
  return { type, metal, colour, stone, seed: seed === undefined ? 0 : Number(seed) };
}

/** The file name of an illustration: the inverse of `parseIllustrationName`. */
export function illustrationName(request: Required<Omit<IllustrationRequest, 'seed'>> & { readonly seed?: number }): string {
  const base = `${request.type}-${request.metal}-${request.colour}-${request.stone}`;
  return request.seed ? `${base}-${request.seed}` : base;
}
