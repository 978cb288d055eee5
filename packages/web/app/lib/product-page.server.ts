// Loaders only (a `.server` module never reaches the browser): the product a product page's address
// names, read once per request through the core's use case, for the layout (whose brand the page is)
// and for the page itself.
import type { Result } from 'neverthrow';
import type { ProductPageView, ViewProductPageError } from '@storefront/core/catalog';
import type { Brand, Locale } from '@storefront/core/locale';
import type { RouterContextProvider } from 'react-router';
import { storefrontContext } from './load-context';
import { pageUrl } from './page-url';
import { isProductPath, PRODUCT_SKU_PARAM, REVIEW_PAGE_PARAM, REVIEW_SORT_PARAM } from './seo';

type LoaderContext = Readonly<RouterContextProvider>;

// The layout and the page load for the same request: the product is read once.
const viewed = new WeakMap<Request, Promise<Result<ProductPageView, ViewProductPageError>>>();

/** The product page the request asks for: its product, related pieces and reviews as the address says. */
export function viewedProduct(request: Request, context: LoaderContext, locale: Locale): Promise<Result<ProductPageView, ViewProductPageError>> {
  let pending = viewed.get(request);
  if (pending === undefined) {
    const query = pageUrl(request).searchParams;
    // A value that can be no SKU (empty, too long, a control character) names no product: the use case says NOT_FOUND.
    pending = Promise.resolve(
      context.get(storefrontContext).viewProductPage.execute({ locale, sku: query.get(PRODUCT_SKU_PARAM), reviewSort: query.get(REVIEW_SORT_PARAM), reviewPage: query.get(REVIEW_PAGE_PARAM) }),
    );
    viewed.set(request, pending);
  }
  return pending;
}

/** The brand a product page belongs to: its product's (a Miss L piece is shown in Miss L's header); none when the page shows no product. */
export async function productPageBrand(request: Request, context: LoaderContext, locale: Locale): Promise<Brand | undefined> {
  if (!isProductPath(pageUrl(request).pathname)) return undefined;
  const view = await viewedProduct(request, context, locale);
  return view.isOk() ? view.value.product.brand : undefined;
}
