import { lazy, memo, Suspense } from 'react';
import type { AnalyticsReporterProps } from '../../analytics/AnalyticsReporter.tsx';
import { importWhenOnline } from './idleLazy.ts';
import { ServiceWorkerUpdates } from './ServiceWorkerUpdates.tsx';

/** spec: browsing 1 — analytics, for a site that turns it on: its own chunk, fetched only then. */
const AnalyticsReporter = lazy(() => importWhenOnline(() => import('../../analytics/AnalyticsReporter.tsx')));

/**
 * What the app does in the background, loaded once the first screen is idle (Shell.tsx): one chunk,
 * so the first screen names one file for all of it. The service worker is a build's (`npm run dev`
 * serves none).
 */
function IdleWork({ analytics }: { analytics: AnalyticsReporterProps | undefined }) {
  return (
    <>
      {import.meta.env.PROD ? <ServiceWorkerUpdates /> : null}
      {analytics ? (
        <Suspense fallback={null}>
          <AnalyticsReporter {...analytics} />
        </Suspense>
      ) : null}
    </>
  );
}

// Memoised: the shell renders again on every change of the URL, an overlay's query too (issue 19).
export default memo(IdleWork);
