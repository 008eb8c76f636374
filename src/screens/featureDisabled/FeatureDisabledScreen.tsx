import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorScreen } from '../../ui/ErrorScreen.tsx';

/** The features a route can be gated by, named by their translation keys (feature.*). */
export type GatedFeature =
  | 'search'
  | 'favorites'
  | 'settings'
  | 'privacy_policy'
  | 'terms_of_use'
  | 'activate_tv';

/** spec: browsing 8 — a disabled feature used: '{feature} feature is not enabled', with a way home. */
export function FeatureDisabledScreen({ feature }: { feature: GatedFeature }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorScreen
      focusKey="feature-disabled"
      title={t('error.feature_disabled', { feature: t(`feature.${feature}`) })}
      description=""
      action={{ label: t('app.home'), onPress: () => navigate('/') }}
    />
  );
}
