import { useTranslation } from 'react-i18next';
import type { PagerPosition } from './shelfMetrics.ts';

interface ShelfPagerProps {
  position: PagerPosition;
  canPrevious: boolean;
  canNext: boolean;
  onPage(pages: number): void;
}

/**
 * spec: browsing 2, Shelf — previous and next buttons and the 'page of pages' indicator, for mouse and
 * touch viewers (not shown on TV, where remote viewers simply move the focus). Out of the tab order:
 * a keyboard moves along the cards.
 */
export function ShelfPager({ position, canPrevious, canNext, onPage }: ShelfPagerProps) {
  const { t } = useTranslation();
  return (
    <div className="shelf__pager">
      <button
        type="button"
        tabIndex={-1}
        className="shelf__arrow"
        aria-label={t('shelf.slide_previous')}
        disabled={!canPrevious}
        onClick={() => onPage(-1)}
      >
        ‹
      </button>
      <span className="shelf__indicator">{t('shelf.slide_indicator', { ...position })}</span>
      <button
        type="button"
        tabIndex={-1}
        className="shelf__arrow"
        aria-label={t('shelf.slide_next')}
        disabled={!canNext}
        onClick={() => onPage(1)}
      >
        ›
      </button>
    </div>
  );
}
