import { describe, expect, it } from 'vitest';
import { addressMentionsPage, isPagination, scrollDecision, type ScrollAddress } from './scroll-rule';

function at(pathAndSearch: string, hash = ''): ScrollAddress {
  const [pathname = '', search = ''] = pathAndSearch.split(/(?=\?)/);
  return { pathname, search, hash };
}

describe('scrollDecision', () => {
  it('scrolls to the top when the shopper goes to another page', () => {
    expect(scrollDecision(at('/en-sa'), at('/en-sa/rings'), 'PUSH', false)).toBe('top');
  });

  it('scrolls to the top when only the query changes, as a new filter does', () => {
    expect(scrollDecision(at('/en-sa/rings'), at('/en-sa/rings?gold_karat=18K'), 'PUSH', false)).toBe('top');
  });

  it('keeps the position when the address contains the word page', () => {
    expect(scrollDecision(at('/en-sa/necklaces'), at('/en-sa/rings?page=2'), 'PUSH', false)).toBe('keep');
    expect(scrollDecision(at('/en-sa/rings?page=2'), at('/en-sa/rings?page=2&sort=alpha'), 'PUSH', false)).toBe('keep');
    expect(scrollDecision(at('/en-sa'), at('/en-sa/help-centre/page-one'), 'PUSH', false)).toBe('keep');
  });

  it('reads the Arabic page parameter, percent-encoded or not, as the word page', () => {
    const encoded = `?${encodeURIComponent('الصفحة')}=2`;
    expect(scrollDecision(at('/ar-sa/necklaces'), at(`/ar-sa/rings${encoded}`), 'PUSH', false)).toBe('keep');
    expect(scrollDecision(at('/ar-sa/necklaces'), at(`/ar-sa/rings?${encodeURIComponent('صفحة')}=2`), 'PUSH', false)).toBe('keep');
  });

  it('leads to the results heading when only the page of a listing changes', () => {
    expect(scrollDecision(at('/en-sa/rings'), at('/en-sa/rings?page=2'), 'PUSH', false)).toBe('results');
    expect(scrollDecision(at('/en-sa/rings?page=3'), at('/en-sa/rings?page=2'), 'PUSH', false)).toBe('results');
    expect(scrollDecision(at('/en-sa/rings?page=2'), at('/en-sa/rings'), 'PUSH', false)).toBe('results');
    expect(scrollDecision(at('/en-sa/rings?gold_karat=18K&page=2'), at('/en-sa/rings?gold_karat=18K&page=3'), 'REPLACE', false)).toBe('results');
    const arabic = encodeURIComponent('الصفحة');
    expect(scrollDecision(at('/ar-sa/rings'), at(`/ar-sa/rings?${arabic}=2`), 'PUSH', false)).toBe('results');
  });

  it('returns to the saved position on back and forward between pages of a listing', () => {
    expect(scrollDecision(at('/en-sa/rings?page=2'), at('/en-sa/rings'), 'POP', true)).toBe('restore');
  });

  it('returns to the saved position on back and forward', () => {
    expect(scrollDecision(at('/en-sa/rings'), at('/en-sa'), 'POP', true)).toBe('restore');
  });

  it('scrolls to the top on back when no position was saved for that entry', () => {
    expect(scrollDecision(at('/en-sa/rings'), at('/en-sa'), 'POP', false)).toBe('top');
  });

  it('scrolls to the element of a fragment', () => {
    expect(scrollDecision(at('/en-sa'), at('/en-sa/rings', '#filters'), 'PUSH', false)).toBe('hash');
  });

  it('leaves the first render of a document alone', () => {
    expect(scrollDecision(undefined, at('/en-sa'), 'POP', false)).toBe('keep');
  });

  it('does nothing when neither the path nor the query changed', () => {
    expect(scrollDecision(at('/en-sa/rings'), at('/en-sa/rings'), 'REPLACE', false)).toBe('keep');
  });
});

describe('isPagination', () => {
  it('is another page of the same results, and nothing else', () => {
    expect(isPagination(at('/en-sa/rings'), at('/en-sa/rings?page=2'))).toBe(true);
    expect(isPagination(at('/en-sa/rings?page=2'), at('/en-sa/rings?page=2'))).toBe(false);
    expect(isPagination(at('/en-sa/rings'), at('/en-sa/rings?page=1'))).toBe(false);
    expect(isPagination(at('/en-sa/rings?page=2'), at('/en-sa/rings?gold_karat=18K&page=3'))).toBe(false);
    expect(isPagination(at('/en-sa/rings?page=2'), at('/en-sa/necklaces?page=3'))).toBe(false);
  });
});

describe('addressMentionsPage', () => {
  it('finds the word anywhere in the path or query, in any case', () => {
    expect(addressMentionsPage(at('/en-sa/help/Page-one'))).toBe(true);
    expect(addressMentionsPage(at('/en-sa/rings?sort=alpha'))).toBe(false);
  });
});
