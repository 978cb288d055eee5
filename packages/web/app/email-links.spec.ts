import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { accountLinks } from '@storefront/core/customer';
import type { Locale } from '@storefront/core/locale';
import { orderLinks } from '@storefront/core/order';
import { returnLinks } from '@storefront/core/returns';
import routes from './routes';

const asRouteObjects = (entries: readonly RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) => ({ id: entry.id ?? entry.file, ...(entry.index ? { index: true } : { path: entry.path, children: asRouteObjects(entry.children ?? []) }) }) as RouteObject);

/** The page an address reaches: a named route, not the listing's or the 404's catch-all. */
function pageOf(address: string): string | undefined {
  const { pathname } = new URL(address);
  const leaf = matchRoutes(asRouteObjects(routes), pathname)?.at(-1)?.route;
  return leaf === undefined || leaf.path === '*' ? undefined : leaf.id;
}

const ORIGIN = 'https://shop.example';
const LOCALES: readonly Locale[] = [
  { language: 'en', region: 'sa' },
  { language: 'ar', region: 'eg' },
];

describe('every page an email links to is a page of the storefront', () => {
  it.each(LOCALES)('in $language-$region: account, order and return emails', (locale) => {
    const account = accountLinks(ORIGIN);
    const orders = orderLinks(ORIGIN);
    const returns = returnLinks(ORIGIN);
    expect({
      verify: pageOf(account.verifyEmail(locale, 't0k3n')),
      reset: pageOf(account.resetPassword(locale, 't0k3n')),
      signIn: pageOf(account.signIn(locale)),
      forgot: pageOf(account.forgotPassword(locale)),
      order: pageOf(orders.order(locale, 'SA-7K2M9QABCDEF', false)),
      invoice: pageOf(orders.invoice(locale, 'SA-7K2M9QABCDEF', false)),
      guestOrder: pageOf(orders.order(locale, 'SA-7K2M9QABCDEF', true)),
      guestInvoice: pageOf(orders.invoice(locale, 'SA-7K2M9QABCDEF', true)),
      return: pageOf(returns.returnPage(locale, 'SA-R-7K2M9QABCDEF', 'SA-7K2M9QABCDEF', false)),
      guestReturn: pageOf(returns.returnPage(locale, 'SA-R-7K2M9QABCDEF', 'SA-7K2M9QABCDEF', true)),
    }).toEqual({
      verify: 'routes/verify-email.tsx',
      reset: 'routes/reset-password.tsx',
      signIn: 'routes/account-overview.tsx',
      forgot: 'routes/reset-password.tsx',
      order: 'routes/account-order.tsx',
      invoice: 'routes/account-order-invoice.tsx',
      guestOrder: 'routes/order-lookup.tsx',
      guestInvoice: 'routes/order-lookup.tsx',
      return: 'routes/account-return.tsx',
      guestReturn: 'routes/order-lookup.tsx',
    });
  });
});
