import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { registerRemoteKeys } from '../../platform/tvPlatform.ts';
import { StartupError } from '../config/startupError.ts';
import { chooseDeviceProfile, isDeviceProfileId } from '../focus/chooseDeviceProfile.ts';
import { initFocus } from '../focus/initFocus.ts';
import { i18next, initI18n } from '../i18n/i18n.ts';
import { SharedTranslationProvider } from '../i18n/SharedTranslation.tsx';
import { StartupErrorScreen } from '../screens/startupError/StartupErrorScreen.tsx';
import { sessionStore } from '../stores/deviceStorage.ts';
import { layoutFor, useDeviceStore } from '../stores/deviceStore.ts';
import { queryClient } from './queryClient.ts';
import { beginStartup, StartupGate } from './StartupGate.tsx';

const DEVICE_KEY = 'device';

/** The device profile: ?device= (remembered for the session), else the user agent. */
function setUpDevice() {
  const requested = new URLSearchParams(window.location.search).get('device');
  if (requested && isDeviceProfileId(requested)) sessionStore.set(DEVICE_KEY, requested);
  const profile = chooseDeviceProfile({
    requested,
    remembered: sessionStore.get(DEVICE_KEY),
    userAgent: navigator.userAgent,
  });
  const store = useDeviceStore.getState();
  store.setProfile(profile);
  store.setViewportWidth(window.innerWidth);
  const applyLayout = () => {
    useDeviceStore.getState().setViewportWidth(window.innerWidth);
    document.documentElement.setAttribute('data-layout', layoutFor(profile, window.innerWidth));
    // Read once here, when it can change, not in every shelf's render: getComputedStyle inside a
    // render forces a style recalculation mid-commit (issue 7 measured ~8 per key press on Home).
    useDeviceStore
      .getState()
      .setRemPx(Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);
  };
  applyLayout();
  window.addEventListener('resize', applyLayout);
  registerRemoteKeys(profile.registerKeys);
  initFocus(profile);
}

export async function boot(container: HTMLElement): Promise<void> {
  setUpDevice();
  beginStartup();
  const root = createRoot(container);
  let translationsFailed = false;
  try {
    await initI18n();
  } catch (error) {
    console.error('Unable to load translations', error);
    translationsFailed = true;
  }
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <SharedTranslationProvider>
          <QueryClientProvider client={queryClient}>
            {translationsFailed ? (
              <main>
                <StartupErrorScreen
                  error={new StartupError('translations_unavailable', i18next.language ?? '')}
                  onRetry={() => window.location.reload()}
                />
              </main>
            ) : (
              <StartupGate />
            )}
          </QueryClientProvider>
        </SharedTranslationProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
