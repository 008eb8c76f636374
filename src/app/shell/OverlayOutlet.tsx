import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccountStore } from '../../stores/accountStore.ts';

const AccountOverlays = lazy(() => import('../overlays/AccountOverlays.tsx'));

/** u values whose screens live with their page (the media detail's show-more-details). */
const PAGE_OVERLAYS = new Set(['show-more-details']);

/**
 * spec: accounts 2.1 — ?u= opens an account screen over the current page. Only this check is in the
 * first bundle; the screens are a chunk of their own, and a site without accounts shows none.
 */
export function OverlayOutlet() {
  const [params] = useSearchParams();
  const name = params.get('u');
  const available = useAccountStore((state) => state.status !== 'unavailable');
  if (!name || PAGE_OVERLAYS.has(name) || !available) return null;
  return (
    <Suspense fallback={null}>
      <AccountOverlays name={name} />
    </Suspense>
  );
}
