import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import type { Language, Region } from '@storefront/core/locale';
import { AppStateProvider } from '../app-state';
import { ShellProvider } from '../shell';
import { i18nFor, TranslationProvider } from '../../lib/i18n';
import { OrderDetailView } from './components/order-detail';
import { OrderList } from './components/order-list';
import { TaxInvoice } from './components/tax-invoice';
import { anInvoice, anOrderPage } from '../../lib/test-support/order-page.builder';

function render(node: React.ReactNode, language: Language = 'en', region: Region = 'sa'): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <TranslationProvider i18n={i18nFor({ language, region })}>
          <AppStateProvider value={{ brand: 'lazurde', language, region, locale: `${language}-${region}` }}>
            <ShellProvider>{node}</ShellProvider>
          </AppStateProvider>
        </TranslationProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const timelineOf = (html: string) => text(html.slice(html.indexOf('data-testid="order-timeline"'), html.indexOf('</ol>', html.indexOf('data-testid="order-timeline"'))));

describe("an order's page", () => {
  it('shows a shipped order’s timeline with dates, delivery still to come, and its tracking', () => {
    const html = render(<OrderDetailView page={anOrderPage('shipped')} language="en" region="sa" invoiceHref="/en-sa/account/orders/SA-7K2M9Q/invoice" />);
    expect(timelineOf(html)).toMatch(/Placed March 1, 2026.* Paid March 2, 2026.* Processing March 3, 2026.* Shipped March 4, 2026.* Delivered Not yet/);
    expect(html).toMatch(/aria-current="step"[^>]*data-status="shipped"/);
    expect(text(html)).toContain('Aramex');
    expect(text(html)).toContain('mada ending in 4242');
    expect(text(html)).toMatch(/Riyadh ?, Riyadh Province/);
    expect(html).toContain('href="/en-sa/account/orders/SA-7K2M9Q/invoice"');
  });

  it('writes dates in Arabic on the Gregorian calendar with Latin digits, as the prices are', () => {
    const html = render(<OrderDetailView page={anOrderPage('paid')} language="ar" region="sa" invoiceHref="#tax-invoice" />, 'ar');
    expect(timelineOf(html)).toContain('1 مارس 2026');
    expect(timelineOf(html)).toContain('تم الدفع');
    // The delivery address's areas are joined with the Arabic comma, and the typed street keeps its own direction.
    expect(text(html)).toContain('Riyadh، Riyadh Province');
    expect(html).toMatch(/<span dir="auto"[^>]*>12 Olaya Street<\/span>/);
  });

  it('ends a cancelled order’s timeline at the cancellation, with nothing to come', () => {
    const page = anOrderPage('paid', { status: 'cancelled', timeline: [{ status: 'placed', at: new Date('2026-03-01T10:00:00Z') }, { status: 'cancelled', at: new Date('2026-03-02T10:00:00Z') }] });
    const timeline = timelineOf(render(<OrderDetailView page={page} language="en" region="sa" invoiceHref="#" />));
    expect(timeline).toMatch(/Placed .* Cancelled March 2, 2026/);
    expect(timeline).not.toContain('Not yet');
  });

  it('shows a cash-on-delivery order’s next step as awaiting cash, and a collection from a boutique without shipping', () => {
    const page = anOrderPage('placed', {
      payment: { method: 'cash-on-delivery', state: 'due-on-delivery' },
      delivery: { kind: 'pickup', boutiqueId: 3, boutiqueName: 'Riyadh Park' },
    });
    const html = render(<OrderDetailView page={page} language="en" region="sa" invoiceHref="#" />);
    expect(timelineOf(html)).toMatch(/Placed .* Awaiting cash on delivery Not yet Processing Not yet Delivered Not yet/);
    expect(text(html)).toContain('Collect from Riyadh Park');
    expect(text(html)).toContain('To pay on delivery');
  });
});

describe('My Orders', () => {
  it('lists each order with its number, date, status, total and item count, linking to its page', () => {
    const html = render(
      <OrderList
        orders={[{ reference: 'EG-ABC123', status: 'delivered', placedAt: new Date('2026-02-10T09:00:00Z'), total: { amountMinor: 2_500_00, currency: 'EGP' }, itemCount: 2 }]}
        locale="en-eg"
        language="en"
        region="eg"
      />,
      'en',
      'eg',
    );
    expect(text(html)).toMatch(/Order EG-ABC123 February 10, 2026 · 2 items Delivered EGP\s?2,500/);
    expect(html).toContain('href="/en-eg/account/orders/EG-ABC123"');
  });

  it('says there are no orders yet when there are none', () => {
    expect(text(render(<OrderList orders={[]} locale="ar-sa" language="ar" region="sa" />, 'ar'))).toContain('لا توجد طلبات بعد');
  });
});

describe('the tax invoice', () => {
  it('is KSA’s simplified tax invoice in both languages, with the VAT number, the VAT breakdown and the QR code', () => {
    const html = render(<TaxInvoice invoice={anInvoice()} qr={{ size: 29, path: 'M4 4h1v1h-1z' }} language="en" />);
    expect(text(html)).toContain('Simplified Tax Invoice / فاتورة ضريبية مبسطة');
    expect(text(html)).toContain('310122393500003');
    expect(text(html)).toMatch(/Total excl\. VAT SAR\s?1,000 VAT 15% SAR\s?150 Total incl\. VAT SAR\s?1,150/);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="QR code of the tax invoice"/);
  });

  it('is a tax invoice without a QR code in the UAE', () => {
    const html = render(<TaxInvoice invoice={anInvoice({ region: 'ae', vatRate: 500 })} language="ar" />, 'ar', 'ae');
    expect(text(html)).toContain('Tax Invoice / فاتورة ضريبية');
    expect(text(html)).not.toContain('مبسطة');
    expect(html).not.toContain('<svg');
    expect(text(html)).toContain('رقم التسجيل الضريبي');
  });
});
