import { describe, expect, it } from 'vitest';
import { ORDER_MAIL_TEMPLATES, type OrderMailTemplate } from '@storefront/core/order';
import { MAIL_LINK_PARAMS, type MailMessage } from '@storefront/core/shared';
import { ORDER_CONFIRMATION_PARAMS } from '@storefront/core/test-support';
import { MailRenderer } from './mail-renderer.js';
import { ORDER_TEMPLATES } from './order-templates.js';

// Amounts keep their currency with a no-break space (Intl's); the expectations are written with plain spaces.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
const base = new MailRenderer();
const renderer = { render: (mail: MailMessage) => base.render(mail).map((done) => ({ ...done, text: spaced(done.text), html: spaced(done.html) })) };
const CONFIRMATION = ORDER_CONFIRMATION_PARAMS;
const { orderLink, invoiceLink } = CONFIRMATION;

const message = (template: OrderMailTemplate, language: 'en' | 'ar', params: MailMessage['params'], region: 'sa' | 'ae' | 'eg' = 'sa'): MailMessage => ({
  locale: { language, region },
  to: 'noura@example.com',
  template,
  params,
});

const SAMPLES: Record<OrderMailTemplate, MailMessage['params']> = {
  'order-confirmation': CONFIRMATION,
  'order-shipped': { orderNumber: 'SA-7K2M9Q', orderLink, firstName: 'Noura', carrier: 'Aramex', trackingNumber: '1234567890', trackingUrl: 'https://track.example/1234567890' },
  'order-cancelled': { orderNumber: 'SA-7K2M9Q', orderLink, firstName: 'Noura', currency: 'SAR', total: 2_898_00, refund: 'refunded' },
  'order-lookup-code': { orderNumber: 'SA-7K2M9Q', code: '482913', expiresInMinutes: 15 },
};

describe('the order confirmation email', () => {
  it('lists every line with its options, quantity and amount, the totals with VAT, delivery, payment and links, in English', () => {
    const mail = renderer.render(message('order-confirmation', 'en', CONFIRMATION))._unsafeUnwrap();

    expect(mail.subject).toBe("Your order SA-7K2M9Q is confirmed – L'azurde");
    expect(mail.text).toContain('Hello Noura,');
    expect(mail.text).toContain('- Solitaire Ring (Size: 52), Quantity: 2: SAR 2,300.00');
    expect(mail.text).toContain('- Hoop Earrings, Quantity: 1: SAR 575.00');
    expect(mail.text).toContain('Subtotal: SAR 2,875.00\nDelivery: SAR 23.00\nTotal, VAT included: SAR 2,898.00\nOf which VAT: SAR 378.00');
    expect(mail.text).toContain('Delivery:\nTo Noura Al-Saud\n12 Olaya Street\nRiyadh, Riyadh\nPhone: \u2066+966501234567\u2069');
    expect(mail.text).toContain('Payment: Card ending in 4242');
    expect(mail.text).toContain(`View my order:\n${orderLink}`);
    expect(mail.text).toContain(`Your tax invoice:\n${invoiceLink}`);
    expect(mail.text).toContain('about your order SA-7K2M9Q');
    expect(mail.html).toContain('<html lang="en-SA" dir="ltr">');
    expect(mail.html).toContain(`href="${orderLink}"`);
    expect(mail.html).toContain('SAR 2,898.00');
  });

  it('reads right to left in Arabic, with amounts in Latin digits', () => {
    const mail = renderer.render(message('order-confirmation', 'ar', CONFIRMATION))._unsafeUnwrap();
    expect(mail.subject).toBe('تم تأكيد طلبك SA-7K2M9Q – لازوردي');
    expect(mail.html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.text).toContain('الإجمالي شاملاً ضريبة القيمة المضافة: ‏2,898.00 ر.س.‏');
    expect(mail.text).not.toMatch(/[٠-٩]/);
    // The options and the delivery's area are named in Arabic; the phone is isolated left to right.
    expect(mail.text).toContain('- Solitaire Ring (المقاس: 52)، الكمية: 2');
    expect(mail.text).toContain('\u2066+966501234567\u2069');
    expect(mail.html).toContain('المقاس: 52');
    expect(mail.html).not.toContain('Size: 52');
  });

  it('lists a line’s options as the email’s language lists them, and names an option it has no word for as it is', () => {
    const two = { ...CONFIRMATION, line1OptionCount: 2, line1Option2Name: 'Engraving', line1Option2Value: 'N & A' };
    expect(renderer.render(message('order-confirmation', 'en', two))._unsafeUnwrap().text).toContain('- Solitaire Ring (Size: 52, Engraving: N & A), Quantity: 2');
    expect(renderer.render(message('order-confirmation', 'ar', two))._unsafeUnwrap().text).toContain('(المقاس: 52، Engraving: N & A)');
    expect(renderer.render(message('order-confirmation', 'en', two))._unsafeUnwrap().html).toContain('Engraving: N &amp; A');
    // More options than a line may carry, or an option without its value, is refused as the other params are.
    expect(renderer.render(message('order-confirmation', 'en', { ...CONFIRMATION, line1OptionCount: 9 })).isErr()).toBe(true);
    expect(renderer.render(message('order-confirmation', 'en', { ...CONFIRMATION, line1OptionCount: 2 })).isErr()).toBe(true);
  });

  it('names the boutique of a pickup, the discount, the cash on delivery fee, and greets without a name', () => {
    const pickup = {
      ...CONFIRMATION,
      firstName: undefined,
      delivery: 'pickup',
      deliveryName: 'Riyadh Park',
      deliveryAddress: 'Riyadh Park',
      shipping: 0,
      discount: 100_00,
      cashOnDeliveryFee: 15_00,
      paymentMethod: 'cash-on-delivery',
      cardLast4: undefined,
    } as unknown as MailMessage['params'];
    const mail = renderer.render(message('order-confirmation', 'en', pickup))._unsafeUnwrap();
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain('Collect it from our Riyadh Park boutique.');
    expect(mail.text).toContain('Discount: -SAR 100.00');
    expect(mail.text).toContain('Cash on delivery fee: SAR 15.00');
    expect(mail.text).not.toContain('Delivery: SAR');
    expect(mail.text).toContain('Payment: Cash on delivery: pay when your order arrives');
  });

  it('writes each region’s currency', () => {
    const uae = renderer.render(message('order-confirmation', 'en', { ...CONFIRMATION, currency: 'AED' }, 'ae'))._unsafeUnwrap();
    expect(uae.text).toContain('AED 2,898.00');
    const egypt = renderer.render(message('order-confirmation', 'ar', { ...CONFIRMATION, currency: 'EGP' }, 'eg'))._unsafeUnwrap();
    expect(egypt.text).toContain('2,898.00 ج.م.');
  });
});

