import { describe, expect, it } from 'vitest';
import { foldForSearch, rankedSearch, searchRank } from './searchRank.ts';

const item = (title: string, extra: Record<string, string> = {}) => ({ mediaid: title, title, ...extra });

describe('search ranking (issue 26)', () => {
  it('puts a title that starts with the query first, then a title word, then a title containing it', () => {
    const items = [
      item('The Last Orchard', { description: 'A story of an ocean crossing.' }),
      item('Blue Ocean', {}),
      item('Rococo'),
      item('Ocean Drift'),
    ];
    expect(rankedSearch(items, 'oc').map((entry) => entry.title)).toEqual([
      'Ocean Drift',
      'Blue Ocean',
      'Rococo',
      'The Last Orchard',
    ]);
  });

  it('finds people by their names, after titles and before the other fields', () => {
    const director = item('Paper Moons', { director: 'Peter Okafor' });
    const cast = item('Salt and Stone', { cast: 'Omar Haddad, Julia Brandt' });
    const described = item('Glass Harbour', { description: 'Julia returns home.' });
    expect(searchRank(director, 'okafor')).toBe(3);
    expect(searchRank(cast, 'julia brandt')).toBe(3);
    expect(searchRank(cast, 'brand')).toBe(3);
    expect(rankedSearch([described, cast], 'julia').map((entry) => entry.title)).toEqual([
      'Salt and Stone',
      'Glass Harbour',
    ]);
  });

  it('ignores case and accents both ways', () => {
    expect(foldForSearch('Sofía Ramírez')).toBe('sofia ramirez');
    expect(searchRank(item('El Océano'), 'oceano')).toBe(1);
    expect(searchRank(item('El Oceano'), 'OCÉANO')).toBe(1);
    expect(searchRank(item('x', { director: 'Sofía Ramírez' }), 'sofia')).toBe(3);
    expect(searchRank(item('Año nuevo'), 'año')).toBe(0);
  });

  it('matches nothing for a query found nowhere, or an empty one', () => {
    expect(searchRank(item('Ocean Drift'), 'zzz')).toBeUndefined();
    expect(searchRank(item('Ocean Drift'), '  ')).toBeUndefined();
  });
});
