import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Language, Region } from '@storefront/core/locale';
import { AppStateProvider } from '../../app-state';
import type { Cart } from '../api/cart-api';
import { i18nFor, TranslationProvider } from '../../../lib/i18n';
import { aCart, aLine } from '../test-support/cart.builder';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';

function render(node: React.ReactNode, language: Language = 'en', region: Region = 'sa'): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <QueryClientProvider client={new QueryClient()}>
          <TranslationProvider i18n={i18nFor(language)}>
            <AppStateProvider value={{ brand: 'lazurde', language, region, locale: `${language}-${region}` }}>{node}</AppStateProvider>
          </TranslationProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('cart totals', () => {
  it('shows subtotal, discount and total, then the VAT inside it and the total without it, all adding up', () => {
    const cart: Cart = {
      ...aCart(),
      SubTotal_Ex_TAX: 1073,
      VAT_Tax: 161,
      discount_amount: { amountMinor: 12_900, currency: 'SAR' },
      cart_amount: { amountMinor: 123_400, currency: 'SAR' },
    };
    const html = text(render(<CartTotals cart={cart} />));
    expect(html).toContain('Subtotal SAR 1,363 Discount −SAR 129 Total (incl. VAT) SAR 1,234 of which VAT SAR 161 Subtotal (excl. VAT) SAR 1,073');
  });

  it('rounds a discount with piastres to whole pounds like every other figure', () => {
    const egp = (amountMinor: number) => ({ amountMinor, currency: 'EGP' as const });
    const cart: Cart = { ...aCart({}, 'eg'), VAT_Tax: 15_921, discount_amount: egp(1_440_480), cart_amount: egp(12_964_320) };
    const html = text(render(<CartTotals cart={cart} />, 'en', 'eg'));
    expect(html).toContain('Subtotal EGP 144,048 Discount −EGP 14,405 Total (incl. VAT) EGP 129,643 of which VAT EGP 15,921 Subtotal (excl. VAT) EGP 113,722');
    expect(html).not.toMatch(/\.\d\d/);
  });

  it('leaves the discount out when there is none, and speaks Arabic with Latin digits in Egypt', () => {
    const html = text(render(<CartTotals cart={aCart({}, 'eg')} />, 'ar', 'eg'));
    expect(html).not.toContain('الخصم');
    expect(html).toContain('ضريبة القيمة المضافة');
    expect(html).toMatch(/ج\.م\.?\s?[\d,]+|[\d,]+\s?ج\.م/);
  });
});

describe('cart lines', () => {
  it('shows the sale price beside the price it was, and lines beyond stock or sold out', () => {
    const cart = aCart({
      line_items: {
        physical_items: [
          aLine({ id: 'a', sale_price: { amountMinor: 596_000, currency: 'SAR' }, quantity: 4, available_to_sell: 3, exceedingQuantity: true }),
          aLine({ id: 'b', sku: 'LZ-ER-1007', name: 'Pearl Drop Earrings', hasStock: false, available_to_sell: 0 }),
        ],
      },
    });
    const html = text(render(<CartLines cart={cart} editable />));
    expect(html).toContain('Now SAR 5,960');
    expect(html).toContain('Was SAR 7,450');
    expect(html).toContain('Only 3 available: please lower the quantity.');
    expect(html).toContain('No longer in stock: please remove it to continue.');
    expect(html).toContain('Remove Pearl Drop Earrings');
  });

  it('names each line\'s chosen size in the page\'s language, so two sizes of one ring read apart', () => {
    const cart = aCart({
      line_items: {
        physical_items: [aLine({ id: 'a', options: [{ name: 'Size', value: '52' }] }), aLine({ id: 'b', options: [{ name: 'Size', value: '56' }] })],
      },
    });
    expect(text(render(<CartLines cart={cart} editable={false} />))).toMatch(/Size: 52.*Size: 56/);
    expect(text(render(<CartLines cart={cart} editable />, 'ar'))).toMatch(/المقاس: 52.*المقاس: 56/);
    expect(render(<CartLines cart={aCart()} editable />)).not.toContain('cart-line-options');
  });

  it('offers quantities up to the per-line limit and the stock left on the cart page, and only counts them in the mini-cart', () => {
    expect(render(<CartLines cart={aCart({ line_items: { physical_items: [aLine({ available_to_sell: 40 })] } } as Partial<Cart>)} editable />).match(/<option /g)).toHaveLength(10);
    const editable = render(<CartLines cart={aCart()} editable />);
    expect(editable.match(/<option /g)).toHaveLength(5);
    const summary = text(render(<CartLines cart={aCart()} editable={false} />, 'ar'));
    expect(summary).toContain('الكمية: 1');
    expect(summary).not.toContain('إزالة');
  });
});
