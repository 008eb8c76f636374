import { useTranslation } from 'react-i18next';
import { clock } from './clock.ts';
import { PLAYER_NAMESPACE } from './playerStrings.ts';

/** spec: browsing 4, Player — during an ad break the seconds remaining show ('Ad · 0:12'). SSAI and CSAI. */
export function AdCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation(PLAYER_NAMESPACE);
  return (
    <div className="player__ad" role="status" aria-label={t('ad_label')}>
      {t('ad_countdown', { time: clock(seconds) })}
    </div>
  );
}
