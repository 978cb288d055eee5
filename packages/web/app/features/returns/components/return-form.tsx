import { useId, type ReactNode } from 'react';
import { optionsText } from '../../../components/product/option-text';
import { Form, useNavigation } from 'react-router';
import type { Language, Region } from '@storefront/core/locale';
import { RETURN_REASON_CODES, returnReasonLabel } from '@storefront/core/returns';
import { formatPrice } from '../../../lib/format-price';
import { useTranslation } from '../../../lib/i18n';
import type { RefusalView, ReturnableLineView, ReturnField, ReturnFormState } from '../../../lib/return-page';
import { formatOrderDate } from '../../orders';
import { IBAN_EXAMPLES, quantityField } from '../return-format';
import { RefusalList } from './refusal-list';

interface ReturnFormProps {
  readonly state: ReturnFormState;
  readonly language: Language;
  readonly region: Region;
}

function FieldError({ id, field, errors, text }: { readonly id: string; readonly field: ReturnField; readonly errors: readonly ReturnField[]; readonly text?: string | undefined }) {
  const { t } = useTranslation();
  if (!errors.includes(field)) return null;
  return (
    <p className="field__error" id={id}>
      {text ?? t(`returns.fieldErrors.${field}`)}
    </p>
  );
}

function Check({ name, label, checked, children }: { readonly name: string; readonly label: string; readonly checked: boolean; readonly children?: ReactNode }) {
  const id = useId();
  return (
    <div className="return-check">
      <input id={id} type="checkbox" name={name} value="yes" defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A line that can go back: "return this" with how many (of those still returnable), and what the line's rules say. */
function LineChoice({ line, state, language, region, refused }: { readonly line: ReturnableLineView; readonly state: ReturnFormState; readonly language: Language; readonly region: Region; readonly refused: readonly RefusalView[] }) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = state.values?.quantities[line.lineId] ?? 0;
  const quantityId = `${id}-quantity`;
  return (
    <li className={`return-line ${refused.length > 0 ? 'return-line--refused' : ''}`} data-testid="return-line" data-line={line.lineId} data-sku={line.sku} data-returnable={line.returnable}>
      <LineImage line={line} />
      <div className="return-line__text">
        <div className="return-check">
          <input id={id} type="checkbox" name="line" value={line.lineId} defaultChecked={chosen > 0} aria-describedby={refused.length > 0 ? `${id}-refusals` : undefined} />
          <label htmlFor={id} className="return-line__name">
            {line.name}
          </label>
        </div>
        <LineFacts line={line} language={language} region={region} />
        {line.returnable < line.ordered && <p className="return-line__note">{t('returns.returnable', { count: line.returnable })}</p>}
        {line.pierced && <p className="return-line__note">{t('returns.pierced')}</p>}
        {line.bundleId !== undefined && <p className="return-line__note">{t('returns.bundle')}</p>}
        {line.returnable > 1 ? (
          <div className="field return-line__quantity">
            <label className="field__label" htmlFor={quantityId}>
              {t('returns.quantity')}
            </label>
            <select id={quantityId} name={quantityField(line.lineId)} className="field__input" defaultValue={String(Math.max(1, Math.min(chosen, line.returnable)))}>
              {Array.from({ length: line.returnable }, (_, index) => (
                <option key={index + 1} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name={quantityField(line.lineId)} value="1" />
        )}
        {refused.length > 0 && <RefusalList id={`${id}-refusals`} refusals={refused} />}
      </div>
    </li>
  );
}

function LineImage({ line }: { readonly line: ReturnableLineView }) {
  return line.imageUrl ? <img className="return-line__image" src={line.imageUrl} alt="" width={64} height={64} loading="lazy" /> : <span className="return-line__image" />;
}

function LineFacts({ line, language, region }: { readonly line: ReturnableLineView; readonly language: Language; readonly region: Region }) {
  const { t } = useTranslation();
  return (
    <p className="return-line__facts">
      {line.options.length > 0 && <span>{optionsText(t, line.options)} · </span>}
      <span>{t('account.orders.quantity', { count: line.ordered })}</span>
      {' · '}
      <span>{t('returns.unitPrice', { price: formatPrice(line.unitPrice, language, region) })}</span>
    </p>
  );
}

/** A line that cannot go back at all: shown, not offered, with why in the shopper's language. */
function LineRefused({ line, language, region }: { readonly line: ReturnableLineView; readonly language: Language; readonly region: Region }) {
  const { t } = useTranslation();
  const id = useId();
  const refusals: readonly RefusalView[] = line.refusals.length > 0 ? line.refusals : [{ code: 'RETURN_ALREADY_RETURNED', params: {} }];
  return (
    <li className="return-line return-line--ineligible" data-testid="return-line" data-line={line.lineId} data-sku={line.sku} data-returnable={0} data-ineligible="true">
      <LineImage line={line} />
      <div className="return-line__text">
        <p className="return-line__name">{line.name}</p>
        <LineFacts line={line} language={language} region={region} />
        <p className="return-line__status">{line.refusals.length > 0 ? t('returns.cannotReturn') : t('returns.alreadyReturned')}</p>
        <RefusalList id={`${id}-refusals`} refusals={refusals} />
      </div>
    </li>
  );
}

/**
 * The return form of one delivered order, posted to the page's own action (no script needed):
 * the lines and how many of each, one of the nine reasons, the conditions the policy asks for,
 * how the items come back, and for a cash-on-delivery order the bank account of the refund. The
 * core decides; what it refuses is shown by the line it concerns.
 */
export function ReturnForm({ state, language, region }: ReturnFormProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const id = useId();
  const { view, values } = state;
  const errors = state.fieldErrors ?? [];
  const offered = view.lines.filter((line) => line.refusals.length === 0 && line.returnable > 0);
  const refusedLines = view.lines.filter((line) => !offered.includes(line));
  const anyPierced = offered.some((line) => line.pierced);
  const allRefusals = [...(state.refusals ?? []), ...Object.values(state.lineRefusals ?? {}).flat()];
  const problems = errors.length > 0 || allRefusals.length > 0 || state.error !== undefined;
  const describedBy = (field: ReturnField) => (errors.includes(field) ? `${id}-${field}-error` : undefined);
  const handover = values?.handover ?? 'courier-pickup';
  return (
    <Form method="post" className="return-form" data-testid="return-form" noValidate aria-describedby={problems ? `${id}-problems` : undefined}>
      <p>{offered.length > 0 && view.windowEndsAt ? t('returns.intro', { date: formatOrderDate(view.windowEndsAt, language, region) }) : t('returns.nothingReturnable')}</p>
      {offered.length > 0 && <p className="return-form__note">{t('returns.noExchanges')}</p>}
      {problems && (
        <div className="return-form__problems" id={`${id}-problems`} role="alert" data-testid="return-problems">
          <p className="return-form__problems-title">{allRefusals.length > 0 ? t('returns.refusedTitle') : t('returns.fix')}</p>
          {state.error !== undefined && <p>{t(`errors.${state.error}`)}</p>}
          {/* Every reason in the alert, the lines' too: each line repeats its own below it, which on a phone is out of sight. */}
          {allRefusals.length > 0 && <RefusalList refusals={allRefusals} />}
        </div>
      )}
      <input type="hidden" name="intent" value="request" />
      <input type="hidden" name="key" value={state.idempotencyKey} />
      <input type="hidden" name="order" value={view.orderReference} />
      {state.grant !== undefined && <input type="hidden" name="grant" value={state.grant} />}

      <fieldset className="return-form__group" aria-describedby={describedBy('lines')}>
        <legend>{t('returns.items')}</legend>
        <FieldError id={`${id}-lines-error`} field="lines" errors={errors} />
        <ul className="return-lines">
          {offered.map((line) => (
            <LineChoice key={line.lineId} line={line} state={state} language={language} region={region} refused={state.lineRefusals?.[line.lineId] ?? []} />
          ))}
          {refusedLines.map((line) => (
            <LineRefused key={line.lineId} line={line} language={language} region={region} />
          ))}
        </ul>
      </fieldset>

      {offered.length > 0 && (
        <>
          <div className={`field ${errors.includes('reason') ? 'field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-reason`}>
              {t('returns.reason')}
            </label>
            <select
              id={`${id}-reason`}
              name="reason"
              className="field__input"
              defaultValue={values?.reason ?? ''}
              required
              aria-invalid={errors.includes('reason') || undefined}
              aria-describedby={[`${id}-reason-hint`, describedBy('reason')].filter(Boolean).join(' ')}
              data-testid="return-reason"
            >
              <option value="" disabled>
                {t('returns.chooseReason')}
              </option>
              {RETURN_REASON_CODES.map((reason) => (
                <option key={reason} value={reason}>
                  {returnReasonLabel(reason, language)}
                </option>
              ))}
            </select>
            <p className="field__hint" id={`${id}-reason-hint`}>
              {t('returns.faultyHint')}
            </p>
            <FieldError id={`${id}-reason-error`} field="reason" errors={errors} />
          </div>

          <fieldset className="return-form__group">
            <legend>{t('returns.conditions')}</legend>
            <Check name="unused" label={t('returns.conditionUnused')} checked={values?.unused ?? false} />
            <Check name="packaging" label={t('returns.conditionPackaging')} checked={values?.packaging ?? false} />
            {anyPierced && <Check name="seal" label={t('returns.conditionSeal')} checked={values?.seal ?? false} />}
          </fieldset>

          <fieldset className="return-form__group">
            <legend>{t('returns.handover')}</legend>
            <div className="return-check">
              <input id={`${id}-courier`} type="radio" name="handover" value="courier-pickup" defaultChecked={handover === 'courier-pickup'} aria-describedby={`${id}-courier-hint`} />
              <label htmlFor={`${id}-courier`}>{t('returns.courierPickup')}</label>
              <p className="field__hint" id={`${id}-courier-hint`}>
                {t('returns.courierPickupHint')}
              </p>
            </div>
            {view.boutiques.length > 0 && (
              <div className="return-check">
                <input id={`${id}-boutique`} type="radio" name="handover" value="boutique" defaultChecked={handover === 'boutique'} />
                <label htmlFor={`${id}-boutique`}>{t('returns.boutique')}</label>
                <div className={`field return-check__more ${errors.includes('boutique') ? 'field--invalid' : ''}`}>
                  <label className="field__label" htmlFor={`${id}-boutique-id`}>
                    {t('returns.boutiqueName')}
                  </label>
                  <select id={`${id}-boutique-id`} name="boutique" className="field__input" defaultValue={String(values?.boutiqueId ?? view.boutiques[0]?.id ?? '')} aria-describedby={describedBy('boutique')}>
                    {view.boutiques.map((boutique) => (
                      <option key={boutique.id} value={boutique.id}>
                        {boutique.name}
                      </option>
                    ))}
                  </select>
                  <FieldError id={`${id}-boutique-error`} field="boutique" errors={errors} />
                </div>
              </div>
            )}
          </fieldset>

          <fieldset className="return-form__group" data-testid="return-refund">
            <legend>{t('returns.refund')}</legend>
            <p>{view.refund === 'bank-transfer' ? t('returns.refundBank', { days: 10 }) : t('returns.refundOriginal', { days: 10, maxDays: 28 })}</p>
            {view.needsBankAccount && (
              <>
                <div className={`field ${errors.includes('holderName') ? 'field--invalid' : ''}`}>
                  <label className="field__label" htmlFor={`${id}-holder`}>
                    {t('returns.holderName')}
                  </label>
                  <input
                    id={`${id}-holder`}
                    name="holderName"
                    className="field__input"
                    autoComplete="name"
                    defaultValue={values?.holderName ?? ''}
                    required
                    maxLength={120}
                    aria-invalid={errors.includes('holderName') || undefined}
                    aria-describedby={describedBy('holderName')}
                  />
                  <FieldError id={`${id}-holderName-error`} field="holderName" errors={errors} />
                </div>
                <div className={`field ${errors.includes('iban') ? 'field--invalid' : ''}`}>
                  <label className="field__label" htmlFor={`${id}-iban`}>
                    {t('returns.iban')}
                  </label>
                  <input
                    id={`${id}-iban`}
                    name="iban"
                    className="field__input"
                    dir="ltr"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    defaultValue={values?.iban ?? ''}
                    required
                    maxLength={50}
                    aria-invalid={errors.includes('iban') || undefined}
                    aria-describedby={[`${id}-iban-hint`, describedBy('iban')].filter(Boolean).join(' ')}
                  />
                  <p className="field__hint" id={`${id}-iban-hint`}>
                    {t(`returns.ibanHint.${region}`)}{' '}
                    {/* Groups of digits read left to right inside Arabic too. */}
                    <bdi dir="ltr">{IBAN_EXAMPLES[region]}</bdi>
                  </p>
                  <FieldError
                    id={`${id}-iban-error`}
                    field="iban"
                    errors={errors}
                    text={state.refusals?.some((refusal) => refusal.code === 'RETURN_IBAN_INVALID') ? t('returns.refusals.RETURN_IBAN_INVALID') : undefined}
                  />
                </div>
              </>
            )}
          </fieldset>

          <button type="submit" className="button" disabled={busy} data-testid="return-submit">
            {busy ? t('returns.submitting') : t('returns.submit')}
          </button>
        </>
      )}
    </Form>
  );
}
