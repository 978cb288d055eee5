import type { AddressWire } from '@storefront/contract';
import { AddressLines, SelectField, TextField } from '../../account';
import { useTranslation } from '../../../lib/i18n';
import type { AreasWire, CheckoutOptionsWire, DeliveryAddress, ShippingMethod } from '../api/checkout-api';
import { useCheckoutScope, useMoney } from '../hooks/use-checkout';

export type AddressErrors = Partial<Record<keyof DeliveryAddress, string>>;

export interface DeliveryState {
  readonly kind: 'home' | 'pickup';
  readonly method: ShippingMethod;
  /** A saved address's id, or `new` for the one typed here. */
  readonly addressId: number | 'new';
  readonly address: DeliveryAddress;
  readonly boutiqueId: number | undefined;
}

interface DeliveryStepProps {
  readonly options: CheckoutOptionsWire;
  readonly saved: readonly AddressWire[];
  readonly areas: AreasWire | undefined;
  readonly state: DeliveryState;
  readonly errors: AddressErrors & { readonly boutique?: string | undefined };
  readonly onChange: (state: DeliveryState) => void;
}

/** Step 2: home delivery (a saved address or a new one, and the service with its fee and days), or collection from a boutique that holds every piece. */
export function DeliveryStep({ options, saved, areas, state, errors, onChange }: DeliveryStepProps) {
  const { t } = useTranslation();
  const { language, region } = useCheckoutScope();
  const money = useMoney();
  const set = (change: Partial<DeliveryState>) => onChange({ ...state, ...change });
  const setAddress = (change: Partial<DeliveryAddress>) => set({ address: { ...state.address, ...change } });
  const cities = areas?.governorates.find((item) => item.code === state.address.governorate)?.cities ?? [];
  return (
    <section className="checkout-step" aria-labelledby="checkout-delivery" data-testid="checkout-delivery">
      <h2 id="checkout-delivery">{t('checkout.delivery.heading')}</h2>
      <fieldset className="checkout-choices">
        <legend>{t('checkout.delivery.how')}</legend>
        <Choice name="deliveryKind" checked={state.kind === 'home'} onSelect={() => set({ kind: 'home' })} label={t('checkout.delivery.home')} />
        <Choice
          name="deliveryKind"
          checked={state.kind === 'pickup'}
          disabled={options.pickup.length === 0}
          onSelect={() => set({ kind: 'pickup', boutiqueId: state.boutiqueId ?? options.pickup[0]?.locationId })}
          label={t('checkout.delivery.pickup')}
          note={options.pickup.length === 0 ? t('checkout.delivery.noBoutique') : t('checkout.delivery.pickupFree')}
        />
      </fieldset>
      {state.kind === 'home' ? (
        <>
          {saved.length > 0 && (
            <fieldset className="checkout-choices" data-testid="saved-addresses">
              <legend>{t('checkout.delivery.savedAddresses')}</legend>
              {saved.map((address) => (
                <Choice key={address.id} name="addressId" checked={state.addressId === address.id} onSelect={() => set({ addressId: address.id })} label={`${address.firstName} ${address.lastName}`}>
                  <AddressLines address={address} areas={areas} language={language} named={false} />
                </Choice>
              ))}
              <Choice name="addressId" checked={state.addressId === 'new'} onSelect={() => set({ addressId: 'new' })} label={t('checkout.delivery.newAddress')} />
            </fieldset>
          )}
          {state.addressId === 'new' && (
            <div className="checkout-address" data-testid="checkout-address">
              <div className="field-row">
                <TextField label={t('auth.fields.firstName')} name="firstName" autoComplete="given-name" required value={state.address.firstName} error={errors.firstName} onChange={(event) => setAddress({ firstName: event.target.value })} />
                <TextField label={t('auth.fields.lastName')} name="lastName" autoComplete="family-name" required value={state.address.lastName} error={errors.lastName} onChange={(event) => setAddress({ lastName: event.target.value })} />
              </div>
              <TextField
                label={t('auth.fields.phone')}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                dir="ltr"
                required
                value={state.address.phone}
                error={errors.phone}
                onChange={(event) => setAddress({ phone: event.target.value })}
              />
              <TextField label={t('auth.fields.line1')} name="line1" autoComplete="address-line1" required maxLength={200} value={state.address.line1} error={errors.line1} onChange={(event) => setAddress({ line1: event.target.value })} />
              <TextField label={t('auth.fields.line2')} name="line2" autoComplete="address-line2" maxLength={200} value={state.address.line2 ?? ''} onChange={(event) => setAddress({ line2: event.target.value })} />
              <div className="field-row">
                <SelectField
                  label={region === 'ae' ? t('auth.fields.governorate_ae') : t('auth.fields.governorate')}
                  name="governorate"
                  required
                  value={state.address.governorate}
                  error={errors.governorate}
                  onChange={(event) => setAddress({ governorate: event.target.value, city: '' })}
                  options={[{ value: '', label: t('account.addresses.chooseGovernorate') }, ...(areas?.governorates ?? []).map((item) => ({ value: item.code, label: item.name[language] }))]}
                />
                <SelectField
                  label={t('auth.fields.city')}
                  name="city"
                  required
                  value={state.address.city}
                  error={errors.city}
                  onChange={(event) => setAddress({ city: event.target.value })}
                  options={[{ value: '', label: t('account.addresses.chooseCity') }, ...cities.map((item) => ({ value: item.code, label: item.name[language] }))]}
                />
              </div>
            </div>
          )}
          <fieldset className="checkout-choices" data-testid="shipping-methods">
            <legend>{t('checkout.delivery.service')}</legend>
            {options.shipping.map((option) => (
              <Choice
                key={option.method}
                name="shippingMethod"
                value={option.method}
                checked={state.method === option.method}
                onSelect={() => set({ method: option.method })}
                label={t(`checkout.delivery.methods.${option.method}`)}
                note={t('checkout.delivery.days', { min: option.minDays, max: option.maxDays })}
                amount={option.fee.amountMinor === 0 ? t('checkout.free') : money(option.fee)}
              />
            ))}
          </fieldset>
        </>
      ) : (
        <fieldset className="checkout-choices" data-testid="boutiques">
          <legend>{t('checkout.delivery.boutique')}</legend>
          {options.pickup.map((boutique) => (
            <Choice
              key={boutique.locationId}
              name="boutiqueId"
              checked={state.boutiqueId === boutique.locationId}
              onSelect={() => set({ boutiqueId: boutique.locationId })}
              label={boutique.name[language]}
              note={boutique.city[language]}
            />
          ))}
          {errors.boutique && <p className="field__error">{errors.boutique}</p>}
        </fieldset>
      )}
    </section>
  );
}

interface ChoiceProps {
  readonly name: string;
  readonly value?: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onSelect: () => void;
  readonly label: string;
  readonly note?: string | undefined;
  readonly amount?: string | undefined;
  readonly children?: React.ReactNode;
}

/** One radio choice with its label, a note under it and an amount at the end of the line. */
export function Choice({ name, value, checked, disabled, onSelect, label, note, amount, children }: ChoiceProps) {
  return (
    <label className={`checkout-choice${disabled ? ' checkout-choice--disabled' : ''}`}>
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onSelect} />
      <span className="checkout-choice__text">
        <span className="checkout-choice__label">{label}</span>
        {note && <span className="checkout-choice__note">{note}</span>}
        {children}
      </span>
      {amount && <bdi className="checkout-choice__amount">{amount}</bdi>}
    </label>
  );
}
