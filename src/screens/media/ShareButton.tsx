import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/index.ts';

/** spec: browsing 9 — the copied-URL state lasts 2 s. */
const COPIED_MS = 2000;

/** spec: browsing 2 — share the media path with shared=true; copies the link where the browser can. */
export function ShareButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const share = async () => {
    const absolute = new URL(url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(absolute);
      setCopied(true);
    } catch {
      // No clipboard (TV engines, insecure origins): show the link so it can be read out.
      window.prompt(t('video.share'), absolute);
    }
  };
  return (
    <Button focusKey="detail-share" variant="secondary" onPress={() => void share()}>
      {copied ? t('video.copied') : t('video.share')}
    </Button>
  );
}
