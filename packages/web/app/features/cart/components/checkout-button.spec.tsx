import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import type { Language } from '@storefront/core/locale';
import { AppStateProvider } from '../../app-state';
import { onShellSignal, type ShellSignal } from '../../shell';
import { i18nFor, TranslationProvider } from '../../../lib/i18n';
import { aCart, aLine } from '../test-support/cart.builder';
import { checkoutPressed, CheckoutButton } from './checkout-button';

function render(node: React.ReactNode, language: Language = 'en'): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <TranslationProvider i18n={i18nFor(language)}>
          <AppStateProvider value={{ brand: 'lazurde', language, region: 'sa', locale: `${language}-sa` }}>{node}</AppStateProvider>
        </TranslationProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

const CHECKOUT_URL = '/en-sa/checkout?cartId=cart-1';
const signals: ShellSignal[] = [];
let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  signals.length = 0;
});

function listen() {
  stop = onShellSignal((signal) => signals.push(signal));
}

describe('the cart’s Checkout button', () => {
  it('is a link to the cart’s checkout address, in English and in Arabic', () => {
    const cart = aCart({ redirect_urls: { checkout_url: CHECKOUT_URL } });
    expect(render(<CheckoutButton cart={cart} />)).toMatch(/<a[^>]*href="\/en-sa\/checkout\?cartId=cart-1"[^>]*>Checkout<\/a>/);
    expect(render(<CheckoutButton cart={cart} />, 'ar')).toContain('>إتمام الشراء</a>');
  });

  it('is unavailable, and says why, while a piece is sold out or beyond the stock left', () => {
    const soldOut = aCart({ line_items: { physical_items: [aLine({ hasStock: false, available_to_sell: 0 })] } });
    const html = render(<CheckoutButton cart={soldOut} />);
    expect(html).not.toContain('href="/en-sa/checkout');
    expect(html).toMatch(/<button[^>]*aria-disabled="true"/);
    expect(html).toContain('Please remove the pieces no longer in stock, or lower their quantities, to check out.');
    const beyond = aCart({ line_items: { physical_items: [aLine({ quantity: 4, available_to_sell: 3, exceedingQuantity: true })] } });
    expect(render(<CheckoutButton cart={beyond} />)).toMatch(/<button[^>]*aria-disabled="true"/);
  });

  it('takes a signed-in customer straight to the checkout address', () => {
    listen();
    expect(checkoutPressed(CHECKOUT_URL, true)).toBe('follow-link');
    expect(signals).toEqual([]);
  });

  it('asks a guest first, with the checkout address the guest goes on to', () => {
    listen();
    expect(checkoutPressed(CHECKOUT_URL, false)).toBe('ask-guest');
    expect(signals).toEqual([{ kind: 'guest-checkout', checkoutUrl: CHECKOUT_URL }]);
  });
});
