import { useTranslation } from 'react-i18next';
import { PlayerPrompt, type PromptChoice } from './PlayerPrompt.tsx';
import type { PlayerErrorCode } from './playerEvents.ts';
import { PLAYER_NAMESPACE } from './playerStrings.ts';

/** Geo-blocking does not pass with another try; a network, media or licence failure may. */
export function canRetry(code: PlayerErrorCode): boolean {
  return code !== 'geo_blocked';
}

interface PlayerErrorProps {
  code: PlayerErrorCode;
  focus: PromptChoice;
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
  return (
    <PlayerPrompt
      {...texts}
      role="alert"
      className="player__error"
      focus={focus}
      primary={
        canRetry(code)
          ? { label: t('try_again'), focusKey: 'player-error-retry', onPress: onRetry }
          : undefined
      }
      back={{ label: t('app.back'), focusKey: 'player-error-back', onPress: onClose }}
    />
  );
}
