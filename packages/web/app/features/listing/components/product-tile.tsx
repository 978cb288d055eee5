import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { salePercentage, stockStateOf, type ProductSummary } from '@storefront/core/catalog';
import { productHref } from '../../../lib/seo';
import { Price } from '../../../components/product/price';
import { ProductImage } from '../../../components/product/product-image';
import { useAppState } from '../../app-state';
import { AddToCartButton } from '../../cart';
import { WishlistToggle } from '../../wishlist';

export const TILE_IMAGE_SIZE = 480;

interface ProductTileProps {
  readonly product: ProductSummary;
  /** Only the first row of a page loads its pictures at once; the rest wait until scrolled near. */
  readonly eager?: boolean;
  /** The first tile of a page: its picture is fetched before every other. */
  readonly lcp?: boolean;
  /** The heading level of the product name within the page. */
  readonly headingLevel?: 2 | 3;
}

/** A product in a grid or shelf: picture, name, price (with the sale price and the price it was) and stock. */
export function ProductTile({ product, eager = false, lcp = false, headingLevel = 3 }: ProductTileProps) {
  const { t } = useTranslation();
  const language = useAppState((state) => state.language);
  const region = useAppState((state) => state.region);
  const saving = salePercentage(product);
  const stock = stockStateOf(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = productHref({ language, region }, product);
  return (
    <article className="product-tile" data-testid="product-card" data-sku={product.sku}>
      <Link className="product-tile__link" to={href}>
        <div className="product-tile__media">
          <ProductImage
            className="product-tile__image"
            src={product.imageUrl}
            alt=""
            width={TILE_IMAGE_SIZE}
            height={TILE_IMAGE_SIZE}
            priority={eager}
            lcp={eager && lcp}
            sizes="(min-width: 64rem) 18rem, (min-width: 40rem) 33vw, 50vw"
          />
          {stock === 'sold-out' ? (
            <span className="badge badge--muted">{t('product.outOfStock')}</span>
          ) : stock === 'low-stock' ? (
            <span className="badge badge--warning">{t('product.lowStock')}</span>
          ) : saving > 0 ? (
            <span className="badge badge--sale">{t('product.saving', { percent: saving })}</span>
          ) : null}
        </div>
        <Heading className="product-tile__name">{product.name}</Heading>
      </Link>
      <Price price={product.price} salePrice={product.salePrice} />
      <WishlistToggle product={product} />
      <AddToCartButton compact productId={product.productId} productName={product.name} productHref={href} soldOut={!product.inStock} />
    </article>
  );
}
