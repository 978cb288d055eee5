import { gemDefs, n, sparkle } from './gems.js';
import { backdrop, finishOf, metalStops, pieceTypeOf, stoneOf, type Finish, type PieceType, type Stone } from './palette.js';
import { drawPiece } from './pieces.js';

/** What a product's illustration depends on. Unknown values fall back (see `palette.ts`). */
export interface IllustrationRequest {
  readonly type?: string | undefined;
  readonly metal?: string | undefined;
  readonly colour?: string | undefined;
  readonly stone?: string | undefined;
  /** Small, stable variation: the tilt, the stone's size, where the glints fall. */
  readonly seed?: number | undefined;
}

/** The values an illustration was actually drawn with, after fallbacks. */
export interface IllustrationSubject {
  readonly type: PieceType;
  readonly finish: Finish;
  readonly stone: Stone;
  readonly seed: number;
}

/** The illustrations' canvas: square, so every allowed width renders without cropping. */
export const ILLUSTRATION_SIZE = 1200;

/** mulberry32: a tiny seeded generator, so one seed always draws the same picture. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function illustrationSubject(request: IllustrationRequest): IllustrationSubject {
  const seed = Number.isSafeInteger(request.seed) ? Math.abs(request.seed ?? 0) : 0;
  return {
    type: pieceTypeOf(request.type),
    finish: finishOf(request.metal, request.colour),
    stone: stoneOf(request.stone),
    seed,
  };
}

const describe = ({ type, finish, stone }: IllustrationSubject): string =>
  `${type} in ${finish.replace('-', ' ')}${stone === 'none' ? '' : ` with ${stone}`}`;

/**
 * A catalogue-style line drawing of a piece of jewellery, as a standalone SVG document: the piece in
 * its metal (a polished gradient), its stone, a soft backdrop and shadow. Deterministic: the same
 * request always gives the same string.
 */
export function productIllustration(request: IllustrationRequest): string {
  const subject = illustrationSubject(request);
  const random = seeded(subject.seed);
  const tilt = (random() - 0.5) * 8;
  const gemScale = 0.94 + random() * 0.12;
  const piece = drawPiece(subject.type, { stone: subject.stone, finish: subject.finish, gemScale });
  const stops = metalStops(subject.finish);
  const { centre, rim } = backdrop(subject.finish);
  const glints = piece.glints
    .map(([x, y]) => sparkle(x + (random() - 0.5) * 40, y + (random() - 0.5) * 40, 18 + random() * 10))
    .join('');
  const size = ILLUSTRATION_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">`,
    `<title>${describe(subject)}</title>`,
    '<defs>',
    `<radialGradient id="backdrop" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${rim}"/></radialGradient>`,
    `<linearGradient id="metal" gradientUnits="userSpaceOnUse" x1="250" y1="250" x2="950" y2="950">`,
    stops.map((colour, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${colour}"/>`).join(''),
    '</linearGradient>',
    gemDefs(subject.stone),
    '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="16"/></filter>',
    '</defs>',
    `<rect width="${size}" height="${size}" fill="url(#backdrop)"/>`,
    `<ellipse cx="${n(piece.shadow.cx)}" cy="${n(piece.shadow.cy)}" rx="${n(piece.shadow.rx)}" ry="${n(piece.shadow.rx * 0.12)}" fill="#5a4a3a" fill-opacity="0.14" filter="url(#soft)"/>`,
    `<g transform="rotate(${n(tilt)} 600 600)">${piece.svg}${glints}</g>`,
    '</svg>',
  ].join('');
}
