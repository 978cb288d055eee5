import { describe, expect, it } from 'vitest';
import { i18nFor, tOf } from '../../lib/i18n';
import { optionsText } from './option-text';

describe('a line’s chosen options', () => {
  it('are named in the page’s language, an option with no translation by its own name', () => {
    const options = [
      { name: 'Size', value: '52' },
      { name: 'Engraving', value: 'N' },
    ];
    expect(optionsText(tOf(i18nFor('ar')), options)).toBe('المقاس: 52 · Engraving: N');
    expect(optionsText(tOf(i18nFor('en')), options)).toBe('Size: 52 · Engraving: N');
  });
});
