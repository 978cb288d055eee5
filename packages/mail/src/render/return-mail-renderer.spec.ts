import { describe, expect, it } from 'vitest';
import { returnConfirmationMail, returnLinks, returnStatusMail, type StoredReturn } from '@storefront/core/returns';
import type { MailMessage } from '@storefront/core/shared';
import { MailRenderer } from './mail-renderer.js';

const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
const renderer = new MailRenderer();
const render = (message: MailMessage) => renderer.render(message).map((mail) => ({ ...mail, text: spaced(mail.text), html: spaced(mail.html) }));
const links = returnLinks('https://shop.example');

const ksa: StoredReturn = {
  reference: 'SA-R-7K2M9QABCDEF',
  region: 'sa',
  locale: { language: 'en', region: 'sa' },
  orderReference: 'SA-7K2M9Q',
  customerId: 7,
  email: 'noura@example.com',
  idempotencyKey: 'key-000001',
  status: 'requested',
  reason: 'no-longer-needed',
  lines: [{ lineId: '1', quantity: 2, condition: 'unused', completePackaging: true, refund: { amountMinor: 2_300_00, currency: 'SAR' } }],
  handover: { kind: 'courier-pickup' },
  refundRoute: { kind: 'original-method', inspectionWorkingDays: 10, maxDaysToAppear: 28 },
  refundAmount: { amountMinor: 2_300_00, currency: 'SAR' },
  requestedAt: new Date('2026-03-05T10:00:00Z'),
  history: [{ status: 'requested', at: new Date('2026-03-05T10:00:00Z') }],
  refunds: [],
};
const egypt: StoredReturn = {
  ...ksa,
  reference: 'EG-R-7K2M9QABCDEF',
  region: 'eg',
  locale: { language: 'ar', region: 'eg' },
  orderReference: 'EG-7K2M9Q',
  handover: { kind: 'boutique', boutiqueId: 4, boutiqueName: { en: 'City Stars', ar: 'سيتي ستارز' } },
  refundRoute: { kind: 'bank-transfer', inspectionWorkingDays: 10 },
  refundAmount: { amountMinor: 3_000_00, currency: 'EGP' },
  lines: [{ lineId: '1', quantity: 1, condition: 'unused', completePackaging: true, refund: { amountMinor: 3_000_00, currency: 'EGP' } }],
  bankAccount: { holderName: 'Omar Hassan', iban: 'EG380019000500000000263180002' },
};
const order = { lines: [{ position: 1, name: 'Solitaire Ring' }] };
const arabicOrder = { lines: [{ position: 1, name: 'خاتم سوليتير' }] };
const messageOf = (entry: { payload: unknown }) => entry.payload as MailMessage;

describe('the return confirmation email', () => {
  it('lists the items, says the courier collects them and where the refund goes, in English', () => {
    const mail = render(messageOf(returnConfirmationMail(ksa, order, links)))._unsafeUnwrap();
    expect(mail.subject).toBe("We received your return request SA-R-7K2M9QABCDEF – L'azurde");
    expect(mail.text).toContain('- Solitaire Ring × 2');
    expect(mail.text).toContain('our courier will contact you to collect the items');
    expect(mail.text).toContain('Refund: SAR 2,300.00 to the way you paid');
    expect(mail.text).toContain('View my return:\nhttps://shop.example/en-sa/account/my-returns/SA-R-7K2M9QABCDEF');
    expect(mail.html).toContain('<html lang="en-SA" dir="ltr">');
  });

  it('names the boutique and the bank account’s last four only, in Arabic, right to left', () => {
    const mail = render(messageOf(returnConfirmationMail(egypt, order, links)))._unsafeUnwrap();
    expect(mail.subject).toContain('EG-R-7K2M9QABCDEF');
    expect(mail.text).toContain('أحضر المنتجات إلى متجرنا سيتي ستارز');
    expect(mail.text).toContain('بتحويل بنكي إلى الحساب المنتهي بـ 0002');
    expect(mail.text).not.toContain('EG380019');
    expect(mail.html).toContain('<html lang="ar-EG" dir="rtl">');
    expect(mail.text).not.toMatch(/[٠-٩]/);
  });

  it('refuses a boutique handover without the boutique’s name', () => {
    const params = { ...messageOf(returnConfirmationMail(egypt, order, links)).params };
    delete (params as Record<string, unknown>)['boutiqueName'];
    expect(renderer.render({ ...messageOf(returnConfirmationMail(egypt, order, links)), params })._unsafeUnwrapErr()).toMatchObject({ code: 'INVALID', params: { field: 'params.boutiqueName' } });
  });
});

describe('the return status emails', () => {
  it('writes one for each change, the refund with its amount and where it goes, the rejection with its note', () => {
    const subjects = (['approved', 'received', 'inspected', 'refunded', 'rejected'] as const).map((status) => {
      const entry = returnStatusMail({ ...ksa, status, ...(status === 'rejected' ? { rejectionNote: 'The tags were missing.' } : {}) }, order, links);
      if (entry === undefined) throw new Error('no email');
      return render(messageOf(entry))._unsafeUnwrap();
    });
    expect(subjects.map((mail) => mail.subject)).toEqual([
      "Your return SA-R-7K2M9QABCDEF is approved – L'azurde",
      "We received the items of your return SA-R-7K2M9QABCDEF – L'azurde",
      "Your return SA-R-7K2M9QABCDEF has been inspected – L'azurde",
      "Your return SA-R-7K2M9QABCDEF is refunded – L'azurde",
      "Your return SA-R-7K2M9QABCDEF could not be accepted – L'azurde",
    ]);
    for (const mail of subjects) expect(mail.text).toContain('Items in this return\n- Solitaire Ring × 2');
    expect(subjects[0]?.html).toContain('<li>Solitaire Ring × 2</li>');
    expect(subjects[3]?.text).toContain('Refund: SAR 2,300.00 to the way you paid');
    expect(subjects[4]?.text).toContain('Our note: The tags were missing.');
    expect(subjects[4]?.html).not.toContain('<script');
  });

  it('tells an Egyptian shopper the transfer went to the account ending 0002, in Arabic', () => {
    const entry = returnStatusMail({ ...egypt, status: 'refunded' }, arabicOrder, links);
    const mail = render(messageOf(entry as { payload: unknown }))._unsafeUnwrap();
    expect(mail.subject).toBe('تم استرداد مبلغ طلب الإرجاع EG-R-7K2M9QABCDEF – لازوردي');
    expect(mail.text).toContain('الحساب المنتهي بـ 0002');
    expect(mail.text).toContain('المنتجات في طلب الإرجاع\n- خاتم سوليتير × 1');
  });

  it('writes a status email queued before they named the items, without the list', () => {
    const entry = messageOf(returnStatusMail({ ...ksa, status: 'approved' }, order, links) as { payload: unknown });
    const params = Object.fromEntries(Object.entries(entry.params).filter(([name]) => !/^line/.test(name)));
    const mail = render({ ...entry, params })._unsafeUnwrap();
    expect(mail.subject).toBe("Your return SA-R-7K2M9QABCDEF is approved – L'azurde");
    expect(mail.text).not.toContain('Items in this return');
  });

  it('escapes the operator’s note in the HTML', () => {
    const entry = returnStatusMail({ ...ksa, status: 'rejected', rejectionNote: '<b>worn</b>' }, order, links);
    const mail = renderer.render(messageOf(entry as { payload: unknown }))._unsafeUnwrap();
    expect(mail.html).toContain('&lt;b&gt;worn&lt;/b&gt;');
  });
});
