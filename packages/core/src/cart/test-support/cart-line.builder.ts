import type { CatalogueKind } from '../../catalog/domain/product-kind.js';
import type { CurrencyCode } from '../../locale/domain/region.js';
import type { CartLine } from '../domain/cart.js';

/** Builds cart lines for tests: `aCartLine().withSku('R-1').priced(150_00).withQuantity(2).build()`. */
export function aCartLine() {
  let currency: CurrencyCode = 'SAR';
  let unitMinor = 1_000_00;
  let discountMinor = 0;
  let line = {
    id: 'line-1',
    productId: 101,
    variantId: 1001,
    sku: 'RING-0001',
    productSku: 'RING-0001',
    name: 'Solitaire Ring',
    options: [] as readonly { readonly name: string; readonly value: string }[],
    quantity: 1,
    imageUrl: '/images/RING-0001.svg',
    kind: 'jewellery' as CatalogueKind,
    pierced: false,
    availableToSell: 10,
    hasStock: true,
    exceedingQuantity: false,
  };
  const builder = {
    withSku(sku: string) {
      line = { ...line, sku, id: `line-${sku}` };
      return builder;
    },
    withOptions(options: Readonly<Record<string, string>>) {
      line = { ...line, options: Object.entries(options).map(([name, value]) => ({ name, value })) };
      return builder;
    },
    /** A gold coin or bar, or jewellery that is pierced or not. */
    ofKind(kind: CatalogueKind, pierced = false) {
      line = { ...line, kind, pierced };
      return builder;
    },
    withQuantity(quantity: number) {
      line = { ...line, quantity };
      return builder;
    },
    priced(amountMinor: number) {
      unitMinor = amountMinor;
      return builder;
    },
    inCurrency(code: CurrencyCode) {
      currency = code;
      return builder;
    },
    discounted(amountMinor: number) {
      discountMinor = amountMinor;
      return builder;
    },
    build(): CartLine {
      const unit = { amountMinor: unitMinor, currency };
      return {
        ...line,
        originalPrice: unit,
        salePrice: unit,
        listPrice: unit,
        extendedListPrice: { amountMinor: unitMinor * line.quantity, currency },
        discountAmount: { amountMinor: discountMinor, currency },
      };
    },
  };
  return builder;
}
