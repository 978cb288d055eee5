import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { SearchIcon } from '../../../components/ui/icons';
import { Price } from '../../../components/product/price';
import { ProductImage } from '../../../components/product/product-image';
import { QueryProvider } from '../../../lib/query-provider';
import { productHref } from '../../../lib/seo';
import { useAppState } from '../../app-state';
import { useSuggestions } from '../hooks/use-suggestions';
import { searchHref } from '../search-href';

interface SuggestionResultsProps {
  /** The settled text of the search box, long enough to suggest from. */
  readonly text: string;
  /** Told whether an answer is on its way, for the live region's `aria-busy`. */
  readonly onBusy: (busy: boolean) => void;
}

function Results({ text, onBusy }: SuggestionResultsProps) {
  const { t } = useTranslation();
  const locale = useAppState((state) => state.locale);
  const brand = useAppState((state) => state.brand);
  const language = useAppState((state) => state.language);
  const region = useAppState((state) => state.region);
  const { suggestions, loading, error } = useSuggestions(text);

  useEffect(() => {
    onBusy(loading);
    return () => onBusy(false);
  }, [loading, onBusy]);

  if (error) return <p className="search-drawer__message">{t(`errors.${error.code}`, { defaultValue: t('errors.SEARCH_SUGGESTIONS_FAILED') })}</p>;
  if (suggestions === undefined) return <p className="search-drawer__message">{t('search.loading')}</p>;
  if (suggestions.phrases.length === 0 && suggestions.products.length === 0) {
    return <p className="search-drawer__message">{t('search.noSuggestions', { text })}</p>;
  }
  return (
    <>
      {suggestions.phrases.length > 0 && (
        <section>
          <h3 className="search-drawer__heading">{t('search.suggestions')}</h3>
          <ul className="suggestion-phrases">
            {suggestions.phrases.map((phrase) => (
              <li key={phrase}>
                <Link className="suggestion-phrase" to={searchHref(locale, brand, phrase)}>
                  <SearchIcon />
                  <span>{phrase}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {suggestions.products.length > 0 && (
        <section>
          <h3 className="search-drawer__heading">{t('search.products')}</h3>
          <ul className="suggestion-products" data-testid="suggested-products">
            {suggestions.products.map((product) => (
              <li key={product.sku}>
                <Link className="suggestion-product" to={productHref({ language, region }, product)}>
                  <ProductImage className="suggestion-product__image" src={product.imageUrl} alt="" width={64} height={64} sizes="64px" />
                  <span className="suggestion-product__name">{product.name}</span>
                </Link>
                <Price price={product.price} salePrice={product.salePrice} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link className="button button--quiet" to={searchHref(locale, brand, text)}>
          {t('search.seeAll', { text })}
        </Link>
      </p>
    </>
  );
}

/**
 * The suggestions part of the search drawer: loaded (with the query cache) when the drawer first
 * opens, not with the page.
 */
export default function SuggestionResults(props: SuggestionResultsProps) {
  return (
    <QueryProvider>
      <Results {...props} />
    </QueryProvider>
  );
}
