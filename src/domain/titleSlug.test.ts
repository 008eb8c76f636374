import { describe, expect, it } from 'vitest';
import { mediaUrl, titleSlug } from './titleSlug.ts';

describe('titleSlug (spec: browsing 2, title slug)', () => {
  it.each([
    ['Big Buck Bunny', 'big-buck-bunny'],
    ['Tears of Steel: The Movie!', 'tears-of-steel-the-movie'],
    ['  Two  spaces ', '-two-spaces-'],
    ['Año Nuevo', 'ao-nuevo'],
    ['snake_case stays', 'snake_case-stays'],
  ])('%s → %s', (title, slug) => {
    expect(titleSlug(title)).toBe(slug);
  });
});

describe('mediaUrl', () => {
  it('carries the playlist as r', () => {
    expect(mediaUrl({ mediaid: 'abc123', title: 'Sintel' }, 'pl1')).toBe('/m/abc123/sintel?r=pl1');
    expect(mediaUrl({ mediaid: 'abc123', title: 'Sintel' })).toBe('/m/abc123/sintel');
  });
});
