import { describe, expect, it } from 'vitest';
import { answerParts } from './answer-parts';

describe('FAQ answers', () => {
  it('turn [label](/path) into a link and keep the text around it', () => {
    expect(answerParts('See your orders in [My Account](/account).')).toEqual([
      { kind: 'text', text: 'See your orders in ' },
      { kind: 'link', text: 'My Account', path: '/account' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('mark an international phone number, in Arabic text too', () => {
    expect(answerParts('اتصلي بنا على +966 800 124 0500 من الأحد')).toEqual([
      { kind: 'text', text: 'اتصلي بنا على ' },
      { kind: 'phone', text: '+966 800 124 0500' },
      { kind: 'text', text: ' من الأحد' },
    ]);
  });

  it('leave links out of the store as text', () => {
    expect(answerParts('[evil](https://example.com)')).toEqual([{ kind: 'text', text: '[evil](https://example.com)' }]);
  });
});
