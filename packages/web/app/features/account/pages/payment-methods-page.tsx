import { useEffect, useRef, useState } from 'react';
import type { SavedCardWire } from '@storefront/contract';
import { useTranslation } from '../../../lib/i18n';
import { useAppState } from '../../app-state';
import { accountApi } from '../api/account-api';
import { refusalOf } from '../components/form-errors';
import { FormMessage } from '../components/form-message';

type Translate = ReturnType<typeof useTranslation>['t'];

/** "Visa ending in 4242" (a brand the bundles do not name is shown as the provider names it). */
function cardName(t: Translate, card: SavedCardWire): string {
  return t('account.paymentMethods.cardName', { brand: t(`account.paymentMethods.brands.${card.brand}`, { defaultValue: card.brand }), last4: card.last4 });
}

/** The expiry as printed on the card, MM/YY. */
function expiryOf(card: SavedCardWire): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
}

/**
 * Payment methods: the cards the customer saved at the checkout in this region (customer
 * instruments per region), newest first as the store lists them: brand, last four digits, expiry
 * and which is the default. Removing one asks first; the answer is the cards left. Without a card, how to save one.
 */
export function PaymentMethodsPage({ cards: initial }: { readonly cards: readonly SavedCardWire[] }) {
  const { t } = useTranslation();
  const region = useAppState((state) => state.region);
  const [cards, setCards] = useState(initial);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ status?: string; error?: string }>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // The question takes the focus when it opens; after a removal the page's heading does.
  useEffect(() => {
    if (confirming !== null) list.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [confirming]);

  const remove = (card: SavedCardWire) => {
    if (pending) return;
    setPending(true);
    setMessage({});
    accountApi.removeSavedCard(region, card.id).then(
      (answer) => {
        setCards(answer.cards);
        setConfirming(null);
        setPending(false);
        setMessage({ status: t('account.paymentMethods.removed', { card: cardName(t, card) }) });
        heading.current?.focus();
      },
      (error: unknown) => {
        setPending(false);
        setMessage({ error: refusalOf(t, error).form ?? t('errors.UNAVAILABLE') });
      },
    );
  };

  return (
    <section className="account-page" aria-labelledby="account-heading" data-testid="payment-methods">
      <h1 id="account-heading" ref={heading} tabIndex={-1}>
        {t('account.entries.payment-methods')}
      </h1>
      <FormMessage error={message.error} status={message.status} />
      {cards.length === 0 ? (
        <div className="account-card account-card--empty" data-testid="payment-methods-empty">
          <h2>{t('account.paymentMethods.empty')}</h2>
          <p>{t('account.paymentMethods.emptyText')}</p>
        </div>
      ) : (
        <ul ref={list} className="address-list" aria-label={t('account.paymentMethods.list')}>
          {cards.map((card) => {
            const name = cardName(t, card);
            return (
              <li key={card.id} className="account-card saved-card" data-testid="saved-card" data-brand={card.brand} data-default={card.isDefault}>
                <h2 className="saved-card__name">{name}</h2>
                {card.isDefault && <p className="address-card__default">{t('account.paymentMethods.default')}</p>}
                <p>
                  {t('account.paymentMethods.expires')} <span className="saved-card__expiry" dir="ltr">{expiryOf(card)}</span>
                </p>
                {confirming === card.id ? (
                  <div className="saved-card__confirm" role="group" aria-labelledby={`remove-card-${card.id}`}>
                    <p id={`remove-card-${card.id}`}>{t('account.paymentMethods.confirmRemove', { card: name })}</p>
                    <div className="form-actions">
                      <button type="button" className="button" aria-disabled={pending || undefined} onClick={() => remove(card)}>
                        {pending ? t('account.paymentMethods.removing') : t('account.paymentMethods.confirm')}
                      </button>
                      <button type="button" className="button button--quiet" data-autofocus onClick={() => setConfirming(null)}>
                        {t('account.paymentMethods.keep')}
                      </button>
                    </div>
                  </div>
                ) : (
                  <div className="form-actions">
                    <button
                      type="button"
                      className="button button--quiet"
                      aria-label={t('account.paymentMethods.removeNamed', { card: name })}
                      onClick={() => {
                        setMessage({});
                        setConfirming(card.id);
                      }}
                    >
                      {t('account.paymentMethods.remove')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
