import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { handFocusBack } from '../../focus/focusMemory.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { primaryMeta } from './primaryMeta.ts';
import { ShowMoreDetails } from './ShowMoreDetails.tsx';
import { detailsOf, SHOW_MORE, storeDetails, storedDetails } from './seeMoreDetails.ts';

/**
 * Where focus goes when the modal closes and nothing opened it (a reload with the modal open). Not the
 * app menu: with none of these yet on the page, the trap's last resort takes it until the page is ready.
 */
const PAGE_KEYS = ['detail-more', 'hub-more', 'detail-start'];

/**
 * spec: browsing 2, Show-more-details modal — open while u=show-more-details, for the detail page and
 * the hub alike. Its state is kept in session storage ('seeMoreDetails'): a reload shows the same
 * details at once, before (and without) the item's fetch; a missing, invalid or other item's stored
 * value falls back to the fetched item.
 */
export function ShowMoreDetailsHost({ id, item }: { id: string | undefined; item: MediaItem | undefined }) {
  const { t } = useTranslation();
  const { params, close: closeOverlay } = useOverlayParams();
  const open = params.get('u') === SHOW_MORE;
  // Open when the page loaded (a reload, a deep link): nothing opened it, and whatever held focus as it
  // mounted is the page's own first focus (a card, depending on timing), not an opener to go back to.
  const openedWithPage = useRef(open);
  const stored = useMemo(() => (open && id ? storedDetails(id) : undefined), [open, id]);
  const fetched = useMemo(
    () => (open && !stored && item ? detailsOf(item, primaryMeta(item, t)) : undefined),
    [open, stored, item, t],
  );
  useEffect(() => {
    if (fetched) storeDetails(fetched);
  }, [fetched]);

  const details = stored ?? fetched;
  if (!open || !details) return null;
  // Opened from the page: back to the page's entry, so one more Back leaves the screen (useOverlayParams).
  // The modal gives focus back to its opener; after a reload or a deep link it had none: the page's.
  const close = () => {
    closeOverlay('u');
    // Focus moved on before the modal goes is kept by its trap (useFocusTrap).
    if (openedWithPage.current) handFocusBack(PAGE_KEYS);
    openedWithPage.current = false;
  };
  return <ShowMoreDetails details={details} onClose={close} fallbackFocus={PAGE_KEYS} />;
}
