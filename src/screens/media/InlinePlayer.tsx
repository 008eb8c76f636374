import './inlinePlayer.css';
import { lazy, Suspense } from 'react';
import { PRODUCT_NAME } from '../../config/product.ts';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { mediaOffers } from '../../domain/lockRules.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Button } from '../../ui/index.ts';
import { useDetailTranslation } from './detailStrings.ts';

const PlayerOverlay = lazy(() => import('../../player/PlayerOverlay.tsx'));

interface InlinePlayerProps {
  item: MediaItem;
  entitled: boolean;
  playing: boolean;
  onClose(): void;
}

/**
 * spec: browsing 2, Player placement — with config custom.inlinePlayer the player sits in the page.
 * A viewer who is not entitled sees the paywall instead: 'buy to start watching' (the item has
 * offers) or 'sign up to start watching', then 'Watch this on {siteName}'; the start button below
 * leads on, and a guest has 'Sign in' too (the login modal, where the show-login flag allows).
 */
export function InlinePlayer({ item, entitled, playing, onClose }: InlinePlayerProps) {
  const { t } = useDetailTranslation();
  const { config, features } = useStartupResult();
  // A site with accounts whose viewer is not signed in.
  const guest = useAccountStore((state) => state.status !== 'unavailable' && state.status !== 'signedIn');
  const { open } = useOverlayParams();
  if (!entitled) {
    const hasOffers = mediaOffers(item, config.packageKey).length > 0;
    return (
      <section className="inline-player inline-player--paywall" aria-label={item.title}>
        <h2>{hasOffers ? t('video.buy') : t('video.sign_up')}</h2>
        <p>{t('video.watch_on', { siteName: PRODUCT_NAME })}</p>
        {guest && features.showLogin ? (
          <Button focusKey="inline-sign-in" variant="secondary" onPress={() => open({ u: 'login' })}>
            {t('app.sign_in')}
          </Button>
        ) : null}
      </section>
    );
  }
  if (!playing) {
    return (
      <section className="inline-player" aria-label={item.title}>
        {item.image ? <img className="inline-player__poster" src={item.image} alt="" /> : null}
      </section>
    );
  }
  return (
    <section className="inline-player" aria-label={item.title}>
      <Suspense fallback={null}>
        <PlayerOverlay key={item.mediaid} item={item} onClose={onClose} inline />
      </Suspense>
    </section>
  );
}
