import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { AccountError } from '../../integrations/accountError.ts';
import type { PairingState } from '../../integrations/device/tvPairing.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useDeviceStore } from '../../stores/deviceStore.ts';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { useAccountActions } from './useAccountActions.ts';

/** How long 'Signed in as {name}' stays before the TV goes back to what the viewer was doing. */
const SIGNED_IN_NOTICE_MS = 1500;

type Shown = PairingState | { status: 'signedIn'; name: string };

/**
 * Sign-in on a TV (issue 15): a QR code and a short code for a phone, which signs in (or up) there and
 * approves; the TV signs in a moment later, by push or by polling. The code renews itself when it
 * expires; a denial says so and offers a new code; e-mail and password stay one press away.
 */
export function TvSignInScreen({ mode }: { mode: 'signIn' | 'signUp' }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const { close } = useOverlayParams();
  const [params] = useSearchParams();
  // spec: accounts 4.12 — signed out for too many devices: the TV says so above its code.
  const notice = params.get('message') === 'simultaneous_logins' ? 'login.simultaneous_logins' : undefined;
  const deviceName = useDeviceStore((state) => state.profile.label);
  const startup = useStartupResult();
  // A TV on another config than the site's default names it, so the phone opens the same site's config.
  const withConfig = (address: string) =>
    startup.configSource === startup.ini.defaultConfigSource
      ? address
      : `${address}${address.includes('?') ? '&' : '?'}app-config=${encodeURIComponent(startup.configSource)}`;
  const [shown, setShown] = useState<Shown>({ status: 'starting' });
  const pairing = useRef<{ restart(): void; stop(): void } | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one pairing for the screen's life
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void actions.session().then((session) => {
      if (!live) return;
      pairing.current = session.pairTv(deviceName, (state) => {
        if (!live) return;
        setShown(state);
        if (state.status !== 'approved') return;
        session.signInWithDevice(state.answer).then(
          (customer) => {
            if (!live) return;
            setShown({ status: 'signedIn', name: state.answer.name || customer.fullName || customer.email });
            timer = setTimeout(() => close('u', 'message', 'qr'), SIGNED_IN_NOTICE_MS);
          },
          (cause: unknown) => {
            if (live)
              setShown({
                status: 'failed',
                key: cause instanceof AccountError ? cause.key : 'unknown_error',
              });
          },
        );
      });
    });
    return () => {
      live = false;
      clearTimeout(timer);
      pairing.current?.stop();
    };
  }, []);

  const emailInstead = () =>
    actions.openScreen(mode === 'signIn' ? 'login' : 'create-account', { method: 'email' });
  const problem =
    shown.status === 'denied' ? 'tv_sign_in.denied' : shown.status === 'failed' ? shown.key : undefined;
  return (
    <AccountModal
      size="large"
      name="tv-sign-in"
      titleKey="tv_sign_in.title"
      first={problem ? 'tv-sign-in-new-code' : 'tv-sign-in-email'}
    >
      {shown.status === 'signedIn' ? (
        <p className="tv-pairing__done" role="status">
          {t('tv_sign_in.signed_in_as', { name: shown.name })}
        </p>
      ) : (
        <>
          <FormError focusKey="tv-sign-in-error" messageKey={problem ?? notice} />
          {shown.status === 'waiting' ? (
            <div className="tv-pairing">
              <div className="tv-pairing__qr">
                <QRCodeSVG
                  value={withConfig(shown.verificationUriComplete)}
                  size={320}
                  marginSize={2}
                  title={t('tv_sign_in.qr')}
                />
              </div>
              <div className="tv-pairing__steps">
                <p>{t('tv_sign_in.scan')}</p>
                <p>
                  {t('tv_sign_in.or_visit')}{' '}
                  <strong className="tv-pairing__address">
                    {shown.verificationUri.replace(/^https?:\/\//, '')}
                  </strong>
                </p>
                <p className="tv-pairing__code">
                  {/* Read letter by letter, not as a word. */}
                  <span className="visually-hidden">
                    {t('tv_sign_in.code_label', { code: shown.userCode.split('').join(' ') })}
                  </span>
                  <span aria-hidden="true">{shown.userCode}</span>
                </p>
                <p>{t('tv_sign_in.next')}</p>
              </div>
            </div>
          ) : problem ? (
            <Button
              focusKey="tv-sign-in-new-code"
              onPress={() => {
                pairing.current?.restart();
                // This button goes with the problem: focus stays on the screen.
                setFocus('tv-sign-in-email');
              }}
            >
              {t('tv_sign_in.new_code')}
            </Button>
          ) : (
            <p role="status">{t('tv_sign_in.getting_code')}</p>
          )}
          <Button focusKey="tv-sign-in-email" variant="secondary" onPress={emailInstead}>
            {t(mode === 'signIn' ? 'tv_sign_in.email_instead' : 'tv_sign_in.email_sign_up_instead')}
          </Button>
        </>
      )}
    </AccountModal>
  );
}
