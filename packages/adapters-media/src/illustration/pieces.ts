import { gem, n, prongs } from './gems.js';
import { metalEdge, type Finish, type PieceType, type Stone } from './palette.js';

export interface PieceContext {
  readonly stone: Stone;
  readonly finish: Finish;
  /** Scales the stones a little, by seed. */
  readonly gemScale: number;
}

/** A drawn piece, where its glints go, and the shadow it casts on the backdrop. */
export interface Piece {
  readonly svg: string;
  readonly glints: readonly (readonly [number, number])[];
  readonly shadow: { readonly cx: number; readonly cy: number; readonly rx: number };
}

const METAL = 'stroke="url(#metal)" fill="none" stroke-linecap="round"';

/** A chain along a path: a shadow line under round links. */
function chain(d: string, width: number, link: number, ctx: PieceContext): string {
  return (
    `<path d="${d}" fill="none" stroke="${metalEdge(ctx.finish)}" stroke-opacity="0.35" stroke-width="${n(width + 4)}"/>` +
    `<path d="${d}" ${METAL} stroke-width="${n(width)}" stroke-dasharray="${n(link)} ${n(link * 0.42)}"/>`
  );
}

/** A stone in a plain metal collar, or a pearl on its cup. */
function setStone(cx: number, cy: number, r: number, ctx: PieceContext): string {
  if (ctx.stone === 'pearl') {
    return `<path d="M${n(cx - r * 0.45)} ${n(cy - r * 0.82)}Q${n(cx)} ${n(cy - r * 1.2)} ${n(cx + r * 0.45)} ${n(cy - r * 0.82)}" ${METAL} stroke-width="${n(r * 0.22)}"/>${gem(cx, cy, r, 'pearl')}`;
  }
  return gem(cx, cy, r, ctx.stone) + prongs(cx, cy, r, ctx.stone);
}

function heart(cx: number, top: number, size: number): string {
  const s = size / 100;
  return `M${n(cx)} ${n(top + 30 * s)}C${n(cx - 20 * s)} ${n(top - 8 * s)} ${n(cx - 100 * s)} ${n(top - 4 * s)} ${n(cx - 96 * s)} ${n(top + 52 * s)}C${n(cx - 92 * s)} ${n(top + 100 * s)} ${n(cx - 30 * s)} ${n(top + 130 * s)} ${n(cx)} ${n(top + 160 * s)}C${n(cx + 30 * s)} ${n(top + 130 * s)} ${n(cx + 92 * s)} ${n(top + 100 * s)} ${n(cx + 96 * s)} ${n(top + 52 * s)}C${n(cx + 100 * s)} ${n(top - 4 * s)} ${n(cx + 20 * s)} ${n(top - 8 * s)} ${n(cx)} ${n(top + 30 * s)}Z`;
}

function ring(ctx: PieceContext): Piece {
  const edge = metalEdge(ctx.finish);
  const band = ctx.stone === 'none' ? 58 : 42;
  let svg =
    `<circle cx="600" cy="700" r="215" ${METAL} stroke-width="${band}"/>` +
    `<circle cx="600" cy="700" r="${215 - band / 2}" fill="none" stroke="${edge}" stroke-opacity="0.45" stroke-width="3"/>` +
    `<circle cx="600" cy="700" r="${215 + band / 2}" fill="none" stroke="${edge}" stroke-opacity="0.4" stroke-width="3"/>`;
  if (ctx.stone === 'none') {
    svg += `<circle cx="600" cy="700" r="215" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" stroke-dasharray="260 1090" stroke-dashoffset="-880"/>`;
    return { svg, glints: [[420, 560], [760, 520]], shadow: { cx: 600, cy: 955, rx: 210 } };
  }
  const r = 80 * ctx.gemScale;
  svg += `<path d="M540 500L572 ${n(420 - r * 0.2)}L628 ${n(420 - r * 0.2)}L660 500Z" fill="url(#metal)" stroke="${edge}" stroke-opacity="0.4" stroke-width="3"/>`;
  svg += setStone(600, 400 - r * 0.5, r, ctx);
  return { svg, glints: [[600 - r * 1.1, 330 - r * 0.6], [600 + r * 1.2, 360]], shadow: { cx: 600, cy: 955, rx: 210 } };
}

