import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { runStartup, type StartupResult } from '../config/startup.ts';
import { StartupError } from '../config/startupError.ts';
import { applySiteLanguage, supportedLanguages } from '../i18n/i18n.ts';
import { StartupErrorScreen } from '../screens/startupError/StartupErrorScreen.tsx';
import { useConfigStore } from '../stores/configStore.ts';
import { useDeviceStore } from '../stores/deviceStore.ts';
import { Spinner } from '../ui/index.ts';
import { AppRouter } from './AppRouter.tsx';
import { bootAccounts } from './accountBoot.ts';
import { CookieConsent } from './shell/CookieConsent.tsx';
import { loadPageChrome } from './shell/pageChrome.ts';
import { browserStartupEnvironment } from './startupEnvironment.ts';
import { pageTheme } from './theme.ts';

let begun: Promise<StartupResult> | undefined;

/**
 * Issue 19: boot calls this before React's first render, so the settings file and the config are on
 * their way while the translations initialise and React mounts (about 250 ms at 4x CPU throttle). The
 * startup query takes the sequence over; a retry runs it afresh.
 */
export function beginStartup(): void {
  begun = runStartup(browserStartupEnvironment());
  // The gate awaits it; should it never render (the translations failed), the failure is not unhandled.
  begun.catch(() => undefined);
}

async function startApp() {
  const tv = useDeviceStore.getState().profile.kind === 'tv';
  const startup = begun ?? runStartup(browserStartupEnvironment());
  begun = undefined;
  const [result] = await Promise.all([startup, tv ? undefined : loadPageChrome()]);
  const { config, features } = result;
  try {
    await applySiteLanguage({
      available: config.availableLanguages ?? supportedLanguages,
      fallback: config.byDefaultLanguage ?? 'en',
      multiLanguage: features.isMultiLanguageSupport,
    });
  } catch (cause) {
    throw new StartupError('translations_unavailable', config.byDefaultLanguage ?? '', { cause });
  }
  useConfigStore.getState().setStartup(result);
  bootAccounts(result);
  return result;
}

/** Runs the start-up sequence once; shows its failure screen, or the app once it succeeds. */
export function StartupGate() {
  const { t } = useTranslation();
  const startup = useQuery({
    queryKey: ['startup'],
    queryFn: startApp,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!startup.data) return;
    const root = document.documentElement;
    for (const [name, value] of Object.entries(pageTheme(startup.data.branding, startup.data.config.styling)))
      root.style.setProperty(name, value);
    document.title = startup.data.config.siteName ?? document.title;
    // spec: browsing 3, Config — branding.favicon_url; without it the app's own icon (index.html) stays.
    const icon = startup.data.config.branding?.favicon_url;
    if (icon) document.querySelector('link[rel="icon"]')?.setAttribute('href', icon);
  }, [startup.data]);

  if (startup.isPending) return <Spinner label={t('app.loading')} />;
  if (startup.isError) {
    const error =
      startup.error instanceof StartupError
        ? startup.error
        : new StartupError('config_invalid', startup.error.message, { cause: startup.error });
    return (
      <main>
        <StartupErrorScreen error={error} onRetry={() => void startup.refetch()} />
      </main>
    );
  }
  return (
    <CookieConsent>
      <AppRouter />
    </CookieConsent>
  );
}
