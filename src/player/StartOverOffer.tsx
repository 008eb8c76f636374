import { useTranslation } from 'react-i18next';
import { clock } from './clock.ts';
import type { PlayerFocus } from './controlsFocus.ts';
import { PLAYER_NAMESPACE } from './playerStrings.ts';

/** Issue 26: where a resumed title picked up, and one press to play it from its beginning instead. */
export function StartOverOffer({
  resumedAt,
  focus,
  onStartOver,
}: {
  resumedAt: number;
  focus: PlayerFocus;
  onStartOver(): void;
}) {
  const { t } = useTranslation([PLAYER_NAMESPACE, 'translation'], { nsMode: 'fallback' });
  return (
    <section className="player__start-over" aria-label={t('video.start_over')}>
      <p>{t('resumed_at', { time: clock(resumedAt) })}</p>
      <button
        type="button"
        tabIndex={-1}
        className={`player__control${focus === 'startOver' ? ' is-focused' : ''}`}
        data-focus-key="player-startOver"
        onClick={onStartOver}
      >
        ↺ {t('video.start_over')}
      </button>
    </section>
  );
}
