import { useTranslation } from 'react-i18next';
import type { PlayerErrorCode } from './playerEvents.ts';
import { PLAYER_NAMESPACE } from './playerStrings.ts';

/** spec: browsing 8 — the player's failure screens (geo-blocked, refused licence, anything else), with Back. */
export function PlayerError({ code, onClose }: { code: PlayerErrorCode; onClose(): void }) {
  // The player's namespace first, app.back from the main one ('fallback': the default reads only the first).
  const { t } = useTranslation([PLAYER_NAMESPACE, 'translation'], { nsMode: 'fallback' });
  const texts =
    code === 'geo_blocked'
      ? { title: t('failure_geo_blocked_title'), description: t('failure_geo_blocked_description') }
      : code === 'licence_failed'
        ? { title: t('failure_licence_title'), description: t('failure_licence_description') }
        : { title: t('failure_title'), description: t('failure_description') };
  return (
    <div className="player__error" role="alert">
      <h2>{texts.title}</h2>
      <p>{texts.description}</p>
      <button type="button" className="button button--primary is-focused" onClick={onClose}>
        {t('app.back')}
      </button>
    </div>
  );
}
