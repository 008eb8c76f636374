import { describe, expect, it } from 'vitest';
import { type BuildManifest, firstScreenFiles } from '../build/firstScreen.ts';
import { gzipBytes } from './bundleSize.ts';

/** A manifest shaped like the one Vite and plugin-legacy write for this app. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_ui-b.js', '_runtime-c.js'],
    css: ['assets/index-a.css'],
  },
  '_ui-b.js': { file: 'assets/ui-b.js', imports: ['_runtime-c.js', '_schemas-d.js'] },
  '_runtime-c.js': { file: 'assets/runtime-c.js' },
  '_schemas-d.js': { file: 'assets/schemas-d.js', css: ['assets/schemas-d.css'] },
  'src/screens/search/SearchScreen.tsx': { file: 'assets/SearchScreen-e.js', imports: ['_ui-b.js'] },
  'vite/legacy-polyfills': { file: 'assets/polyfills-f.js', isEntry: true },
};

describe('firstScreenFiles', () => {
  it('takes the polyfills, the entry and its static imports once each, never the lazy screens', () => {
    expect(firstScreenFiles(manifest, 'index.html', 'vite/legacy-polyfills')).toEqual({
      js: [
        'assets/polyfills-f.js',
        'assets/index-a.js',
        'assets/ui-b.js',
        'assets/runtime-c.js',
        'assets/schemas-d.js',
      ],
      css: ['assets/index-a.css', 'assets/schemas-d.css'],
    });
  });

  it('adds a lazy chunk a layout loads beside the entry, with its own imports, without repeats', () => {
    expect(
      firstScreenFiles(manifest, 'index.html', 'vite/legacy-polyfills', [
        'src/screens/search/SearchScreen.tsx',
      ]).js,
    ).toEqual([
      'assets/polyfills-f.js',
      'assets/index-a.js',
      'assets/ui-b.js',
      'assets/runtime-c.js',
      'assets/schemas-d.js',
      'assets/SearchScreen-e.js',
    ]);
  });

  it('works without a polyfills entry', () => {
    expect(firstScreenFiles(manifest, 'index.html', 'absent').js).not.toContain('assets/polyfills-f.js');
  });

  it('names a missing entry', () => {
    expect(() => firstScreenFiles(manifest, 'index-legacy.html', 'absent')).toThrow(/index-legacy.html/);
  });
});

describe('gzipBytes', () => {
  it('compresses repetitive text well below its length', () => {
    const text = 'focus '.repeat(1000);
    expect(gzipBytes(text)).toBeLessThan(text.length / 20);
  });
});
