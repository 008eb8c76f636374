import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { memo } from 'react';
import type { TimeZone } from '../../epg/epgDay.ts';
import { formatWeekday } from '../../epg/epgFormat.ts';
import { Button } from '../../ui/index.ts';
import { useLiveTranslation } from './liveStrings.ts';

interface GuideToolbarProps {
  /** The day the guide shows (its local midnight). */
  dayMs: number;
  timeZone: TimeZone;
  /** Every channel's schedule failed to load. */
  allFailed: boolean;
  /** These three the same on every render (EpgGuide), so that the memo holds. */
  onNow(): void;
  onEarlier(): void;
  onLater(): void;
}

/**
 * Above the guide's grid: the weekday of the day shown, 'Now', and sliding earlier and later. Memo: a
 * cursor move renders the guide, and its three buttons with their focusables rendered on each press of a
 * 4x TV for nothing (issue 19); the toolbar renders when the day or the language changes.
 */
export const GuideToolbar = memo(function GuideToolbar(props: GuideToolbarProps) {
  const { t, i18n } = useLiveTranslation();
  const toolbar = useFocusable({ focusKey: 'epg-toolbar', trackChildren: true });
  return (
    <FocusContext.Provider value={toolbar.focusKey}>
      <div ref={toolbar.ref} className="epg__toolbar">
        {/* spec: browsing 2 — the weekday as 3 letters: the day shown, also past midnight (issue 18). */}
        <span className="epg__day">{formatWeekday(props.dayMs, props.timeZone, i18n.language)}</span>
        <Button focusKey="epg-now" variant="secondary" onPress={props.onNow}>
          {t('epg.now')}
        </Button>
        <Button focusKey="epg-earlier" variant="secondary" onPress={props.onEarlier}>
          {`◀ ${t('epg.earlier')}`}
        </Button>
        <Button focusKey="epg-later" variant="secondary" onPress={props.onLater}>
          {`${t('epg.later')} ▶`}
        </Button>
        {/* Every schedule failed: said once for the guide; each row says it too and still plays live. */}
        {props.allFailed ? (
          <p className="epg__message" role="alert">
            {t('epg.guide_failed')}
          </p>
        ) : null}
      </div>
    </FocusContext.Provider>
  );
});
