import { FocusContext } from '@noriginmedia/norigin-spatial-navigation';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../ui/index.ts';
import { useFocusTrap } from '../../ui/useFocusTrap.ts';

/**
 * Over the page while offline: it holds focus (nothing underneath can load) and Back does nothing;
 * when the network returns, focus goes back to where the viewer was.
 */
export default function OfflineOverlay() {
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