function necklace(ctx: PieceContext, drop: 'round' | 'tear' | 'none', width = 12): Piece {
  let svg = chain('M230 -20C250 560 440 770 600 775C760 770 950 560 970 -20', width, width * 1.8, ctx);
  if (drop === 'none') return { svg, glints: [[420, 640], [800, 560]], shadow: { cx: 600, cy: 880, rx: 240 } };
  svg += `<ellipse cx="600" cy="796" rx="13" ry="22" ${METAL} stroke-width="9"/>`;
  if (drop === 'tear') {
    svg += `<path d="M600 818C650 880 700 935 700 985A100 100 0 0 1 500 985C500 935 550 880 600 818Z" fill="url(#metal)" stroke="${metalEdge(ctx.finish)}" stroke-opacity="0.45" stroke-width="4"/>`;
    if (ctx.stone !== 'none') svg += setStone(600, 975, 66 * ctx.gemScale, ctx);
    return { svg, glints: [[520, 900], [690, 860]], shadow: { cx: 600, cy: 1120, rx: 170 } };
  }
  if (ctx.stone === 'none') {
    svg += `<path d="${heart(600, 835, 120)}" fill="url(#metal)" stroke="${metalEdge(ctx.finish)}" stroke-opacity="0.45" stroke-width="4"/>`;
    return { svg, glints: [[520, 860], [690, 900]], shadow: { cx: 600, cy: 1060, rx: 150 } };
  }
  const r = 76 * ctx.gemScale;
  svg += `<circle cx="600" cy="${n(830 + r)}" r="${n(r + 14)}" fill="url(#metal)"/>` + setStone(600, 830 + r, r, ctx);
  return { svg, glints: [[600 - r - 40, 820], [600 + r + 30, 860 + r]], shadow: { cx: 600, cy: 1040, rx: 160 } };
}

/** A point on an ellipse, the angle in degrees (0 = right, 90 = front). */
const onEllipse = (cx: number, cy: number, rx: number, ry: number, degrees: number): readonly [number, number] => [
  cx + rx * Math.cos((degrees * Math.PI) / 180),
  cy + ry * Math.sin((degrees * Math.PI) / 180),
];

function bracelet(ctx: PieceContext): Piece {
  const back = `M280 640A320 170 0 0 1 920 640`;
  const front = `M920 640A320 170 0 0 1 280 640`;
  let svg = `<g opacity="0.6">${chain(back, 20, 30, ctx)}</g>` + chain(front, 22, 32, ctx);
  svg += `<rect x="904" y="612" width="34" height="56" rx="8" fill="url(#metal)" stroke="${metalEdge(ctx.finish)}" stroke-opacity="0.5" stroke-width="3"/>`;
  if (ctx.stone !== 'none') {
    for (let degrees = 40; degrees <= 140; degrees += 12.5) {
      const [x, y] = onEllipse(600, 640, 320, 170, degrees);
      svg += setStone(x, y, 21 * ctx.gemScale, ctx);
    }
  }
  return { svg, glints: [[420, 790], [760, 800]], shadow: { cx: 600, cy: 900, rx: 330 } };
}

function bangle(ctx: PieceContext): Piece {
  const edge = metalEdge(ctx.finish);
  let svg =
    `<ellipse cx="600" cy="630" rx="300" ry="175" ${METAL} stroke-width="48"/>` +
    `<ellipse cx="600" cy="630" rx="276" ry="151" fill="none" stroke="${edge}" stroke-opacity="0.45" stroke-width="3"/>` +
    `<path d="M340 700A300 175 0 0 0 860 700" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="7" stroke-linecap="round"/>`;
  if (ctx.stone !== 'none') {
    for (const [degrees, size] of [[66, 24], [90, 32], [114, 24]] as const) {
      const [x, y] = onEllipse(600, 630, 300, 175, degrees);
      svg += setStone(x, y, size * ctx.gemScale, ctx);
    }
  }
  return { svg, glints: [[370, 520], [820, 760]], shadow: { cx: 600, cy: 880, rx: 320 } };
}

