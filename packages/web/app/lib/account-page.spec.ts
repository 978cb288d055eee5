import { describe, expect, it } from 'vitest';
import { accountEntryMeta, accountPageMeta } from './account-page';

describe('an account page’s title', () => {
  it('names the menu entry in the address’s language', () => {
    expect(accountEntryMeta('address-book')({ params: { locale: 'en-sa' } })).toEqual([{ title: 'Address Book | My account' }]);
    expect(accountEntryMeta('address-book')({ params: { locale: 'ar-eg' } })).toEqual([{ title: 'دفتر العناوين | حسابي' }]);
  });

  it('names what the address names, an order’s number', () => {
    const meta = accountPageMeta((t, params) => t('account.orders.number', { reference: params.reference }));
    expect(meta({ params: { locale: 'en-ae', reference: 'AE-7K2M9Q' } })).toEqual([{ title: expect.stringContaining('AE-7K2M9Q') }]);
  });

  it('is left out outside every locale, and where the page names nothing', () => {
    expect(accountEntryMeta('my-details')({ params: { locale: 'xx-zz' } })).toEqual([]);
    expect(accountPageMeta(() => undefined)({ params: { locale: 'en-sa' } })).toEqual([]);
  });
});
