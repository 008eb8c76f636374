import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../integrations/testing/memoryStorage.ts';
import { preSearchPage, rememberPage } from './preSearchPage.ts';

describe('the page before search (spec: browsing 2, Search — reset)', () => {
  beforeEach(() => {
    Object.assign(globalThis, { window: { sessionStorage: memoryStorage() } });
  });

  it('nothing visited yet: /', () => {
    expect(preSearchPage()).toBe('/');
  });

  it.each<[string, Array<[string, string]>, string]>([
    ['the last page before search', [['/p/dramas01/dramas', '']], '/p/dramas01/dramas'],
    [
      'search pages do not replace it',
      [
        ['/m/m001demo/northern-lights', '?r=featured'],
        ['/q/', ''],
        ['/q/sig', ''],
      ],
      '/m/m001demo/northern-lights?r=featured',
    ],
    [
      'overlays and playback are left out',
      [['/m/m001demo/x', '?r=featured&u=show-more-details&play=1']],
      '/m/m001demo/x?r=featured',
    ],
    [
      'the newest page wins',
      [
        ['/p/a', ''],
        ['/favorites', ''],
      ],
      '/favorites',
    ],
  ])('%s', (_name, visits, expected) => {
    for (const [pathname, search] of visits) rememberPage(pathname, search);
    expect(preSearchPage()).toBe(expected);
  });
});
