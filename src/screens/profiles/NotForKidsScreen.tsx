import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorScreen } from '../../ui/index.ts';
import { ACCOUNT_NS } from '../account/accountTranslations.ts';

/**
 * Issue 16 — a kids profile opened a grown-up title by a link (its listings never show one): it says so
 * and offers the way to another profile, rather than a page whose Play the back end would refuse.
 */
export function NotForKidsScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  return (
    <ErrorScreen
      title={t('profiles.not_for_kids_title')}
      description={t('profiles.not_for_kids_description')}
      action={{ label: t('profiles.switch_profile'), onPress: () => navigate('/u/profiles') }}
    />
  );
}
