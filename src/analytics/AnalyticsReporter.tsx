import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type AnalyticsEvent, GUEST_USER_ID, screenPath } from '../domain/analyticsEvents.ts';
import { deviceTypeOf } from '../domain/deviceType.ts';
import { useAccountStore } from '../stores/accountStore.ts';
import { useDeviceStore } from '../stores/deviceStore.ts';
import { useViewer } from '../stores/viewerStore.ts';
import { useLatest } from '../ui/useLatest.ts';
import { connectAnalytics } from './analyticsBus.ts';
import { createAnalyticsReporter } from './analyticsReporter.ts';
import { useScrollMilestones } from './useScrollMilestones.ts';

export interface AnalyticsReporterProps {
  /** Where batches go: the reference back end's /v1/analytics/events on the content host. */
  url: string;
  /** The config's analyticsToken. */
  token: string;
}

type Common = Pick<AnalyticsEvent, 'deviceType' | 'userId'>;

/**
 * spec: browsing 1 and 9 — reports screen views, scroll milestones and (through the analytics bus) the
 * player's events, each with the device type and the user id, 'Guest user' for guests. Loaded in idle
 * time after start-up, only for a site whose config turns analytics on; renders nothing.
 */
export default function AnalyticsReporter({ url, token }: AnalyticsReporterProps) {
  const { pathname, search } = useLocation();
  const screen = screenPath(pathname, search);
  const viewer = useViewer();
  // A session a previous visit left is read after start-up: until then the viewer is not yet known, and
  // reporting them as a guest would be wrong (the events wait; the bus keeps the player's).
  const known = useAccountStore((state) => state.status !== 'loading');
  const profileKind = useDeviceStore((state) => state.profile.kind);
  const deviceType = useMemo(
    () =>
      deviceTypeOf({
        profileKind,
        userAgent: navigator.userAgent,
        maxTouchPoints: navigator.maxTouchPoints ?? 0,
      }),
    [profileKind],
  );
  // A signed-in viewer whose integration gave no id is counted as a guest rather than as a made-up one.
  const userId = viewer.signedIn && viewer.userId ? viewer.userId : GUEST_USER_ID;
  const common = useLatest<Common>({ deviceType, userId });
  const [reporter] = useState(() => createAnalyticsReporter(url, token));

  useEffect(() => reporter.start(), [reporter]);
  useEffect(() => {
    if (known) return connectAnalytics((event) => reporter.add({ ...event, ...common.current }));
  }, [reporter, known]);
  useEffect(() => {
    if (!known) return;
    reporter.add({ type: 'screen_view', at: new Date().toISOString(), path: screen, ...common.current });
  }, [reporter, screen, known]);
  useScrollMilestones(screen, (percent) =>
    reporter.add({
      type: 'scroll_depth',
      percent,
      at: new Date().toISOString(),
      path: screen,
      ...common.current,
    }),
  );
  return null;
}
