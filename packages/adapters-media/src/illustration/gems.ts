import { STONE_TONES, type Stone } from './palette.js';

/** Coordinates rounded to a tenth: small, stable output. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

const point = (cx: number, cy: number, radius: number, angle: number): string =>
  `${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`;

/** Opaque stones are cut en cabochon (domed); the others are faceted. */
const CABOCHONS: readonly Stone[] = ['pearl', 'turquoise', 'onyx'];

function roundBrilliant(cx: number, cy: number, r: number, stone: Exclude<Stone, 'none'>): string {
  const tones = STONE_TONES[stone];
  const girdle = Array.from({ length: 8 }, (_, i) => point(cx, cy, r, (i * Math.PI) / 4 + Math.PI / 8));
  const table = Array.from({ length: 8 }, (_, i) => point(cx, cy, r * 0.52, (i * Math.PI) / 4 + Math.PI / 8));
  const facets = table.map((corner, i) => `M${corner}L${girdle[i]}`).join('');
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${tones.body}" stroke="${tones.edge}" stroke-width="${n(r * 0.06)}"/>` +
    `<polygon points="${table.join(' ')}" fill="${tones.light}" fill-opacity="0.45" stroke="${tones.edge}" stroke-opacity="0.5" stroke-width="${n(r * 0.03)}"/>` +
    `<path d="${facets}" stroke="${tones.edge}" stroke-opacity="0.45" stroke-width="${n(r * 0.03)}"/>` +
    `<path d="M${point(cx, cy, r * 0.5, -2.4)}L${point(cx, cy, r * 0.86, -2.1)}L${point(cx, cy, r * 0.7, -1.5)}Z" fill="#ffffff" fill-opacity="0.75"/>`
  );
}

function stepCut(cx: number, cy: number, r: number, stone: Exclude<Stone, 'none'>): string {
  const tones = STONE_TONES[stone];
  const octagon = (w: number, h: number, c: number): string =>
    [
      [cx - w + c, cy - h],
      [cx + w - c, cy - h],
      [cx + w, cy - h + c],
      [cx + w, cy + h - c],
      [cx + w - c, cy + h],
      [cx - w + c, cy + h],
      [cx - w, cy + h - c],
      [cx - w, cy - h + c],
    ]
      .map(([x = 0, y = 0]) => `${n(x)},${n(y)}`)
      .join(' ');
  const outer = octagon(r * 0.78, r, r * 0.28);
  const table = octagon(r * 0.42, r * 0.62, r * 0.15);
  const outerPoints = outer.split(' ');
  const tablePoints = table.split(' ');
  const steps = outerPoints.map((corner, i) => `M${corner}L${tablePoints[i]}`).join('');
  return (
    `<polygon points="${outer}" fill="${tones.body}" stroke="${tones.edge}" stroke-width="${n(r * 0.06)}"/>` +
    `<polygon points="${octagon(r * 0.6, r * 0.81, r * 0.21)}" fill="none" stroke="${tones.light}" stroke-opacity="0.5" stroke-width="${n(r * 0.03)}"/>` +
    `<polygon points="${table}" fill="${tones.light}" fill-opacity="0.35" stroke="${tones.edge}" stroke-opacity="0.5" stroke-width="${n(r * 0.03)}"/>` +
    `<path d="${steps}" stroke="${tones.edge}" stroke-opacity="0.4" stroke-width="${n(r * 0.03)}"/>`
  );
}

function cabochon(cx: number, cy: number, r: number, stone: Exclude<Stone, 'none'>): string {
  const tones = STONE_TONES[stone];
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#gem-${stone})" stroke="${tones.edge}" stroke-opacity="0.6" stroke-width="${n(r * 0.04)}"/>` +
    `<ellipse cx="${n(cx - r * 0.32)}" cy="${n(cy - r * 0.36)}" rx="${n(r * 0.26)}" ry="${n(r * 0.16)}" transform="rotate(-35 ${n(cx - r * 0.32)} ${n(cy - r * 0.36)})" fill="#ffffff" fill-opacity="0.7"/>`
  );
}

/** The radial gradient a domed stone needs, declared once in the drawing's defs. */
export function gemDefs(stone: Stone): string {
  if (stone === 'none' || !CABOCHONS.includes(stone)) return '';
  const tones = STONE_TONES[stone];
  return (
    `<radialGradient id="gem-${stone}" cx="0.38" cy="0.34" r="0.75">` +
    `<stop offset="0" stop-color="${tones.light}"/><stop offset="0.55" stop-color="${tones.body}"/><stop offset="1" stop-color="${tones.edge}"/>` +
    `</radialGradient>`
  );
}

/** A stone of radius `r` at (cx, cy): emeralds step cut, opaque stones domed, the rest round brilliants. */
export function gem(cx: number, cy: number, r: number, stone: Stone): string {
  if (stone === 'none') return '';
  if (CABOCHONS.includes(stone)) return cabochon(cx, cy, r, stone);
  if (stone === 'emerald') return stepCut(cx, cy, r, stone);
  return roundBrilliant(cx, cy, r, stone);
}

/** Four claws holding a stone; pearls sit in a cup instead, drawn by the piece. */
export function prongs(cx: number, cy: number, r: number, stone: Stone): string {
  if (stone === 'none' || stone === 'pearl') return '';
  const spread = stone === 'emerald' ? [[-0.72, -0.9], [0.72, -0.9], [0.72, 0.9], [-0.72, 0.9]] : [[-0.7, -0.7], [0.7, -0.7], [0.7, 0.7], [-0.7, 0.7]];
  return spread
    .map(([dx = 0, dy = 0]) => `<circle cx="${n(cx + dx * r)}" cy="${n(cy + dy * r)}" r="${n(r * 0.15)}" fill="url(#metal)"/>`)
    .join('');
}

/** A four-pointed glint. */
export function sparkle(x: number, y: number, size: number): string {
  const s = size;
  const w = size * 0.18;
  return `<path d="M${n(x)} ${n(y - s)}Q${n(x + w)} ${n(y - w)} ${n(x + s)} ${n(y)}Q${n(x + w)} ${n(y + w)} ${n(x)} ${n(y + s)}Q${n(x - w)} ${n(y + w)} ${n(x - s)} ${n(y)}Q${n(x - w)} ${n(y - w)} ${n(x)} ${n(y - s)}Z" fill="#ffffff" fill-opacity="0.9"/>`;
}
