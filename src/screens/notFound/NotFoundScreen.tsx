import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorScreen } from '../../ui/index.ts';

/** spec: browsing 2, Route table — anything else: 'Not found' / 'This page doesn't exist.' */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorScreen
      title={t('error.not_found_title')}
      description={t('error.not_found_description')}
      action={{ label: t('app.home'), onPress: () => navigate('/') }}
    />
  );
}
