/** The pieces the generator knows how to draw. */
export const PIECE_TYPES = [
  'ring',
  'necklace',
  'pendant',
  'chain',
  'bracelet',
  'bangle',
  'earrings',
  'anklet',
  'set',
  'cufflinks',
  'charm',
  'coin',
  'bar',
] as const;
export type PieceType = (typeof PIECE_TYPES)[number];

/** The metal finishes a piece is drawn in: a metal and its colour resolve to one of these. */
export const FINISHES = ['yellow-gold', 'white-gold', 'rose-gold', 'silver', 'platinum', 'multi-tone'] as const;
export type Finish = (typeof FINISHES)[number];

export const STONES = [
  'none',
  'diamond',
  'zirconia',
  'emerald',
  'ruby',
  'sapphire',
  'topaz',
  'amethyst',
  'aquamarine',
  'turquoise',
  'onyx',
  'pearl',
] as const;
export type Stone = (typeof STONES)[number];

/** Three tones per metal: the polished highlight, the body and the shadow side. */
export interface MetalTones {
  readonly light: string;
  readonly base: string;
  readonly dark: string;
}

const YELLOW: MetalTones = { light: '#f9e7a8', base: '#d6aa4c', dark: '#8c6522' };
const WHITE: MetalTones = { light: '#f7f8fa', base: '#cdd2da', dark: '#7c8591' };
const ROSE: MetalTones = { light: '#f8d9cc', base: '#d99a83', dark: '#955646' };

/** A finish's gradient stops, from the shadow side through the highlight and back. */
export function metalStops(finish: Finish): readonly string[] {
  switch (finish) {
    case 'yellow-gold':
      return [YELLOW.dark, YELLOW.base, YELLOW.light, YELLOW.base, YELLOW.dark];
    case 'white-gold':
      return [WHITE.dark, WHITE.base, WHITE.light, WHITE.base, WHITE.dark];
    case 'rose-gold':
      return [ROSE.dark, ROSE.base, ROSE.light, ROSE.base, ROSE.dark];
    case 'silver':
      return ['#6b717b', '#b8bdc5', '#f1f2f4', '#b8bdc5', '#6b717b'];
    case 'platinum':
      return ['#858c96', '#d2d6dc', '#f3f4f6', '#d2d6dc', '#858c96'];
    case 'multi-tone':
      return [YELLOW.dark, YELLOW.base, WHITE.light, ROSE.base, ROSE.dark];
  }
}

/** The finish's dark tone, for engraved lines and outlines. */
export function metalEdge(finish: Finish): string {
  return metalStops(finish)[0] ?? YELLOW.dark;
}

/** The soft backdrop: a light centre and a slightly deeper rim, warm for gold, cool for white metals. */
export function backdrop(finish: Finish): { readonly centre: string; readonly rim: string } {
  switch (finish) {
    case 'yellow-gold':
    case 'multi-tone':
      return { centre: '#fbf7ef', rim: '#efe5d3' };
    case 'rose-gold':
      return { centre: '#fcf5f2', rim: '#f1dfd8' };
    case 'white-gold':
    case 'silver':
    case 'platinum':
      return { centre: '#f8f9fb', rim: '#e3e8ee' };
  }
}

/** A stone's body, its lit facets and its rim. */
export interface StoneTones {
  readonly body: string;
  readonly light: string;
  readonly edge: string;
}

