import type { ProductDetail, ProductVariant } from '@storefront/core/catalog';
import { AddToCartButton } from '../../cart';
import { WishlistToggle } from '../../wishlist';

/** The product page's add-to-bag button (with the chosen size) and wish list heart. */
export function ProductPurchase({
  product,
  sized,
  selected,
  soldOut,
}: {
  product: ProductDetail;
  /** Whether the product comes in sizes, so one must be chosen. */
  sized: boolean;
  selected: ProductVariant | undefined;
  soldOut: boolean;
}) {
  return (
    <div className="product__purchase">
      <AddToCartButton productId={product.productId} variantId={selected?.variantId} requiresSize={sized} soldOut={soldOut} />
      <WishlistToggle
        product={{
          productId: product.productId,
          sku: product.sku,
          name: product.name,
          brand: product.brand,
          imageUrl: product.images[0]?.url ?? '',
          price: product.price,
          salePrice: product.salePrice,
        }}
      />
    </div>
  );
}
