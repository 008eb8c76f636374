import { useTranslation } from 'react-i18next';
import type { PlayerErrorCode } from './playerEvents.ts';
import { PLAYER_NAMESPACE } from './playerStrings.ts';

/** Where the remote is on the failure screen. */
export type ErrorChoice = 'retry' | 'back';

/** Geo-blocking does not pass with another try; a network, media or licence failure may. */
export function canRetry(code: PlayerErrorCode): boolean {
  return code !== 'geo_blocked';
}

interface PlayerErrorProps {
  code: PlayerErrorCode;
  focus: ErrorChoice;
  onRetry(): void;
  onClose(): void;
}

/**
 * spec: browsing 8 — the player's failure screens (geo-blocked, refused licence, anything else), with
 * Back; over a scrim that hides the frozen frame, and with Try again first where another try can help
 * (issue 26).
 */
export function PlayerError({ code, focus, onRetry, onClose }: PlayerErrorProps) {
  // The player's namespace first, app.back from the main one ('fallback': the default reads only the first).
  const { t } = useTranslation([PLAYER_NAMESPACE, 'translation'], { nsMode: 'fallback' });
  const texts =
    code === 'geo_blocked'
      ? { title: t('failure_geo_blocked_title'), description: t('failure_geo_blocked_description') }
      : code === 'licence_failed'
        ? { title: t('failure_licence_title'), description: t('failure_licence_description') }
        : { title: t('failure_title'), description: t('failure_description') };
  const button = (choice: ErrorChoice, label: string, onClick: () => void) => (
    <button
      type="button"
      tabIndex={-1}
      className={`button player__error-button${choice === focus ? ' button--primary is-focused' : ''}`}
      data-focus-key={`player-error-${choice}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <div className="player__error" role="alert">
      <h2>{texts.title}</h2>
      <p>{texts.description}</p>
      <div className="player__error-buttons">
        {canRetry(code) ? button('retry', t('try_again'), onRetry) : null}
        {button('back', t('app.back'), onClose)}
      </div>
    </div>
  );
}