export const STONE_TONES: Readonly<Record<Exclude<Stone, 'none'>, StoneTones>> = {
  diamond: { body: '#e8f1f8', light: '#ffffff', edge: '#8fa6bb' },
  zirconia: { body: '#eef0fb', light: '#ffffff', edge: '#9a9fc4' },
  emerald: { body: '#2f8f5b', light: '#8fdcae', edge: '#17553a' },
  ruby: { body: '#c2223d', light: '#f48a99', edge: '#70101f' },
  sapphire: { body: '#2352ad', light: '#86a9ec', edge: '#122e68' },
  topaz: { body: '#5ab8dc', light: '#c5ecfa', edge: '#2b7696' },
  aquamarine: { body: '#8fd3e6', light: '#dff5fb', edge: '#4f97ab' },
  amethyst: { body: '#8a52b8', light: '#d2b0ec', edge: '#4e2a6c' },
  turquoise: { body: '#3cb7ad', light: '#a9e8e1', edge: '#1f7770' },
  onyx: { body: '#25272d', light: '#6d717b', edge: '#0c0d10' },
  pearl: { body: '#f6f0e4', light: '#ffffff', edge: '#cfc2aa' },
};

const TYPE_SYNONYMS: Readonly<Record<string, PieceType>> = {
  rings: 'ring',
  band: 'ring',
  necklaces: 'necklace',
  pendants: 'pendant',
  chains: 'chain',
  bracelets: 'bracelet',
  bangles: 'bangle',
  cuff: 'bangle',
  earring: 'earrings',
  studs: 'earrings',
  hoops: 'earrings',
  anklets: 'anklet',
  sets: 'set',
  charms: 'charm',
  coins: 'coin',
  medallion: 'coin',
  bars: 'bar',
  ingot: 'bar',
  cufflink: 'cufflinks',
};

const STONE_SYNONYMS: Readonly<Record<string, Stone>> = {
  diamonds: 'diamond',
  labgrown: 'diamond',
  'lab-grown': 'diamond',
  cz: 'zirconia',
  cubiczirconia: 'zirconia',
  'cubic-zirconia': 'zirconia',
  bluetopaz: 'topaz',
  'blue-topaz': 'topaz',
  pearls: 'pearl',
  motherofpearl: 'pearl',
  'mother-of-pearl': 'pearl',
  plain: 'none',
};

const normalise = (value: string | undefined): string => (value ?? '').trim().toLowerCase().replace(/[\s_]+/g, '-');

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** A product type as a piece to draw; anything unknown is drawn as a pendant, the most generic jewel. */
export function pieceTypeOf(type: string | undefined): PieceType {
  const key = normalise(type);
  if (isOneOf(PIECE_TYPES, key)) return key;
  return TYPE_SYNONYMS[key] ?? 'pendant';
}

/** A stone by name; unknown names are drawn without a stone rather than with a wrong one. */
export function stoneOf(stone: string | undefined): Stone {
  const key = normalise(stone);
  if (isOneOf(STONES, key)) return key;
  return STONE_SYNONYMS[key] ?? 'none';
}

/**
 * A metal and its colour as one finish. Gold takes its colour (yellow when unknown); silver and
 * platinum are white metals unless plated yellow or rose; "multi", "tri", "two", "allThree" or a
 * colour naming two tints ("yellowRose") are multi-tone; an unknown metal is gold.
 */
export function finishOf(metal: string | undefined, colour: string | undefined): Finish {
  const m = normalise(metal);
  const c = normalise(colour);
  if (isOneOf(FINISHES, m) && m !== 'silver' && m !== 'platinum') return m;
  const tints = ['yellow', 'white', 'rose'].filter((tint) => c.includes(tint)).length;
  if (tints > 1 || /^(multi|tri|two|allthree|all-three)/.test(c) || /^(multi|tri|two)/.test(m)) return 'multi-tone';
  const named = c || m;
  const tint = /^(rose|pink|red)/.test(named) ? 'rose' : /^(yellow|gold)/.test(named) ? 'yellow' : /^(white|silver)/.test(named) ? 'white' : undefined;
  if (m === 'silver' || m === 'sterling') return tint === 'rose' ? 'rose-gold' : tint === 'yellow' ? 'yellow-gold' : 'silver';
  if (m === 'platinum') return 'platinum';
  if (tint === 'rose') return 'rose-gold';
  if (tint === 'white') return 'white-gold';
  return 'yellow-gold';
}
