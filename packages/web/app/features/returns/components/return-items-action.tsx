import { Form, Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { guestReturnPath, returnFormHref } from '../return-format';

/**
 * "Return items" on a delivered order: a customer's link to the order's return form; for a guest
 * after the lookup, a form that posts the lookup's grant (never put in an address) to open it.
 */
export function ReturnItemsAction({ locale, orderReference, grant }: { readonly locale: string; readonly orderReference: string; readonly grant?: string | undefined }) {
  const { t } = useTranslation();
  if (grant === undefined) {
    return (
      <Link className="button button--quiet" to={returnFormHref(locale, orderReference)} data-testid="return-items">
        {t('returns.returnItems')}
      </Link>
    );
  }
  return (
    <Form method="post" action={guestReturnPath(locale)} className="return-items-form">
      <input type="hidden" name="intent" value="open" />
      <input type="hidden" name="order" value={orderReference} />
      <input type="hidden" name="grant" value={grant} />
      <button type="submit" className="button button--quiet" data-testid="return-items">
        {t('returns.returnItems')}
      </button>
    </Form>
  );
}
