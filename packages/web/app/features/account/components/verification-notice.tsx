import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { accountApi } from '../api/account-api';
import { useSessionScope } from '../session/use-session';
import { FormMessage } from './form-message';

/** The account-verification modal's body: where the link went, and a way to send it again. */
export function VerificationNotice({ email }: { readonly email: string }) {
  const { t } = useTranslation();
  const scope = useSessionScope();
  const [message, setMessage] = useState<{ status?: string; error?: string }>({});
  const resend = () => {
    accountApi
      .resendVerification({ region: scope.locale.region, language: scope.locale.language, email })
      .then(() => setMessage({ status: t('auth.resent') }))
      .catch(() => setMessage({ error: t('errors.UNAVAILABLE') }));
  };
  return (
    <div className="auth-form" data-testid="verification-notice">
      <p>{t('auth.signUpDone', { email })}</p>
      <FormMessage error={message.error} status={message.status} />
      <button type="button" className="button button--quiet" data-autofocus onClick={resend}>
        {t('auth.resend')}
      </button>
    </div>
  );
}
