import { describe, expect, it } from 'vitest';
import { negotiateFormat } from './image-format.js';

describe('format negotiation', () => {
  it('prefers AVIF when the client names it', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('avif');
  });

  it('falls to WebP when the client names WebP but not AVIF', () => {
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
  });

  it('answers PNG to a client that names neither, even with wildcards', () => {
    expect(negotiateFormat('image/*,*/*;q=0.8')).toBe('png');
    expect(negotiateFormat(undefined)).toBe('png');
  });

  it('ignores a type refused with q=0', () => {
    expect(negotiateFormat('image/avif;q=0, image/webp')).toBe('webp');
  });

  it('reads types case-insensitively and with spaces', () => {
    expect(negotiateFormat(' Image/AVIF ; q=0.9')).toBe('avif');
  });
});
