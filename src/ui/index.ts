/**
 * What the first screen and most screens share. Pieces only lazily loaded screens use (MediaGrid,
 * Modal, OnScreenKeyboard, useMarkdownHtml) are imported from their own files: re-exported here they
 * land in the first screen's bundle.
 */
export { Button } from './Button.tsx';
export { Card } from './Card.tsx';
export { ErrorScreen } from './ErrorScreen.tsx';
export { keepInView } from './keepInView.ts';
export { MediaCard } from './MediaCard.tsx';
export { MenuLink } from './MenuLink.tsx';
export { Spinner } from './Spinner.tsx';
export { Shelf } from './shelf/Shelf.tsx';
export { type ShelfVariant, shelfMetrics } from './shelf/shelfMetrics.ts';
export { useRemPx } from './shelf/useRemPx.ts';
export { ShelfList } from './shelfList/ShelfList.tsx';
export {
  cardFocusKey,
  homeDeviceLists,
  homeRows,
  hubRows,
  type ShelfRow,
  shelfFocusKey,
} from './shelfList/shelfRows.ts';
export { useFocusableLink } from './useFocusableLink.ts';
export { useNow } from './useNow.ts';
