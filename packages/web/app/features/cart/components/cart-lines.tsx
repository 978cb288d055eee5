import { Link } from 'react-router';
import { optionText } from '../../../components/product/option-text';
import { useTranslation } from '../../../lib/i18n';
import { lineQuantityChoices } from '@storefront/core/cart';
import { Price } from '../../../components/product/price';
import { ProductImage } from '../../../components/product/product-image';
import type { Cart, CartLine } from '../api/cart-api';
import { changeQuantity, removeLine } from '../cart-actions';
import { useCartChange } from '../hooks/use-cart';
import { MoneyAmount } from './money-amount';

const LINE_IMAGE_SIZE = 96;

/** Quantities offered for a line: one up to the per-line maximum and the stock left (decision 0107), and never fewer than it holds. */
function quantityChoices(line: CartLine): number[] {
  return lineQuantityChoices({ quantity: line.quantity, availableToSell: line.available_to_sell });
}

/** The line's chosen options, "Size: 52" («المقاس: 52»), with names the bundles translate. */
function LineOptions({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  if (line.options.length === 0) return null;
  return (
    <p className="cart-line__options" data-testid="cart-line-options">
      {line.options.map((option) => (
        <span key={option.name} className="cart-line__option">
          {optionText(t, option)}
        </span>
      ))}
    </p>
  );
}

function StockNote({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  if (!line.hasStock) return <p className="cart-line__stock">{t('cart.lineOutOfStock')}</p>;
  if (line.exceedingQuantity) return <p className="cart-line__stock">{t('cart.lineExceeding', { count: line.available_to_sell })}</p>;
  return null;
}

function LineRow({ line, editable, onNavigate }: { line: CartLine; editable: boolean; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const update = useCartChange((queryClient, scope, quantity: number) => changeQuantity(queryClient, scope, line, quantity));
  const remove = useCartChange((queryClient, scope) => removeLine(queryClient, scope, line));
  const busy = update.isPending || remove.isPending;
  const onSale = line.sale_price.amountMinor < line.original_price.amountMinor;
  const flagged = !line.hasStock || line.exceedingQuantity;
  return (
    <li className="cart-line" data-testid="cart-line" data-sku={line.sku} data-flagged={flagged ? '' : undefined} aria-busy={busy || undefined}>
      <ProductImage
        className="cart-line__image"
        src={line.image_url}
        alt=""
        width={LINE_IMAGE_SIZE}
        height={LINE_IMAGE_SIZE}
        sizes={`${LINE_IMAGE_SIZE}px`}
      />
      <div className="cart-line__body">
        <Link className="cart-line__name" to={line.url} onClick={onNavigate}>
          {line.name}
        </Link>
        <LineOptions line={line} />
        <Price price={line.original_price} salePrice={onSale ? line.sale_price : undefined} />
        <StockNote line={line} />
        {editable ? (
          <div className="cart-line__controls">
            <label className="cart-line__quantity">
              <span>{t('cart.quantity')}</span>
              <select
                value={line.quantity}
                disabled={busy}
                data-testid="cart-line-quantity"
                aria-label={t('cart.quantityOf', { name: line.name })}
                onChange={(event) => update.mutate(Number(event.currentTarget.value))}
              >
                {quantityChoices(line).map((quantity) => (
                  <option key={quantity} value={quantity}>
                    {quantity}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="button button--quiet cart-line__remove" disabled={busy} onClick={() => remove.mutate(undefined)}>
              {t('cart.remove')}
              <span className="visually-hidden">{` ${line.name}`}</span>
            </button>
          </div>
        ) : (
          <p className="cart-line__count">{t('cart.quantityShort', { count: line.quantity })}</p>
        )}
      </div>
      <MoneyAmount className="cart-line__total" money={line.extended_list_price} />
    </li>
  );
}

/** The cart's lines: picture, name, price (sale price beside the price it was), stock notes, and on the cart page quantity and remove. */
export function CartLines({ cart, editable, onNavigate }: { cart: Cart; editable: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="cart-lines" aria-label={t('cart.lines')}>
      {cart.line_items.physical_items.map((line) => (
        <LineRow key={line.id} line={line} editable={editable} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
