import { TextField } from '../../account';
import { useTranslation } from '../../../lib/i18n';

interface ContactStepProps {
  readonly email: string;
  /** A signed-in customer's email: shown, not changed here. */
  readonly fixedEmail: boolean;
  readonly phone: string;
  readonly phoneCode: string;
  readonly errors: { readonly email?: string | undefined; readonly contactPhone?: string | undefined };
  readonly onEmail: (email: string) => void;
  readonly onPhone: (phone: string) => void;
}

/** Step 1: where the confirmation goes, and a phone for the courier or the boutique. */
export function ContactStep({ email, fixedEmail, phone, phoneCode, errors, onEmail, onPhone }: ContactStepProps) {
  const { t } = useTranslation();
  return (
    <section className="checkout-step" aria-labelledby="checkout-contact" data-testid="checkout-contact">
      <h2 id="checkout-contact">{t('checkout.contact.heading')}</h2>
      <TextField
        label={t('auth.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        dir="ltr"
        required
        value={email}
        readOnly={fixedEmail}
        hint={fixedEmail ? t('checkout.contact.signedIn') : undefined}
        error={errors.email}
        onChange={(event) => onEmail(event.target.value)}
      />
      <TextField
        label={t('checkout.contact.phone')}
        name="contactPhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        value={phone}
        hint={t('auth.hints.phone', { code: phoneCode })}
        error={errors.contactPhone}
        onChange={(event) => onPhone(event.target.value)}
      />
    </section>
  );
}
