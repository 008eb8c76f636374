import { useTranslation } from 'react-i18next';
import type { PlayerFocus } from './controlsFocus.ts';
import { PLAYER_NAMESPACE } from './playerStrings.ts';

interface UpNextProps {
  title: string;
  seconds: number;
  focus: PlayerFocus;
  onChoose(choice: 'close' | 'skip'): void;
}

/**
 * spec: browsing 4, Player — in the last 10 s, an up-next countdown with the next item: Close hides it,
 * skip ('Play now') goes to the end so the next item starts.
 */
export function UpNext({ title, seconds, focus, onChoose }: UpNextProps) {
  const { t } = useTranslation(PLAYER_NAMESPACE);
  return (
    <section className="player__up-next" aria-label={t('up_next')}>
      <h3 role="timer">{t('up_next_in', { seconds })}</h3>
      <p>{title}</p>
      <div className="player__buttons">
        {(['close', 'skip'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            tabIndex={-1}
            className={`player__control${focus === `upnext:${choice}` ? ' is-focused' : ''}`}
            data-focus-key={`player-upnext-${choice}`}
            onClick={() => onChoose(choice)}
          >
            {choice === 'close' ? t('up_next_close') : t('up_next_skip')}
          </button>
        ))}
      </div>
    </section>
  );
}
