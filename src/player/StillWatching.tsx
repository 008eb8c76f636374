import { useTranslation } from 'react-i18next';
import { PlayerPrompt, type PromptChoice } from './PlayerPrompt.tsx';
import { PLAYER_NAMESPACE } from './playerStrings.ts';

interface StillWatchingProps {
  title: string;
  focus: PromptChoice;
  onContinue(): void;
  onClose(): void;
}

/** Issue 26: after hours without a key press the player pauses and asks, as TV apps do. */
export function StillWatching({ title, focus, onContinue, onClose }: StillWatchingProps) {
  const { t } = useTranslation([PLAYER_NAMESPACE, 'translation'], { nsMode: 'fallback' });
  return (
    <PlayerPrompt
      title={t('still_watching_title')}
      description={t('still_watching_description', { title })}
      role="dialog"
      className="player__still-watching"
      focus={focus}
      primary={{
        label: t('still_watching_continue'),
        focusKey: 'still-watching-continue',
        onPress: onContinue,
      }}
      back={{ label: t('app.back'), focusKey: 'still-watching-back', onPress: onClose }}
    />
  );
}
