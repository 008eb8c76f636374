import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '../../domain/profileRules.ts';
import { digitOf } from '../../focus/digitKeys.ts';
import { AccountError } from '../../integrations/accountError.ts';
import { useDeviceStore } from '../../stores/deviceStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useLatest } from '../../ui/useLatest.ts';
import { ACCOUNT_NS } from '../account/accountTranslations.ts';
import { FormError } from '../account/FormError.tsx';

/** The pad's keys as a phone's: 1-9, then delete and 0 on the last row. */
const PAD = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'back', '0'] as const;
/** One box per digit, named by position. */
const BOXES = Array.from({ length: PIN_LENGTH }, (_, index) => `box-${index}`);

/**
 * Issue 16 — a profile's PIN by remote: the number keys type it directly (the device profile's digit
 * codes), and the pad's buttons take arrows and OK (or taps). The fourth digit sends it; a wrong PIN
 * says so and the boxes empty. Back closes the pad.
 */
export function PinPad({
  name,
  onSubmit,
  onClose,
}: {
  name: string;
  /** Rejects with an AccountError to say why (wrong PIN, too many tries). */
  onSubmit(pin: string): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  const profile = useDeviceStore((state) => state.profile);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);

  const send = async (complete: string) => {
    busy.current = true;
    try {
      await onSubmit(complete);
    } catch (cause) {
      setError(cause instanceof AccountError ? cause.key : 'unknown_error');
      setAttempt((count) => count + 1);
      setPin('');
    } finally {
      busy.current = false;
    }
  };
  const type = (digit: string) => {
    if (busy.current) return;
    setError(undefined);
    setPin((current) => {
      if (current.length >= PIN_LENGTH) return current;
      const next = current + digit;
      if (next.length === PIN_LENGTH) void send(next);
      return next;
    });
  };
  const erase = () => setPin((current) => current.slice(0, -1));

  const latest = useLatest({ type, profile });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const digit = digitOf(latest.current.profile, event);
      if (digit === undefined) return;
      event.preventDefault();
      latest.current.type(String(digit));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Modal
      focusKey="pin-pad"
      title={t('profiles.enter_pin', { name })}
      onClose={onClose}
      preferredChildFocusKey="pin-1"
    >
      <FormError focusKey="pin-error" messageKey={error} attempt={attempt} />
      <p className="pin-pad__hint">{t('profiles.pin_hint')}</p>
      <div
        className="pin-pad__boxes"
        role="status"
        aria-label={t('profiles.pin_entered', { count: pin.length })}
      >
        {BOXES.map((box, index) => (
          <span
            key={box}
            className={`pin-pad__box${index < pin.length ? ' is-filled' : ''}`}
            aria-hidden="true"
          >
            {index < pin.length ? '•' : ''}
          </span>
        ))}
      </div>
      <div className="pin-pad__keys">
        {PAD.map((key) =>
          key === 'back' ? (
            <Button
              key={key}
              focusKey="pin-back"
              variant="secondary"
              label={t('profiles.pin_backspace')}
              onPress={erase}
            >
              ⌫
            </Button>
          ) : (
            <Button
              key={key}
              focusKey={`pin-${key}`}
              variant="secondary"
              label={t('profiles.pin_digit', { digit: key })}
              onPress={() => type(key)}
            >
              {key}
            </Button>
          ),
        )}
      </div>
    </Modal>
  );
}
