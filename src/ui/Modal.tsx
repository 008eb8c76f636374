import {
  doesFocusableExist,
  FocusContext,
  getCurrentFocusKey,
  ROOT_FOCUS_KEY,
  setFocus,
  useFocusable,
} from '@noriginmedia/norigin-spatial-navigation';
import { type ReactNode, useEffect } from 'react';
import { useBackHandler } from '../focus/useBackHandler.ts';

interface ModalProps {
  focusKey: string;
  title: string;
  onClose(): void;
  preferredChildFocusKey: string;
  size?: 'regular' | 'large';
  children: ReactNode;
}

/**
 * A dialog that keeps focus inside itself (a focus boundary in every direction) and closes on Back.
 * When it closes, focus returns to whatever had it before it opened.
 */
export function Modal({
  focusKey,
  title,
  onClose,
  preferredChildFocusKey,
  size = 'regular',
  children,
}: ModalProps) {
  const {
    ref,
    focusKey: ownKey,
    focusSelf,
  } = useFocusable({
    focusKey,
    isFocusBoundary: true,
    preferredChildFocusKey,
    // Closing puts focus back on the opener (below); Norigin's own delayed restore to this (gone)
    // container would otherwise move it somewhere else 300 ms later.
    autoRestoreFocus: false,
  });
  useBackHandler(onClose);
  useEffect(() => {
    const opener = getCurrentFocusKey();
    focusSelf();
    return () => {
      if (opener && opener !== ROOT_FOCUS_KEY && doesFocusableExist(opener)) void setFocus(opener);
    };
  }, [focusSelf]);
  return (
    <FocusContext.Provider value={ownKey}>
      <div className="modal-backdrop">
        <div
          ref={ref}
          className={`modal modal--${size}`}
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${focusKey}-title`}
        >
          <h2 id={`${focusKey}-title`} className="modal__title">
            {title}
          </h2>
          {children}
        </div>
      </div>
    </FocusContext.Provider>
  );
}
