import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { siteOrigin } from '../../app/appLocation.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { Button } from '../../ui/index.ts';
import { useDetailTranslation } from './detailStrings.ts';

/** The QR code dialog loads (with qrcode.react) only when a viewer shares from a TV. */
const ShareDialog = lazy(() => import('./ShareDialog.tsx'));

/** spec: browsing 9 — the copied-URL state lasts 2 s. */
const COPIED_MS = 2000;

export const SHARE_BUTTON_KEY = 'detail-share';

/**
 * spec: browsing 2 — share the page's share URL. Desktop and mobile copy it to the clipboard; a TV has
 * no clipboard a viewer could paste from, so it shows the link and a QR code of it for a phone.
 */
function ShareButtonView({ url }: { url: string }) {
  const { t } = useDetailTranslation();
  const layout = useLayout();
  const [copied, setCopied] = useState(false);
  const [showing, setShowing] = useState(false);
  const { contentHost } = useStartupResult();
  const absolute = new URL(url, siteOrigin(contentHost)).toString();
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const share = async () => {
    if (layout === 'tv') {
      setShowing(true);
      return;
    }
    try {
      await navigator.clipboard.writeText(absolute);
      setCopied(true);
    } catch {
      // No clipboard (insecure origins, some web views): show the link instead.
      setShowing(true);
    }
  };
  return (
    <>
      <Button focusKey={SHARE_BUTTON_KEY} variant="secondary" onPress={() => void share()}>
        {copied ? t('video.copied') : t('video.share')}
      </Button>
      {showing ? (
        <Suspense fallback={null}>
          <ShareDialog url={absolute} onClose={() => setShowing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

// Memoised: the page renders again when an overlay opens or closes (play=1 and the like; issue 19).
export const ShareButton = memo(ShareButtonView);
