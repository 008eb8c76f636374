import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorScreen } from '../ui/index.ts';

/** The features a route can be gated by, named by their translation keys (feature.*). */
export type GatedFeature = 'search' | 'favorites' | 'settings' | 'privacy_policy' | 'terms_of_use';

/**
 * spec: browsing 2, Route table — routes gated by flags; spec: browsing 8 — a disabled feature used:
 * '{feature} feature is not enabled', with a focused way home.
 */
export function FeatureGate({
  enabled,
  feature,
  children,
}: {
  enabled: boolean;
  feature: GatedFeature;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (enabled) return <>{children}</>;
  return (
    <ErrorScreen
      focusKey="feature-disabled"
      title={t('error.feature_disabled', { feature: t(`feature.${feature}`) })}
      description=""
      action={{ label: t('app.home'), onPress: () => navigate('/') }}
    />
  );
}
