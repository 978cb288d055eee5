import type { Region } from '@storefront/core/locale';
import type { Cart, CartLine, CartMoney } from '../api/cart-api';
import type { KeyValueStorage, CartStorage } from '../cart-keys';

const CURRENCY = { sa: 'SAR', ae: 'AED', eg: 'EGP' } as const;

function money(amountMinor: number, region: Region): CartMoney {
  return { amountMinor, currency: CURRENCY[region] };
}

/** A cart line as the API answers it. */
export function aLine(overrides: Partial<CartLine> = {}, region: Region = 'sa'): CartLine {
  const quantity = overrides.quantity ?? 1;
  return {
    id: 'line-1',
    product_id: 12,
    variant_id: null,
    sku: 'LZ-RG-1001',
    name: 'Solitaire Diamond Ring',
    options: [],
    quantity,
    original_price: money(745_000, region),
    sale_price: money(745_000, region),
    list_price: money(745_000, region),
    extended_list_price: money(745_000 * quantity, region),
    discount_amount: money(0, region),
    image_url: '/images/catalog/ring.svg',
    url: '/en-sa/p/solitaire-diamond-ring?product_sku=LZ-RG-1001',
    available_to_sell: 5,
    hasStock: true,
    exceedingQuantity: false,
    ...overrides,
  };
}

/** A cart of one region with the given lines (one ring by default). */
export function aCart(overrides: Partial<Cart> = {}, region: Region = overrides.region ?? 'sa'): Cart {
  const lines = overrides.line_items?.physical_items ?? [aLine({}, region)];
  const total = lines.reduce((sum, line) => sum + line.extended_list_price.amountMinor, 0);
  return {
    id: 'cart-0123456789abcdef0123456789abcdef',
    region,
    locale: `en-${region}`,
    currency: { code: CURRENCY[region] },
    cart_amount: money(total, region),
    discount_amount: money(0, region),
    totalCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    coupons: [],
    redirect_urls: { checkout_url: `/en-${region}/checkout` },
    VAT_Tax: Math.round((total / 100) * (15 / 115)),
    SubTotal_Ex_TAX: Math.round((total / 100) * (100 / 115)),
    line_items: { physical_items: lines },
    ...overrides,
  };
}

/** Local and session storage as plain maps. */
export function memoryCartStorage(): CartStorage & { readonly dump: () => Record<string, Record<string, string>> } {
  const area = (): KeyValueStorage & { values: Map<string, string> } => {
    const values = new Map<string, string>();
    return {
      values,
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
  };
  const local = area();
  const session = area();
  return { local, session, dump: () => ({ local: Object.fromEntries(local.values), session: Object.fromEntries(session.values) }) };
}