function earring(x: number, ctx: PieceContext): string {
  const edge = metalEdge(ctx.finish);
  if (ctx.stone === 'none') {
    return (
      `<path d="M${x - 12} 330L${x - 12} 380" ${METAL} stroke-width="10"/>` +
      `<path d="M${x - 40} 452A150 150 0 1 0 ${x + 28} 440" ${METAL} stroke-width="26"/>` +
      `<path d="M${x - 40} 452A150 150 0 1 0 ${x + 28} 440" fill="none" stroke="${edge}" stroke-opacity="0.35" stroke-width="2"/>`
    );
  }
  const r = 62 * ctx.gemScale;
  return (
    `<path d="M${x} 420L${x} 320C${x} 240 ${x + 76} 240 ${x + 76} 320L${x + 76} 380" ${METAL} stroke-width="9"/>` +
    setStone(x, 420, 17, { ...ctx, stone: ctx.stone === 'pearl' ? 'diamond' : ctx.stone }) +
    `<path d="M${x} 440L${x} ${n(520 - r)}" ${METAL} stroke-width="8"/>` +
    setStone(x, 520 + 4, r, ctx)
  );
}

function earrings(ctx: PieceContext): Piece {
  return {
    svg: earring(430, ctx) + earring(770, ctx),
    glints: ctx.stone === 'none' ? [[330, 520], [870, 700]] : [[360, 480], [850, 560]],
    shadow: { cx: 600, cy: 860, rx: 360 },
  };
}

function anklet(ctx: PieceContext): Piece {
  let svg = `<g opacity="0.6">${chain('M240 600A360 140 0 0 1 960 600', 10, 18, ctx)}</g>` + chain('M960 600A360 140 0 0 1 240 600', 11, 19, ctx);
  for (let degrees = 30; degrees <= 150; degrees += 20) {
    const [x, y] = onEllipse(600, 600, 360, 140, degrees);
    svg += `<path d="M${n(x)} ${n(y)}L${n(x)} ${n(y + 34)}" ${METAL} stroke-width="5"/>`;
    svg += ctx.stone === 'none' ? `<circle cx="${n(x)}" cy="${n(y + 46)}" r="13" fill="url(#metal)"/>` : setStone(x, y + 50, 16 * ctx.gemScale, ctx);
  }
  return { svg, glints: [[380, 740], [820, 730]], shadow: { cx: 600, cy: 860, rx: 360 } };
}

function charm(ctx: PieceContext): Piece {
  let svg =
    `<circle cx="600" cy="330" r="40" ${METAL} stroke-width="13"/>` +
    `<path d="M600 370L600 420" ${METAL} stroke-width="12"/>` +
    `<path d="${heart(600, 430, 270)}" fill="url(#metal)" stroke="${metalEdge(ctx.finish)}" stroke-opacity="0.45" stroke-width="5"/>`;
  if (ctx.stone !== 'none') svg += setStone(600, 640, 64 * ctx.gemScale, ctx);
  return { svg, glints: [[430, 560], [780, 520]], shadow: { cx: 600, cy: 940, rx: 220 } };
}

function coin(ctx: PieceContext): Piece {
  const edge = metalEdge(ctx.finish);
  const beads = Array.from({ length: 48 }, (_, i) => {
    const [x, y] = onEllipse(600, 640, 276, 276, i * 7.5);
    return `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${edge}" fill-opacity="0.35"/>`;
  }).join('');
  const square = (rotation: number) =>
    `<rect x="490" y="530" width="220" height="220" transform="rotate(${rotation} 600 640)" fill="none" stroke="${edge}" stroke-opacity="0.55" stroke-width="7" stroke-linejoin="round"/>`;
  let svg =
    `<rect x="565" y="250" width="70" height="96" rx="30" ${METAL} stroke-width="16"/>` +
    `<circle cx="600" cy="640" r="300" fill="url(#metal)" stroke="${edge}" stroke-opacity="0.5" stroke-width="5"/>` +
    `<circle cx="600" cy="640" r="252" fill="none" stroke="${edge}" stroke-opacity="0.5" stroke-width="4"/>` +
    beads +
    square(0) +
    square(45);
  if (ctx.stone !== 'none') svg += setStone(600, 640, 52 * ctx.gemScale, ctx);
  else svg += `<circle cx="600" cy="640" r="34" fill="none" stroke="${edge}" stroke-opacity="0.55" stroke-width="6"/>`;
  return { svg, glints: [[430, 470], [790, 560]], shadow: { cx: 600, cy: 975, rx: 280 } };
}

