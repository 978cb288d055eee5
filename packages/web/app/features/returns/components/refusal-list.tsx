import { useTranslation } from '../../../lib/i18n';
import type { RefusalView } from '../../../lib/return-page';

/** Why the core refuses a return or one of its lines, in the shopper's language (a code it has no text for reads as a plain refusal). */
export function RefusalList({ refusals, id }: { readonly refusals: readonly RefusalView[]; readonly id?: string }) {
  const { t } = useTranslation();
  const texts = [...new Set(refusals.map((refusal) => t(`returns.refusals.${refusal.code}`, { ...refusal.params, defaultValue: t('returns.refusals.other') })))];
  return (
    <ul className="return-refusals" id={id} data-testid="return-refusals">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
