import type { CatalogItem, CatalogPlaylist } from './catalogTypes.ts';
import { channelItems } from './channels.ts';
import { liveEventItems } from './liveEvents.ts';
import { movies } from './movies.ts';
import { episodes, seriesItems } from './series.ts';
import { specialItems } from './specialItems.ts';

const ids = (items: CatalogItem[]) => items.map((item) => item.mediaid);
const ofGenre = (genre: string) => ids(movies.filter((item) => item.genre === genre));

export const playlists: CatalogPlaylist[] = [
  {
    feedid: 'featured',
    title: 'Featured',
    description: 'Hand-picked for you',
    mediaIds: ids(movies.slice(0, 6)),
  },
  {
    feedid: 'toprated',
    title: 'Top 10 Movies',
    description: 'The most watched',
    mediaIds: ids(movies.slice(6, 16)),
    railType: 'top-rated',
  },
  {
    feedid: 'dramas01',
    title: 'Dramas',
    description: 'Stories to get lost in',
    mediaIds: [...ofGenre('Drama'), ...ofGenre('Comedy')],
  },
  {
    feedid: 'nature01',
    title: 'Nature and Adventure',
    description: 'Out of doors',
    mediaIds: [...ofGenre('Nature'), ...ofGenre('Adventure')],
  },
  {
    feedid: 'family01',
    title: 'Family Time',
    description: 'For everyone on the sofa',
    mediaIds: ofGenre('Family'),
  },
  {
    feedid: 'docs0001',
    title: 'Documentaries',
    description: 'True stories',
    mediaIds: ofGenre('Documentary'),
  },
  { feedid: 'allmovie', title: 'All Movies', description: 'Every film, by genre', mediaIds: ids(movies) },
  { feedid: 'series01', title: 'Series', description: 'Binge-worthy', mediaIds: ids(seriesItems) },
  {
    feedid: 'demo0001',
    title: 'Demo Streams',
    description: 'One of every stream kind',
    mediaIds: ids(specialItems.slice(0, 4)),
  },
  { feedid: 'events01', title: 'Live Events', mediaIds: ids(liveEventItems), contentType: 'liveevent' },
  {
    feedid: 'channels',
    title: 'Live TV',
    mediaIds: ids(channelItems),
    contentType: 'live',
    isLiveChannel: 'true',
  },
  { feedid: 'recommnd', title: 'You May Also Like', mediaIds: ids(movies), kind: 'recommendations' },
  {
    feedid: 'search01',
    title: 'Search',
    mediaIds: ids([...movies, ...seriesItems, ...episodes, ...channelItems, ...specialItems]),
    kind: 'search',
  },
  { feedid: 'emptyrow', title: 'Coming Soon', description: 'Nothing here yet', mediaIds: [] },
];
