import { describe, expect, it } from 'vitest';
import { preloadEntryGuards, rewriteGuards } from './guardsWithoutDataUrls.ts';

const CODE = 'if(!import.meta.resolve)throw Error("import.meta.resolve not supported")';
const named = (codes: string[]) => (code: string) => {
  codes.push(code);
  return `guard-${codes.length}.js`;
};

describe('rewriteGuards', () => {
  it("points a minified build's single-quoted guard at a file holding its code", () => {
    const codes: string[] = [];
    const html = `<script type="module">import'data:text/javascript,${CODE}';import.meta.url</script>`;
    expect(rewriteGuards(html, '/assets/', named(codes))).toBe(
      `<script type="module">import'/assets/guard-1.js';import.meta.url</script>`,
    );
    expect(codes).toEqual([CODE]);
  });

  it("reads an unminified build's double-quoted guard with escaped quotes whole", () => {
    const codes: string[] = [];
    const literal = `\\"assets/index-X.js\\";${CODE.replaceAll('"', '\\"')}`;
    const chunk = `import "data:text/javascript,${literal}";\nexport const a = 1;`;
    expect(rewriteGuards(chunk, './', named(codes))).toBe(`import"./guard-1.js";\nexport const a = 1;`);
    expect(codes).toEqual([`"assets/index-X.js";${CODE}`]);
  });

  it('leaves text without a guard as it is', () => {
    expect(rewriteGuards('import "./a.js";', './', named([]))).toBe('import "./a.js";');
  });

  it('fails on an escape it does not read, rather than write a wrong guard', () => {
    expect(() => rewriteGuards(`import'data:text/javascript,a\\nb'`, './', named([]))).toThrow(
      /an escape this plugin does not read/,
    );
  });
});

describe('preloadEntryGuards', () => {
  const page = [
    '<script>x||document.write(\'<script type="module" crossorigin src="/assets/polyfills-P.js"><\\/script>\')</script>',
    '    <script type="module" crossorigin src="/assets/index-E.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/framework-F.js">',
  ].join('\n');

  it("preloads the entry's guard right after the entry's script, not after a script written only where needed", () => {
    expect(preloadEntryGuards(page, '/assets/index-E.js', ['/assets/guard-1.js']).split('\n')).toEqual([
      page.split('\n')[0],
      '    <script type="module" crossorigin src="/assets/index-E.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/guard-1.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/framework-F.js">',
    ]);
  });

  it('fails when the page does not load the entry, rather than preload a guard nothing imports', () => {
    expect(() => preloadEntryGuards(page, '/assets/polyfills-P.js', ['/assets/guard-1.js'])).toThrow(
      /no script for \/assets\/polyfills-P.js/,
    );
  });
});
