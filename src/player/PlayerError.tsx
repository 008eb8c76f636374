import { useTranslation } from 'react-i18next';
import type { PlayerErrorCode } from './playerEvents.ts';

/** spec: browsing 8 — the player's failure screens (geo-blocked, refused licence, anything else), with Back. */
export function PlayerError({ code, onClose }: { code: PlayerErrorCode; onClose(): void }) {
  const { t } = useTranslation();
  const texts =
    code === 'geo_blocked'
      ? { title: t('player_error.geo_blocked_title'), description: t('player_error.geo_blocked_description') }
      : code === 'licence_failed'
        ? { title: t('player_error.licence_title'), description: t('player_error.licence_description') }
        : { title: t('player_error.title'), description: t('player_error.description') };
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
