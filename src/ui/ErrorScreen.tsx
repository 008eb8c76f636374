import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect } from 'react';
import { Button } from './Button.tsx';

interface ErrorScreenProps {
  title: string;
  description: string;
  /** Technical detail for the operator, shown small. */
  detail?: string;
  action: { label: string; onPress(): void };
  focusKey?: string;
}

/** Every failure has a screen (DESIGN: Principles): the spec's texts and a focused way out. */
export function ErrorScreen({
  title,
  description,
  detail,
  action,
  focusKey = 'error-screen',
}: ErrorScreenProps) {
  const actionKey = `${focusKey}-action`;
  const { ref, focusKey: ownKey, focusSelf } = useFocusable({ focusKey, preferredChildFocusKey: actionKey });
  useEffect(() => focusSelf(), [focusSelf]);
  return (
    <FocusContext.Provider value={ownKey}>
      <div ref={ref} className="error-screen" role="alert">
        <h1 className="error-screen__title">{title}</h1>
        <p className="error-screen__description">{description}</p>
        {detail ? <p className="error-screen__detail">{detail}</p> : null}
        <Button focusKey={actionKey} onPress={action.onPress}>
          {action.label}
        </Button>
      </div>
    </FocusContext.Provider>
  );
}
