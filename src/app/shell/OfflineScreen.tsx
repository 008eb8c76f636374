import { FocusContext } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../ui/index.ts';
import { useFocusTrap } from '../../ui/useFocusTrap.ts';

/** Whether the browser says it has a network. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** spec: browsing 2, App shell — offline: its screen with a Retry that reloads the page. */
export function OfflineScreen() {
  return useOnline() ? null : <OfflineOverlay />;
}

/**
 * Over the page while offline: it holds focus (nothing underneath can load) and Back does nothing;
 * when the network returns, focus goes back to where the viewer was.
 */
function OfflineOverlay() {
  const { t } = useTranslation();
  const { ref, focusKey } = useFocusTrap({
    focusKey: 'offline-trap',
    preferredChildFocusKey: 'offline',
    onBack: () => undefined,
  });
  return (
    <FocusContext.Provider value={focusKey}>
      <div ref={ref} className="offline-overlay">
        <ErrorScreen
          focusKey="offline"
          title={t('error.offline_title')}
          description={t('error.offline_description')}
          action={{ label: t('app.retry'), onPress: () => window.location.reload() }}
        />
      </div>
    </FocusContext.Provider>
  );
}
