import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import type { Language, Region } from '@storefront/core/locale';
import { RETURN_REASONS } from '@storefront/core/returns';
import { AppStateProvider } from '../app-state';
import { ShellProvider } from '../shell';
import { i18nFor, TranslationProvider } from '../../lib/i18n';
import { aReturnDetail, aReturnForm, aReturnableLine, aReturnSummary } from '../../lib/test-support/return-page.builder';
import { ReturnDetailCard } from './components/return-detail';
import { ReturnForm } from './components/return-form';
import { ReturnItemsAction } from './components/return-items-action';
import { ReturnList } from './components/return-list';

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

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
/** The markup of the form's line for a line id. */
const lineOf = (html: string, lineId: string) => {
  const start = html.indexOf(`data-line="${lineId}"`);
  return html.slice(start, html.indexOf('</li>', start));
};

describe('the return form', () => {
  it('offers a returnable line and shows a gold coin without a checkbox, with why in the shopper’s language', () => {
    const en = render(<ReturnForm state={aReturnForm()} language="en" region="sa" />);
    expect(lineOf(en, 'line-1')).toContain('name="line" value="line-1"');
    expect(lineOf(en, 'line-2')).not.toContain('name="line"');
    expect(text(lineOf(en, 'line-2'))).toContain('Gold coins and bars cannot be returned or refunded.');

    const ar = render(<ReturnForm state={aReturnForm()} language="ar" region="sa" />, 'ar');
    expect(text(lineOf(ar, 'line-2'))).toContain('لا يمكن إرجاع العملات والسبائك الذهبية أو استرداد قيمتها.');
  });

  it('says how long ago an order past its window was delivered, and offers nothing to send', () => {
    const closed = [{ code: 'RETURN_WINDOW_CLOSED', params: { windowDays: 30, daysSinceDelivery: 45 } }];
    const state = aReturnForm({ lines: [aReturnableLine({ refusals: closed })] });
    const html = render(<ReturnForm state={state} language="en" region="eg" />, 'en', 'eg');
    expect(text(html)).toContain('The 30-day return window has closed: it was delivered 45 days ago.');
    expect(text(html)).toContain('Nothing in this order can be returned; each item says why.');
    expect(html).not.toContain('data-testid="return-submit"');
  });

  it('lists the nine reasons of the return policy in both languages', () => {
    for (const language of ['en', 'ar'] as const) {
      const html = render(<ReturnForm state={aReturnForm()} language={language} region="sa" />, language);
      const options = [...html.matchAll(/<option value="([a-z-]+)"[^>]*>([^<]*)<\/option>/g)].map(([, value, label]) => [value, text(label ?? '').trim()]);
      expect(options).toEqual(Object.entries(RETURN_REASONS).map(([value, labels]) => [value, labels[language]]));
    }
  });

  it('offers as many units as are still returnable, and asks for the seal only when a pierced piece can go back', () => {
    const earrings = aReturnableLine({ lineId: 'line-3', name: 'Pearl Studs', ordered: 3, returnable: 2, pierced: true });
    const html = render(<ReturnForm state={aReturnForm({ lines: [earrings] })} language="en" region="sa" />);
    expect(lineOf(html, 'line-3').match(/<option /g)).toHaveLength(2);
    expect(text(lineOf(html, 'line-3'))).toContain('2 can be returned');
    expect(text(html)).toContain('The hygiene seal of the pierced pieces is intact');
    expect(text(render(<ReturnForm state={aReturnForm()} language="en" region="sa" />))).not.toContain('hygiene seal');
  });

  it('asks a cash-on-delivery order for the bank account, with the region’s IBAN format, and a card order for none', () => {
    const cash = render(<ReturnForm state={aReturnForm({ refund: 'bank-transfer', needsBankAccount: true })} language="ar" region="eg" />, 'ar', 'eg');
    expect(cash).toContain('name="holderName"');
    expect(cash).toMatch(/name="iban"[^>]*dir="ltr"|dir="ltr"[^>]*name="iban"/);
    expect(text(cash)).toContain('يبدأ بـ EG ويتكون من 29 خانة');
    expect(cash).toContain('<bdi dir="ltr">EG38 0019 0005 0000 0000 2631 8000 2</bdi>');
    const card = render(<ReturnForm state={aReturnForm()} language="en" region="sa" />);
    expect(card).not.toContain('name="iban"');
    expect(text(card)).toContain('A card refund can take up to 28 days to appear.');
  });

  it('shows a refused post again with the choices kept, each refusal by its line and a rejected IBAN by its field', () => {
    const state = aReturnForm(
      { refund: 'bank-transfer', needsBankAccount: true },
      {
        values: { quantities: { 'line-1': 1 }, reason: 'bought-by-mistake', unused: true, packaging: false, seal: false, handover: 'courier-pickup', holderName: 'Mona Adel', iban: 'EG00' },
        fieldErrors: ['iban'],
        lineRefusals: { 'line-1': [{ code: 'RETURN_PACKAGING_INCOMPLETE', params: { lineId: 'line-1' } }] },
        refusals: [{ code: 'RETURN_IBAN_INVALID', params: {} }],
      },
    );
    const html = render(<ReturnForm state={state} language="en" region="eg" />, 'en', 'eg');
    expect(/<input[^>]*value="line-1"[^>]*>/.exec(lineOf(html, 'line-1'))?.[0]).toMatch(/\bchecked\b/);
    expect(text(lineOf(html, 'line-1'))).toContain('Items must come back in their original packaging with tags, invoice and accessories.');
    expect(html).toMatch(/<option value="bought-by-mistake" selected/);
    expect(html).toContain('value="Mona Adel"');
    expect(html).toContain('role="alert"');
    // The alert names every reason, the line's too, not only that the return was refused.
    const alert = text(/data-testid="return-problems"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '');
    expect(alert).toContain('This IBAN is not valid for this country.');
    expect(alert).toContain('Items must come back in their original packaging with tags, invoice and accessories.');
    expect(html).toContain('name="key" value="key-1"');
  });

  it('carries a guest’s grant with the form, and a customer’s form carries none', () => {
    expect(render(<ReturnForm state={aReturnForm({}, { grant: 'signed.grant' })} language="en" region="sa" />)).toContain('name="grant" value="signed.grant"');
    expect(render(<ReturnForm state={aReturnForm()} language="en" region="sa" />)).not.toContain('name="grant"');
  });
});

