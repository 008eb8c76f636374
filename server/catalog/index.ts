import type { CatalogItem } from './catalogTypes.ts';
import { channelItems } from './channels.ts';
import { liveEventItems } from './liveEvents.ts';
import { movies, trailerItems } from './movies.ts';
import { playlists } from './playlists.ts';
import { episodes, series, seriesItems } from './series.ts';
import { specialItems } from './specialItems.ts';

export type { CatalogItem, CatalogPlaylist } from './catalogTypes.ts';
export { type ChannelPlan, channels, programmesOf, scheduleToken } from './channels.ts';
export { demoClearKey } from './drmKeys.ts';
export { liveEventTimes } from './liveEvents.ts';
export { series } from './series.ts';
export { drmLicencePaths } from './specialItems.ts';

/** The whole sample catalogue: what a fresh install serves (regenerate images with scripts/media). */
export const catalogue = {
  items: [
    ...movies,
    ...trailerItems,
    ...seriesItems,
    ...episodes,
    ...channelItems,
    ...liveEventItems,
    ...specialItems,
  ] satisfies CatalogItem[],
  playlists,
  series,
};
