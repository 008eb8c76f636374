import { useState } from 'react';
import { canRetry } from './PlayerError.tsx';
import type { PromptChoice } from './PlayerPrompt.tsx';
import type { PlayerErrorCode } from './playerEvents.ts';

export interface PromptActions {
  /** Try again (a failure the player can retry). */
  retry(): void;
  /** Continue watching ("Are you still watching?"). */
  continueWatching(): void;
  close(): void;
}

/**
 * Issue 26: the button focused in a prompt over the picture, the failure screen or "Are you still
 * watching?": the first (Try again, Continue watching) to begin with, Back alone on a failure another
 * try cannot help. Left and Right move between the two, OK takes the focused one.
 */
export function usePromptChoice(error: PlayerErrorCode | null, actions: PromptActions) {
  const [chosen, setChosen] = useState<PromptChoice>('primary');
  const choice: PromptChoice = error !== null && !canRetry(error) ? 'back' : chosen;
  const retry = () => {
    setChosen('primary');
    actions.retry();
  };
  const continueWatching = () => {
    setChosen('primary');
    actions.continueWatching();
  };
  return {
    choice,
    retry,
    continueWatching,
    move: (action: 'left' | 'right') => setChosen(action === 'left' ? 'primary' : 'back'),
    take: () => {
      if (choice === 'back') actions.close();
      else if (error !== null) retry();
      else continueWatching();
    },
  };
}
