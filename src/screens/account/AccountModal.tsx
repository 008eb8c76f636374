import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { SCROLL_REGION_ATTRIBUTE } from '../../ui/keepInView.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import './account.css';

interface AccountModalProps {
  name: string;
  titleKey: string;
  /** The first control to focus. */
  first: string;
  children: ReactNode;
  /** Back and the close button: by default the u and message parameters go (spec: accounts 2.1). */
  onClose?(): void;
  /** Small by default (spec: accounts 2.1); large where a QR code stands beside the text. */
  size?: 'regular' | 'large';
  /** Where focus goes on close when the control that opened it is gone (a cancel link after cancelling). */
  fallbackFocus?: readonly string[];
}

/** One account screen of the ?u= system (spec: accounts 2.1), as a small modal over the page. */
export function AccountModal({
  name,
  titleKey,
  first,
  children,
  onClose,
  size,
  fallbackFocus,
}: AccountModalProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { close } = useOverlayParams();
  return (
    <Modal
      focusKey={`account-${name}`}
      title={t(titleKey)}
      onClose={onClose ?? (() => close('u', 'message'))}
      preferredChildFocusKey={first}
      size={size}
      fallbackFocus={fallbackFocus}
    >
      <div className="account-form" {...{ [SCROLL_REGION_ATTRIBUTE]: '' }}>
        {children}
      </div>
    </Modal>
  );
}
