import { createContext, runInContext, runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { installModernPolyfills } from '../../platform/web/modernPolyfills.ts';
import { loadPolyfillsWhereMissing, MODERN_POLYFILLS } from './modernPolyfills.ts';

const page = `<head>
    <script type="module" crossorigin src="/assets/polyfills-lEUSxswe.js"></script>
    <script type="module" crossorigin src="/assets/index-Dsq2QR6g.js"></script>
</head>`;

/** Runs the page's inline script in a fresh context and returns what it wrote. */
function written(html: string, prepare = ''): string[] {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no inline script');
  const out: string[] = [];
  runInNewContext(`${prepare};${script}`, { document: { write: (text: string) => out.push(text) } });
  return out;
}

describe('loadPolyfillsWhereMissing', () => {
  it('leaves the entry module where it was and the polyfills tag out of the page', () => {
    const html = loadPolyfillsWhereMissing(page);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Dsq2QR6g.js"></script>');
    // Only inside the inline script's string, with its end tag escaped.
    expect(html).not.toContain('polyfills-lEUSxswe.js"></script>');
    expect(html.indexOf('polyfills-lEUSxswe')).toBeLessThan(html.indexOf('index-Dsq2QR6g'));
  });

  it('writes nothing in an engine that has every built-in (Node 20 has them all)', () => {
    expect(written(loadPolyfillsWhereMissing(page))).toEqual([]);
  });

  it.each([
    ['Array.prototype.at (Chromium before 92)', 'delete Array.prototype.at'],
    ['Array.prototype.flat (Chromium before 69)', 'delete Array.prototype.flat'],
    ['Object.fromEntries (Chromium before 73)', 'delete Object.fromEntries'],
    ['String.prototype.trimEnd (Chromium before 66)', 'delete String.prototype.trimEnd'],
    ['globalThis (Chromium before 71)', 'var globalThis = undefined'],
  ])('writes the polyfills module where %s is missing', (_name, remove) => {
    expect(written(loadPolyfillsWhereMissing(page), remove)).toEqual([
      '<script type="module" crossorigin src="/assets/polyfills-lEUSxswe.js"></script>',
    ]);
  });

  it('fails the build when the plugin writes its tag differently', () => {
    expect(() => loadPolyfillsWhereMissing('<head></head>')).toThrow(/polyfills tag was not found/);
  });
});

describe('MODERN_POLYFILLS', () => {
  it("names each built-in the polyfills provide, and the page's test for it sees it missing, then provided", () => {
    for (const [builtIn, present] of Object.entries(MODERN_POLYFILLS)) {
      const path = builtIn.split('.');
      const name = path.pop() as string;
      const context = createContext();
      const realm = runInContext('this', context) as typeof globalThis;
      const owner = path.reduce<Record<string, unknown>>(
        (object, key) => object[key] as Record<string, unknown>,
        realm as unknown as Record<string, unknown>,
      );
      Reflect.deleteProperty(owner, name);
      expect(runInContext(present, context), `${builtIn} missing`).toBeFalsy();
      installModernPolyfills(realm);
      expect(runInContext(present, context), `${builtIn} provided`).toBeTruthy();
    }
  });
});
