/** Where the remote is on a player prompt: its first choice, or Back beside it. */
export type PromptChoice = 'primary' | 'back';

export interface PromptButton {
  label: string;
  focusKey: string;
  onPress(): void;
}

interface PlayerPromptProps {
  title: string;
  description: string;
  /** The first choice (Try again, Continue watching); none when only Back can help. */
  primary: PromptButton | undefined;
  back: PromptButton;
  focus: PromptChoice;
  /** A failure is an alert; a question is a dialog. */
  role: 'alert' | 'dialog';
  className: string;
}

/**
 * A question over the picture with one or two choices, over a scrim (issue 26). Its focus lives in
 * PlayerOverlay (spatial navigation is paused in the player): Left/Right choose, OK takes the choice.
 */
export function PlayerPrompt({
  title,
  description,
  primary,
  back,
  focus,
  role,
  className,
}: PlayerPromptProps) {
  const button = (choice: PromptChoice, { label, focusKey, onPress }: PromptButton) => (
    <button
      type="button"
      tabIndex={-1}
      className={`button player__prompt-button${choice === focus ? ' button--primary is-focused' : ''}`}
      data-focus-key={focusKey}
      onClick={onPress}
    >
      {label}
    </button>
  );
  return (
    <div
      className={`player__prompt ${className}`}
      role={role}
      {...(role === 'dialog' ? { 'aria-modal': true, 'aria-label': title } : {})}
    >
      <h2>{title}</h2>
      <p>{description}</p>
      <div className="player__prompt-buttons">
        {primary ? button('primary', primary) : null}
        {button('back', back)}
      </div>
    </div>
  );
}