describe('the other order emails', () => {
  it('give the tracking of a shipped order, isolated left to right in Arabic', () => {
    const mail = renderer.render(message('order-shipped', 'ar', SAMPLES['order-shipped']))._unsafeUnwrap();
    expect(mail.text).toContain('رقم التتبع: \u20661234567890\u2069');
    expect(mail.text).toContain('تتبع شحنتي:\nhttps://track.example/1234567890');
    const without = renderer.render(message('order-shipped', 'en', { ...SAMPLES['order-shipped'], trackingUrl: undefined } as unknown as MailMessage['params']))._unsafeUnwrap();
    expect(without.text).not.toContain('Track my parcel');
  });

  it('say what became of a cancelled order’s money', () => {
    const text = (refund: string) => renderer.render(message('order-cancelled', 'en', { ...SAMPLES['order-cancelled'], refund }))._unsafeUnwrap().text;
    expect(text('refunded')).toContain('We have refunded SAR 2,898.00');
    expect(text('released')).toContain('The SAR 2,898.00 held for this order has been released');
    expect(text('none')).toContain('You have not been charged');
  });

  it('give a guest the lookup code and its lifetime, with Arabic plural forms', () => {
    const en = renderer.render(message('order-lookup-code', 'en', SAMPLES['order-lookup-code']))._unsafeUnwrap();
    expect(en.text).toContain('\n\n482913\n\n');
    expect(en.text).toContain('This code is valid for 15 minutes and works once.');
    expect(en.html).toContain('dir="ltr">482913</p>');
    const ar = renderer.render(message('order-lookup-code', 'ar', { ...SAMPLES['order-lookup-code'], expiresInMinutes: 10 }))._unsafeUnwrap();
    expect(ar.text).toContain('لمدة 10 دقائق');
  });

  it('exist for every order email in both languages, each with its subject, parts and links', () => {
    for (const template of ORDER_MAIL_TEMPLATES) {
      expect(Object.keys(ORDER_TEMPLATES)).toContain(template);
      for (const language of ['en', 'ar'] as const) {
        const mail = renderer.render(message(template, language, SAMPLES[template]))._unsafeUnwrap();
        expect(mail.subject, `${template} ${language}`).toMatch(language === 'ar' ? /لازوردي$/ : /L'azurde$/);
        expect(mail.text).toContain('SA-7K2M9Q');
        expect(mail.html).not.toMatch(/\{\{|\}\}|order-(confirmation|shipped|cancelled|lookup-code)\./);
        expect(mail.text).not.toMatch(/\{\{|\}\}|order-(confirmation|shipped|cancelled|lookup-code)\./);
        for (const name of MAIL_LINK_PARAMS[template]) expect(mail.text).toContain(String(SAMPLES[template][name]));
      }
    }
  });
});

describe('an order email’s params', () => {
  it('are escaped where they land in HTML', () => {
    const hostile = { ...CONFIRMATION, line1Name: '<img src=x onerror=alert(1)>', deliveryName: '"><script>x</script>', firstName: '<b>N</b>' };
    const mail = renderer.render(message('order-confirmation', 'en', hostile))._unsafeUnwrap();
    expect(mail.html).not.toMatch(/<img|<script|<b>/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('- <img src=x onerror=alert(1)> (Size: 52)');
  });

  it('are refused when missing or malformed, rather than half an email sent', () => {
    const field = (template: OrderMailTemplate, params: MailMessage['params']) => renderer.render(message(template, 'en', params))._unsafeUnwrapErr().params;
    expect(field('order-confirmation', { ...CONFIRMATION, line2Total: undefined } as unknown as MailMessage['params'])).toMatchObject({ field: 'params.line2Total' });
    expect(field('order-confirmation', { ...CONFIRMATION, invoiceLink: 'javascript:alert(1)' })).toMatchObject({ field: 'params.invoiceLink' });
    expect(field('order-confirmation', { ...CONFIRMATION, paymentMethod: 'cheque' })).toMatchObject({ field: 'params.paymentMethod' });
    expect(field('order-confirmation', { ...CONFIRMATION, lineCount: 31 })).toMatchObject({ field: 'params.lineCount' });
    expect(field('order-lookup-code', { ...SAMPLES['order-lookup-code'], code: 'abc' })).toMatchObject({ field: 'params.code' });
    expect(field('order-cancelled', { ...SAMPLES['order-cancelled'], total: 1.5 })).toMatchObject({ field: 'params.total' });
  });
});
