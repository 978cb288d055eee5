import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { illustrationSubject, productIllustration } from './illustration.js';
import { illustrationName, parseIllustrationName } from './illustration-name.js';
import { FINISHES, PIECE_TYPES, STONES } from './palette.js';

describe('product illustrations', () => {
  it.each(PIECE_TYPES)('draws a %s as a valid square SVG', async (type) => {
    const svg = productIllustration({ type, metal: 'gold', colour: 'yellow', stone: 'diamond' });

    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 1200 1200"');
    expect(svg).toContain(`<title>${type} in yellow gold with diamond</title>`);
    const metadata = await sharp(Buffer.from(svg)).metadata();
    expect(metadata).toMatchObject({ format: 'svg', width: 1200, height: 1200 });
  });

  it('draws every finish and stone into a document the renderer accepts', async () => {
    for (const finish of FINISHES) {
      for (const stone of STONES) {
        const svg = productIllustration({ type: 'ring', metal: finish, stone });
        const stats = await sharp(Buffer.from(svg), { density: 6 }).stats();
        expect(stats.channels.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('gives the same drawing for the same request', () => {
    const request = { type: 'bangle', metal: 'gold', colour: 'rose', stone: 'ruby', seed: 7 };

    expect(productIllustration(request)).toBe(productIllustration({ ...request }));
  });

  it('varies a little by seed, but only a little', () => {
    const a = productIllustration({ type: 'necklace', metal: 'silver', stone: 'sapphire', seed: 1 });
    const b = productIllustration({ type: 'necklace', metal: 'silver', stone: 'sapphire', seed: 2 });

    expect(a).not.toBe(b);
    expect(a.slice(0, a.indexOf('<g transform'))).toBe(b.slice(0, b.indexOf('<g transform')));
  });

  it('draws the metal in its colour and the stone in its own', () => {
    const svg = productIllustration({ type: 'ring', metal: 'gold', colour: 'rose', stone: 'emerald' });

    expect(svg).toContain('#d99a83');
    expect(svg).toContain('#2f8f5b');
  });

  it('falls back to a yellow-gold pendant without a stone for words it does not know', () => {
    expect(illustrationSubject({ type: 'tiara', metal: 'unobtainium', colour: 'plaid', stone: 'kryptonite' })).toEqual({
      type: 'pendant',
      finish: 'yellow-gold',
      stone: 'none',
      seed: 0,
    });
  });

  it('reads synonyms and metal colours the way a catalogue writes them', () => {
    expect(illustrationSubject({ type: 'Earring', metal: 'gold', colour: 'White' })).toMatchObject({ type: 'earrings', finish: 'white-gold' });
    expect(illustrationSubject({ type: 'bangles', metal: 'silver' })).toMatchObject({ type: 'bangle', finish: 'silver' });
    expect(illustrationSubject({ type: 'ring', metal: 'silver', colour: 'rose' })).toMatchObject({ finish: 'rose-gold' });
    expect(illustrationSubject({ type: 'ring', metal: 'gold', colour: 'tri' })).toMatchObject({ finish: 'multi-tone' });
    expect(illustrationSubject({ type: 'ring', stone: 'cz' })).toMatchObject({ stone: 'zirconia' });
  });
});

describe('illustration file names', () => {
  it('reads type, metal, colour, stone and an optional seed', () => {
    expect(parseIllustrationName('ring-gold-yellow-diamond')).toEqual({ type: 'ring', metal: 'gold', colour: 'yellow', stone: 'diamond', seed: 0 });
    expect(parseIllustrationName('bangle-silver-white-none-12')).toMatchObject({ type: 'bangle', seed: 12 });
  });

  it('is not an illustration in any other shape', () => {
    expect(parseIllustrationName('ring')).toBeUndefined();
    expect(parseIllustrationName('ring-gold-yellow')).toBeUndefined();
    expect(parseIllustrationName('Ring-Gold-Yellow-Diamond')).toBeUndefined();
    expect(parseIllustrationName('ring-gold-yellow-diamond-12345')).toBeUndefined();
  });

  it('writes the name it reads', () => {
    const request = { type: 'charm', metal: 'gold', colour: 'rose', stone: 'pearl', seed: 3 };

    expect(parseIllustrationName(illustrationName(request))).toEqual(request);
  });
});
