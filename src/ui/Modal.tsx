import { FocusContext } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap.ts';

interface ModalProps {
  focusKey: string;
  title: string;
  onClose(): void;
  preferredChildFocusKey: string;
  size?: 'regular' | 'large';
  /** Where focus goes on close when nothing had it before (see useFocusTrap). */
  fallbackFocus?: readonly string[];
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
  fallbackFocus,
  children,
}: ModalProps) {
  const { ref, focusKey: ownKey } = useFocusTrap({
    focusKey,
    preferredChildFocusKey,
    onBack: onClose,
    fallbackFocus,
  });
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
