import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n';
import { optionsText } from './option-text';

describe('a line’s chosen options', () => {
  it('are named in the page’s language, an option with no translation by its own name', () => {
    const options = [
      { name: 'Size', value: '52' },
      { name: 'Engraving', value: 'N' },
    ];
    expect(optionsText(i18nFor('ar').t, options)).toBe('المقاس: 52 · Engraving: N');
    expect(optionsText(i18nFor('en').t, options)).toBe('Size: 52 · Engraving: N');
  });
});
