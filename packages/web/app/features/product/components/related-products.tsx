import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { ProductSummary } from '@storefront/core/catalog';
import type { Locale } from '@storefront/core/locale';
import { Price } from '../../../components/product/price';
import { ProductImage } from '../../../components/product/product-image';
import { productHref } from '../../../lib/seo';

/** "You may also like": tiles linking to other product pages. */
export function RelatedProducts({ products, locale }: { products: readonly ProductSummary[]; locale: Locale }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-heading">
      <h2 id="related-heading">{t('productPage.related')}</h2>
      <ul className="related__list">
        {products.map((product) => (
          <li key={product.sku} className="related__tile" data-testid="related-product">
            <Link to={productHref(locale, product)} className="related__link">
              <ProductImage src={product.imageUrl} alt="" sizes="(min-width: 64rem) 12rem, 45vw" width={240} height={240} />
              <span className="related__name">{product.name}</span>
            </Link>
            <Price price={product.price} salePrice={product.salePrice} />
            {!product.inStock && <span className="stock--out">{t('product.outOfStock')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