function bar(ctx: PieceContext): Piece {
  const edge = metalEdge(ctx.finish);
  let svg =
    `<path d="M330 610L870 610L870 790L330 790Z" fill="url(#metal)"/>` +
    `<path d="M330 610L870 610L870 790L330 790Z" fill="${edge}" fill-opacity="0.28" stroke="${edge}" stroke-opacity="0.5" stroke-width="4"/>` +
    `<path d="M400 440L800 440L870 610L330 610Z" fill="url(#metal)" stroke="${edge}" stroke-opacity="0.5" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M440 470L760 470L810 585L390 585Z" fill="none" stroke="${edge}" stroke-opacity="0.45" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M520 505L680 505M490 530L710 530M530 555L670 555" stroke="${edge}" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round"/>`;
  if (ctx.stone !== 'none') svg += setStone(600, 530, 30 * ctx.gemScale, ctx);
  return { svg, glints: [[420, 470], [830, 640]], shadow: { cx: 600, cy: 830, rx: 320 } };
}

function cufflinks(ctx: PieceContext): Piece {
  const edge = metalEdge(ctx.finish);
  const link = (x: number, y: number): string =>
    `<path d="M${x} ${y + 95}L${x} ${y + 190}" ${METAL} stroke-width="22"/>` +
    `<rect x="${x - 70}" y="${y + 180}" width="140" height="34" rx="17" fill="url(#metal)" stroke="${edge}" stroke-opacity="0.45" stroke-width="3"/>` +
    `<rect x="${x - 110}" y="${y - 110}" width="220" height="220" rx="36" fill="url(#metal)" stroke="${edge}" stroke-opacity="0.5" stroke-width="5"/>` +
    `<rect x="${x - 82}" y="${y - 82}" width="164" height="164" rx="22" fill="none" stroke="${edge}" stroke-opacity="0.45" stroke-width="4"/>` +
    (ctx.stone === 'none'
      ? `<path d="M${x - 50} ${y - 50}L${x + 50} ${y + 50}M${x - 50} ${y}L${x} ${y + 50}M${x} ${y - 50}L${x + 50} ${y}" stroke="${edge}" stroke-opacity="0.4" stroke-width="6" stroke-linecap="round"/>`
      : setStone(x, y, 54 * ctx.gemScale, ctx));
  return {
    svg: link(400, 500) + link(800, 560),
    glints: [[310, 400], [880, 470]],
    shadow: { cx: 600, cy: 860, rx: 340 },
  };
}

function set(ctx: PieceContext): Piece {
  const neck = necklace(ctx, 'round');
  const ears = earrings(ctx);
  return {
    svg: `<g transform="translate(168 20) scale(0.72)">${neck.svg}</g><g transform="translate(300 700) scale(0.5)">${ears.svg}</g>`,
    glints: [[470, 470], [780, 840]],
    shadow: { cx: 600, cy: 990, rx: 300 },
  };
}

/** Draws one piece of the given type on a 1200 × 1200 canvas, centred. */
export function drawPiece(type: PieceType, ctx: PieceContext): Piece {
  switch (type) {
    case 'ring':
      return ring(ctx);
    case 'necklace':
      return necklace(ctx, 'round');
    case 'pendant':
      return necklace(ctx, 'tear', 8);
    case 'chain':
      return necklace(ctx, 'none', 18);
    case 'bracelet':
      return bracelet(ctx);
    case 'bangle':
      return bangle(ctx);
    case 'earrings':
      return earrings(ctx);
    case 'anklet':
      return anklet(ctx);
    case 'set':
      return set(ctx);
    case 'cufflinks':
      return cufflinks(ctx);
    case 'charm':
      return charm(ctx);
    case 'coin':
      return coin(ctx);
    case 'bar':
      return bar(ctx);
  }
}
