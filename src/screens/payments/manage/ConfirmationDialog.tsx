import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { AccountModal } from '../../account/AccountModal.tsx';
import { ACCOUNT_NS } from '../../account/accountTranslations.ts';
import { errorKey } from '../paymentMessage.ts';
import { PAYMENTS_NS } from '../paymentTranslations.ts';

interface ConfirmationDialogProps {
  /** The modal's u= name: its focus keys derive from it. */
  name: string;
  titleKey: string;
  children: ReactNode;
  confirmLabel?: string;
  closeLabel?: string;
  /** Resolves when done (the dialog's owner moves on); a rejection shows its catalogue key here. */
  onConfirm(): Promise<void>;
  onClose(): void;
  /** The key shown when a failure carries none of its own. */
  failureKey: string;
  /** Where focus goes after a change removed the control that opened the dialog. */
  fallbackFocus?: readonly string[];
}

/**
 * spec: payments 2, Generic confirmation dialog — a title, a body, Confirm and Close; both disabled
 * while busy. A failure is said in the dialog and focus returns to Confirm to try again.
 */
export function ConfirmationDialog({
  name,
  titleKey,
  children,
  confirmLabel,
  closeLabel,
  onConfirm,
  onClose,
  failureKey,
  fallbackFocus,
}: ConfirmationDialogProps) {
  const { t, i18n } = useTranslation([PAYMENTS_NS, ACCOUNT_NS], { nsMode: 'fallback' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirmKey = `${name}-confirm`;
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
    } catch (failure) {
      const key = errorKey(failure, failureKey);
      // An adapter's key the texts lack (a vendor's new message) reads as this dialog's own failure.
      setError(i18n.exists(key, { ns: [PAYMENTS_NS, ACCOUNT_NS] }) ? key : failureKey);
      setBusy(false);
      // The buttons were disabled while busy, which took focus from Confirm: it goes back there.
      setTimeout(() => void setFocus(confirmKey), 0);
    }
  };
  return (
    <AccountModal
      name={name}
      titleKey={`${PAYMENTS_NS}:${titleKey}`}
      first={confirmKey}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      {children}
      {error ? (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <div className="payments-actions">
        <Button focusKey={`${name}-close`} variant="secondary" disabled={busy} onPress={onClose}>
          {closeLabel ?? t('confirm.close')}
        </Button>
        <Button focusKey={confirmKey} disabled={busy} onPress={() => void confirm()}>
          {confirmLabel ?? t('confirm.confirm')}
        </Button>
      </div>
    </AccountModal>
  );
}
