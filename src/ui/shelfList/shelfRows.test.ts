import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config/appConfigSchema.ts';
import { homeRows } from './shelfRows.ts';

const config = {
  content: [
    { type: 'playlist', contentId: 'featured', featured: true },
    { type: 'continue_watching' },
    { type: 'favorites', title: 'My list' },
    { type: 'playlist' },
  ],
  features: {},
} as unknown as AppConfig;
const lists = { continueWatching: ['a'], favorites: ['b'] };
const titles = { continueWatching: 'Seguir viendo', favorites: 'Favoritos' };

/** spec: browsing 2, Home — Visibility. */
describe('homeRows', () => {
  it.each([
    [{ continueWatching: true, favorites: true }, ['featured', 'continue', 'favorites']],
    [{ continueWatching: false, favorites: true }, ['featured', 'favorites']],
    [{ continueWatching: true, favorites: false }, ['featured', 'continue']],
    [{ continueWatching: false, favorites: false }, ['featured']],
  ])('features %j -> rows %j', (features, playlistIds) => {
    expect(homeRows(config, features, lists, titles).map((row) => row.playlistId)).toEqual(playlistIds);
  });

  it("titles the device rows in the viewer's language unless the config names them", () => {
    const rows = homeRows(config, { continueWatching: true, favorites: true }, lists, titles);
    expect(rows.map((row) => row.customTitle)).toEqual([undefined, 'Seguir viendo', 'My list']);
  });

  it('keeps each row index from content[], so focus keys survive a feature change', () => {
    const rows = homeRows(config, { continueWatching: false, favorites: true }, lists, titles);
    expect(rows.map((row) => row.rowIndex)).toEqual([0, 2]);
    expect(rows[1]).toMatchObject({ customTitle: 'My list', mediaIds: ['b'] });
  });
});

/** spec: browsing 3 (content[].backgroundColor) and 5 (text colour on a background). */
describe("homeRows: a row's own background", () => {
  const coloured = (backgroundColor: string | null) =>
    ({
      content: [{ type: 'playlist', contentId: 'p', backgroundColor }],
      features: {},
    }) as unknown as AppConfig;
  it.each<[string | null, { background: string; text: string } | undefined]>([
    ['#f5c518', { background: '#f5c518', text: '#000000' }],
    ['#3a0ca3', { background: '#3a0ca3', text: '#ffffff' }],
    [null, undefined],
    ['url(x)', undefined],
  ])('%s -> %j', (backgroundColor, colors) => {
    expect(
      homeRows(coloured(backgroundColor), { continueWatching: true, favorites: true }, lists, titles)[0]
        ?.colors,
    ).toEqual(colors);
  });
});
