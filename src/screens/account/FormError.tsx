import { setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FOCUS_KEY_ATTRIBUTE } from '../../focus/useScreenFocus.ts';
import { ACCOUNT_NS } from './accountTranslations.ts';

/**
 * The message at the top of a form (spec: accounts 4.3 — the server error shows at the top, which
 * scrolls to it). It takes focus when it appears, so a TV viewer's screen reader reads it and Down
 * leads back into the form.
 */
export function FormError({
  focusKey,
  messageKey,
  attempt = 0,
}: {
  focusKey: string;
  messageKey: string | undefined;
  /** Each failed attempt shows the message anew, so it takes focus again even when unchanged. */
  attempt?: number;
}) {
  return messageKey ? <FormErrorMessage key={attempt} focusKey={focusKey} messageKey={messageKey} /> : null;
}

function FormErrorMessage({ focusKey, messageKey }: { focusKey: string; messageKey: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { ref, focused } = useFocusable<object, HTMLParagraphElement>({ focusKey });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message takes focus again
  useEffect(() => {
    setFocus(focusKey);
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messageKey, focusKey, ref]);
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={`form-error${focused ? ' is-focused' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
    >
      {t(messageKey)}
    </p>
  );
}
