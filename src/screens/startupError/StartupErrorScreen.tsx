import { useTranslation } from 'react-i18next';
import type { StartupError, StartupErrorCode } from '../../config/startupError.ts';
import type { ApiError } from '../../net/http.ts';
import { ErrorScreen } from '../../ui/index.ts';

/** spec: browsing 8 — each start-up failure's title and description keys. */
const texts: Record<StartupErrorCode, { title: string; description: string }> = {
  settings_unreadable: { title: 'error.settings_unreadable', description: 'error.check_your_settings' },
  no_usable_sources: { title: 'error.no_usable_sources', description: 'error.check_your_settings' },
  config_invalid: { title: 'error.config_invalid', description: 'error.check_your_config' },
  too_many_integrations: { title: 'error.too_many_integrations', description: 'error.check_your_config' },
  translations_unavailable: {
    title: 'error.translations_title',
    description: 'error.translations_description',
  },
};

/**
 * A start-up that could not reach the back end at all (no network, the server down; a second visit
 * starts from the service worker's cache) is the offline screen, Retry included (issue 20): the
 * settings and the config are not wrong, and their technical detail would only mislead.
 */
const unreachable = (error: StartupError) => (error.cause as ApiError | undefined)?.code === 'network';

export function StartupErrorScreen({ error, onRetry }: { error: StartupError; onRetry(): void }) {
  const { t } = useTranslation();
  const isOffline = unreachable(error);
  const { title, description } = isOffline
    ? { title: 'error.offline_title', description: 'error.offline_description' }
    : texts[error.code];
  return (
    <ErrorScreen
      focusKey="startup-error"
      title={t(title)}
      description={t(description)}
      detail={error.detail && !isOffline ? t('error.technical_detail', { detail: error.detail }) : undefined}
      action={{ label: t('app.retry'), onPress: onRetry }}
    />
  );
}
