import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CloseIcon } from '../../../components/ui/icons';
import { SHELL, SHELL_STORAGE, setStoredFlag, useStoredFlag } from '../../shell';
import { promoBarState, type PromoBarData } from '../promo-bar-view';
import { useSecondClock } from '../use-second-clock';

function rememberDismissal(): void {
  setStoredFlag('session', SHELL_STORAGE.promoBarDismissed);
  // A session cookie: it ends with the browser session, as session storage does.
  document.cookie = `${SHELL_STORAGE.promoBarCookie}=1; Path=/; SameSite=Lax`;
}

interface PromoBarProps {
  readonly promo: PromoBarData;
  /** The server's view at render time: whether the flash countdown was still running. */
  readonly flashRunning: boolean;
  /** The server saw the dismissal cookie: the bar is not rendered. */
  readonly dismissed: boolean;
}

/**
 * The promo bar above the header (spec sections 2 and 4): the content's message, link and colour,
 * a flash countdown ticking each second until it reaches zero, then the plain message. Its height
 * is fixed, and the digits fill in after hydration, so nothing moves as the page comes alive.
 */
export function PromoBarView({ promo, flashRunning, dismissed }: PromoBarProps) {
  const { t } = useTranslation();
  const hidden = useStoredFlag('session', SHELL_STORAGE.promoBarDismissed) || dismissed;
  const endsAt = promo.flashEndsAt ? Date.parse(promo.flashEndsAt) : undefined;
  // Until hydration the server's view holds; then the browser's clock, until the countdown ends.
  const [clockRunning, setClockRunning] = useState(flashRunning);
  const now = useSecondClock(clockRunning);
  const state = now === null ? undefined : promoBarState(promo, new Date(now));
  if (clockRunning && (endsAt === undefined || (now !== null && now >= endsAt))) setClockRunning(false);

  if (hidden) return null;
  const flash = state ? state.kind === 'flash' : flashRunning;
  const message = state?.message ?? (flashRunning ? (promo.flashMessage ?? promo.message) : promo.message);
  return (
    <aside
      className={`promo-bar promo-bar--${promo.ink}`}
      style={{ backgroundColor: promo.backgroundColor, blockSize: `${SHELL.promoBarHeightPx}px` }}
      aria-label={t('promoBar.label')}
      data-testid="promo-bar"
    >
      <p className="promo-bar__message">
        {promo.href ? <Link to={promo.href}>{message}</Link> : message}
        {flash && (
          <span className="promo-bar__timer" role="timer" aria-label={t('promoBar.timeLeft')} data-ends-at={promo.flashEndsAt}>
            {state?.kind === 'flash' &&
              (['days', 'hours', 'minutes', 'seconds'] as const).map((part) => (
                <span key={part} className="promo-bar__part" data-part={part}>
                  {state.countdown[part]}
                  <abbr title={t(`promoBar.units.${part}`)}>{t(`promoBar.short.${part}`)}</abbr>
                </span>
              ))}
          </span>
        )}
      </p>
      <button
        type="button"
        className="icon-button promo-bar__close"
        onClick={rememberDismissal}
        aria-label={t('promoBar.close')}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