describe('"Return items" on a delivered order', () => {
  it('leads a customer to the order’s return form and posts a guest’s grant to the lookup’s return page', () => {
    expect(render(<ReturnItemsAction locale="en-sa" orderReference="SA-7K2M9Q" />)).toContain('href="/en-sa/account/orders/SA-7K2M9Q/return"');
    const guest = render(<ReturnItemsAction locale="ar-eg" orderReference="EG-7K2M9Q" grant="signed.grant" />, 'ar', 'eg');
    expect(guest).toMatch(/<form[^>]*action="\/ar-eg\/order-lookup\/return"/);
    expect(guest).toContain('name="grant" value="signed.grant"');
    expect(text(guest)).toContain('إرجاع منتجات');
  });
});

describe('My Returns', () => {
  it('lists each return with its number, order, date, status and refund, leading to its page', () => {
    const html = render(<ReturnList returns={[aReturnSummary({ status: 'approved' })]} locale="en-sa" language="en" region="sa" />);
    expect(html).toContain('href="/en-sa/account/my-returns/SA-R-7K2M9Q"');
    expect(html).toContain('href="/en-sa/account/orders/SA-7K2M9Q"');
    expect(text(html)).toMatch(/Return SA-R-7K2M9Q .*For order SA-7K2M9Q .*March 6, 2026 .*Approved .*2,500/);
  });

  it('tells a customer without returns where a return starts', () => {
    const html = render(<ReturnList returns={[]} locale="ar-eg" language="ar" region="eg" />, 'ar', 'eg');
    expect(text(html)).toContain('لا توجد مرتجعات');
    expect(html).toContain('href="/ar-eg/account/my-orders"');
  });

  it('shows a return’s timeline, the handover, and a bank refund by the IBAN’s last four digits only', () => {
    const detail = aReturnDetail({
      status: 'received',
      history: [
        { status: 'requested', at: new Date('2026-03-06T10:00:00Z') },
        { status: 'approved', at: new Date('2026-03-07T10:00:00Z') },
        { status: 'received', at: new Date('2026-03-09T10:00:00Z') },
      ],
      handover: { kind: 'boutique', boutique: 'City Stars Mall' },
      refund: { route: 'bank-transfer', amount: { amountMinor: 1_200_000, currency: 'EGP' }, ibanLast4: '8000' },
    });
    const html = text(render(<ReturnDetailCard detail={detail} language="en" region="eg" />, 'en', 'eg'));
    expect(html).toMatch(/Requested March 6, 2026.* Approved March 7, 2026.* Received March 9, 2026.* Inspected Not yet .*Refunded Not yet/);
    expect(html).toContain('City Stars Mall');
    expect(html).toContain('Bank account ending in 8000');
    expect(html).toContain('Bought by mistake');
  });

  it('ends a rejected return at its rejection with the note, and no handover left to do', () => {
    const detail = aReturnDetail({
      status: 'rejected',
      history: [
        { status: 'requested', at: new Date('2026-03-06T10:00:00Z') },
        { status: 'rejected', at: new Date('2026-03-07T10:00:00Z') },
      ],
      rejectionNote: 'The seal was broken',
    });
    const html = text(render(<ReturnDetailCard detail={detail} language="en" region="sa" />));
    expect(html).toContain('Why it was rejected: The seal was broken');
    expect(html).not.toContain('Not yet');
    expect(html).not.toContain('Handing the items back');
  });
});
