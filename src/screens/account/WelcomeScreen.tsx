import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';

/** spec: accounts 9 — the welcome countdown. */
const COUNTDOWN_SECONDS = 10;
/** A media or series page: what was bought there is what 'start watching' plays. */
const ITEM_PAGE = /^\/[ms]\//;
/** The modal's and the payment redirect's parameters (spec: payments 2, Query parameters). */
const MODAL_PARAMS = ['u', 'message', 'offerId', 'orderId', 'redirectResult'];

/**
 * spec: accounts 2.1, 4.4; payments 2, 4 (Welcome) — welcome after sign-up or a purchase: 'start
 * watching', or home after 10 s; closing goes to '/'. Start watching on a media or series page (a
 * purchase made there) plays that item (play=1, the modal's parameters gone); elsewhere it goes home.
 */
export function WelcomeScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  const home = () => navigate('/', { replace: true });
  const startWatching = () => {
    if (!ITEM_PAGE.test(pathname)) return home();
    const next = new URLSearchParams(search);
    for (const param of MODAL_PARAMS) next.delete(param);
    next.set('play', '1');
    navigate({ search: `?${next}` }, { replace: true });
  };
  useEffect(() => {
    const timer = setInterval(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the countdown reaches zero
  useEffect(() => {
    if (left <= 0) home();
  }, [left]);
  return (
    <AccountModal name="welcome" titleKey="welcome.title" first="welcome-start" onClose={home}>
      <p>{t('welcome.text')}</p>
      <Button focusKey="welcome-start" onPress={startWatching}>
        {t('welcome.start')}
      </Button>
      <p aria-live="off">{t('welcome.countdown', { count: Math.max(left, 0) })}</p>
    </AccountModal>
  );
}
