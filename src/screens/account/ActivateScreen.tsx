import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { codeFrom, emptyCode, isComplete } from '../../domain/oneTimeCode.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { AccountError } from '../../integrations/accountError.ts';
import { loadAccounts } from '../../integrations/accountLoader.ts';
import type { DeviceDescription } from '../../integrations/accountService.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { sessionStore } from '../../stores/deviceStorage.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { OneTimeCodeField } from './OneTimeCodeField.tsx';
import './account.css';

/** The code a QR brought, kept while the viewer signs in or up first (spec: accounts 2.2, qr). */
const PENDING_CODE_KEY = 'activation-code';

type Step =
  | { name: 'entering' }
  | { name: 'checking' }
  | { name: 'confirming'; device: DeviceDescription }
  | { name: 'sending'; device: DeviceDescription }
  | { name: 'done'; device: DeviceDescription; approved: boolean };

const keyOf = (cause: unknown) => (cause instanceof AccountError ? cause.key : 'unknown_error');

/**
 * /activate (issue 15; spec: accounts 2.2, 2.4, 4.6) — the phone's side of a TV's sign-in: the code
 * (from the QR, or typed), the device that showed it, Approve or Deny. A viewer not signed in signs in
 * or up first, the code kept; a refused code says login.invalid_code, the field starts again and the
 * address drops the code.
 */
export function ActivateScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const startup = useStartupResult();
  const status = useAccountStore((state) => state.status);
  const customer = useAccountStore((state) => state.customer);
  const [params, setParams] = useSearchParams();
  const [boxes, setBoxes] = useState(() =>
    codeFrom(params.get('code') ?? sessionStore.get(PENDING_CODE_KEY)),
  );
  const [step, setStep] = useState<Step>({ name: 'entering' });
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const askedToSignIn = useRef(false);
  const code = boxes.join('');
  const signedIn = status === 'signedIn' && customer !== null;

  useEffect(() => {
    void loadAccounts(startup);
  }, [startup]);

  // Not signed in: sign in (or up, from there) first, over this page; the code waits in the session.
  useEffect(() => {
    if (status !== 'signedOut' || params.has('u') || askedToSignIn.current) return;
    askedToSignIn.current = true;
    if (code) sessionStore.set(PENDING_CODE_KEY, code);
    setParams({ u: 'login', qr: 'true' }, { replace: true });
  }, [status, params, code, setParams]);

  const refuse = (cause: unknown) => {
    setError(keyOf(cause));
    setAttempt((count) => count + 1);
    if (keyOf(cause) === 'login.invalid_code') {
      // spec: accounts 2.4 — the code parameter goes and the field is reset.
      setBoxes(emptyCode());
      sessionStore.remove(PENDING_CODE_KEY);
      // Only when there is one to drop: a navigation starts this page afresh, and would wipe what the
      // viewer types meanwhile.
      if (params.has('code')) setParams({}, { replace: true });
    }
    setStep({ name: 'entering' });
  };

  // A whole code: which device showed it (so nobody approves someone else's TV unawares).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per whole code
  useEffect(() => {
    if (!signedIn || !isComplete(boxes) || step.name !== 'entering') return;
    setStep({ name: 'checking' });
    setError(undefined);
    void (async () => {
      try {
        const device = await (await loadAccounts(startup)).devicePairing().describe(code);
        setStep({ name: 'confirming', device });
      } catch (cause) {
        refuse(cause);
      }
    })();
  }, [signedIn, code]);

  const decide = async (device: DeviceDescription, approve: boolean) => {
    setStep({ name: 'sending', device });
    try {
      const pairing = (await loadAccounts(startup)).devicePairing();
      await (approve ? pairing.approve(code) : pairing.deny(code));
      sessionStore.remove(PENDING_CODE_KEY);
      setStep({ name: 'done', device, approved: approve });
    } catch (cause) {
      refuse(cause);
    }
  };

  const first =
    step.name === 'confirming' ? 'activate-approve' : step.name === 'done' ? undefined : 'activate-code';
  useScreenFocus(signedIn, [first], `activate-${step.name}`);

  if (status === 'unavailable') return <Message titleKey="activate.title" textKey="activate.unavailable" />;
  if (!signedIn) return <Spinner label={t('activate.title')} />;
  if (step.name === 'done')
    return (
      <Message
        titleKey={step.approved ? 'activate.approved_title' : 'activate.denied_title'}
        textKey={step.approved ? 'activate.approved_text' : 'activate.denied_text'}
        deviceName={step.device.deviceName}
      />
    );
  return (
    <section className="account-page activate-page">
      <h1>{t('activate.title')}</h1>
      <FormError focusKey="activate-error" messageKey={error} attempt={attempt} />
      <p>{t('activate.intro')}</p>
      <OneTimeCodeField
        focusKey="activate-code"
        label={t('activate.code')}
        boxes={boxes}
        onChange={(next) => {
          setError(undefined);
          setBoxes(next);
        }}
        disabled={step.name !== 'entering'}
      />
      {step.name === 'checking' ? <p role="status">{t('activate.checking')}</p> : null}
      {step.name === 'confirming' || step.name === 'sending' ? (
        <>
          <p className="activate-page__device" role="status">
            {t('activate.device_asks', { device: step.device.deviceName, email: customer.email })}
          </p>
          <div className="account-page__actions">
            <Button
              focusKey="activate-approve"
              onPress={() => step.name === 'confirming' && void decide(step.device, true)}
            >
              {t('activate.approve')}
            </Button>
            <Button
              focusKey="activate-deny"
              variant="secondary"
              onPress={() => step.name === 'confirming' && void decide(step.device, false)}
            >
              {t('activate.deny')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}

function Message({
  titleKey,
  textKey,
  deviceName,
}: {
  titleKey: string;
  textKey: string;
  deviceName?: string;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <section className="account-page activate-page">
      <h1>{t(titleKey)}</h1>
      <p role="status">{t(textKey, { device: deviceName })}</p>
    </section>
  );
}
