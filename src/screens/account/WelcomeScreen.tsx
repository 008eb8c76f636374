import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';

/** spec: accounts 9 — the welcome countdown. */
const COUNTDOWN_SECONDS = 10;

/** spec: accounts 2.1, 4.4 — welcome after sign-up: 'start watching', or home after 10 s; closing goes to '/'. */
export function WelcomeScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  const home = () => navigate('/', { replace: true });
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
      <Button focusKey="welcome-start" onPress={home}>
        {t('welcome.start')}
      </Button>
      <p aria-live="off">{t('welcome.countdown', { count: Math.max(left, 0) })}</p>
    </AccountModal>
  );
}
