import type { ProductDetail, ProductPageView, ProductSummary, ProductTranslation } from '@storefront/core/catalog';
import { brandHomeUrl, vatPercent, type Locale } from '@storefront/core/locale';
import { stockStateOf, type StockState } from '../stock-state';
import { reviewsSectionOf, type ReviewsSection } from './review-pages';

/** The product page as its components show it, from what `ViewProductPage` read. */
export interface ProductPage {
  readonly product: ProductDetail;
  readonly stock: StockState;
  readonly related: readonly ProductSummary[];
  /** `null` when the reviews could not be read: the product is still shown. */
  readonly reviews: ReviewsSection | null;
  /** The product's first category with its listing path, for the breadcrumbs. */
  readonly category: { readonly name: string; readonly path: string } | null;
  /** Every locale the product is sold in, this one included. */
  readonly translations: readonly ProductTranslation[];
  /** The region's VAT rate in percent, named under the price. */
  readonly vatPercent: number;
}

export function productPageOf(view: ProductPageView, locale: Locale): ProductPage {
  const { product, category } = view;
  return {
    product,
    stock: stockStateOf(product.inventory),
    related: view.related,
    reviews: view.reviews && reviewsSectionOf(view.reviews),
    // The category's listing below the brand's home, its parent first (`/en-sa/gold-jewelry/18k-gold`).
    category: category && { name: category.name, path: [brandHomeUrl(product.brand, locale), ...category.slugPath].join('/') },
    translations: view.translations,
    vatPercent: vatPercent(view.vatRate),
  };
}
