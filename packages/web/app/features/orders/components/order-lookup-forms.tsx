import { useId, type InputHTMLAttributes } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { LookupFieldError, OrderLookupState } from '../../../lib/order-page';

function Field({ name, label, error, ...input }: { readonly name: string; readonly label: string; readonly error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The guest order lookup's two forms, posted to the page's own action (no script needed): email
 * and order number, then the 6-digit code the email carries. The first answer is the same whether
 * or not the order exists.
 */
export function OrderLookupForms({ state }: { readonly state: OrderLookupState }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const fieldError = (field: LookupFieldError['field']) => (state.fieldError?.field === field ? t(state.fieldError.key) : undefined);
  if (state.step === 'code') {
    return (
      <Form key="code" method="post" className="order-lookup__form" data-testid="order-lookup-code" aria-labelledby="order-lookup-step">
        <h2 id="order-lookup-step">{t('account.orderLookup.codeTitle')}</h2>
        <p role="status" data-testid="order-lookup-sent">
          {t('account.orderLookup.codeSent', { email: state.email, reference: state.reference })}
        </p>
        {state.error && (
          <p className="field__error" role="alert">
            {t(`errors.${state.error}`)}
          </p>
        )}
        <input type="hidden" name="intent" value="look-up" />
        <input type="hidden" name="email" value={state.email} />
        <input type="hidden" name="order" value={state.reference} />
        <Field
          name="code"
          label={t('account.orderLookup.code')}
          error={fieldError('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          dir="ltr"
        />
        <button type="submit" className="button" disabled={busy}>
          {t('account.orderLookup.show')}
        </button>
      </Form>
    );
  }
  return (
    // Each step its own form (keyed): the code field never takes over the email field's element and the address typed in it.
    <Form key="request" method="post" className="order-lookup__form" data-testid="order-lookup-request" aria-labelledby="order-lookup-step">
      <h2 id="order-lookup-step">{t('account.orderLookup.requestTitle')}</h2>
      <p>{t('account.orderLookup.requestText')}</p>
      {state.error && (
        <p className="field__error" role="alert">
          {t(`errors.${state.error}`)}
        </p>
      )}
      <input type="hidden" name="intent" value="request-code" />
      <Field name="email" type="email" label={t('account.orderLookup.email')} error={fieldError('email')} autoComplete="email" defaultValue={state.email} required dir="ltr" />
      <Field name="order" label={t('account.orderLookup.reference')} error={fieldError('reference')} defaultValue={state.reference} required dir="ltr" autoCapitalize="characters" />
      <button type="submit" className="button" disabled={busy}>
        {t('account.orderLookup.sendCode')}
      </button>
    </Form>
  );
}
