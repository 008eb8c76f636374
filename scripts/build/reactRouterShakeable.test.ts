import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterShakeable, shakeableRouter } from './reactRouterShakeable.ts';

describe('shakeableRouter', () => {
  const chunk = [
    'var LocationContext = React.createContext(null);',
    'LocationContext.displayName = "Location";',
    'var Link = React10.forwardRef(function LinkWithRef(props, ref) {',
    '  let Inner = React10.forwardRef(() => null);',
    '  Inner.displayName = "Inner";',
    '  return null;',
    '});',
    'Link.displayName = "Link";',
    'function HistoryRouter() {}',
    'HistoryRouter.displayName = "unstable_HistoryRouter";',
  ].join('\n');

  it("drops the top-level names and marks the top-level calls pure, keeping every line's place", () => {
    const result = shakeableRouter(chunk);
    expect(result.code.split('\n')).toEqual([
      'var LocationContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef(props, ref) {',
      '  let Inner = React10.forwardRef(() => null);',
      '  Inner.displayName = "Inner";',
      '  return null;',
      '});',
      '',
      'function HistoryRouter() {}',
      '',
    ]);
    expect(result).toMatchObject({ displayNames: 3, pureCalls: 2 });
  });
});

/** Bundles `source` (production, minified) the way the app's build resolves react-router. */
async function bundle(source: string, plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === 'virtual:entry' ? '\0entry' : null),
    load: (id) => (id === '\0entry' ? source : null),
  };
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    plugins: [entry, ...plugins],
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(
            new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
          ),
        },
      ],
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, rollupOptions: { input: 'virtual:entry' } },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  return results
    .flatMap((result) => result.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

describe('reactRouterShakeable', () => {
  // The router the app uses (src/app/AppRouter.tsx): no Link, NavLink, Form or ScrollRestoration.
  const app =
    "import { BrowserRouter, Routes, Route } from 'react-router'; window.r = [BrowserRouter, Routes, Route];";
  // Strings only Link and Form (and what they call) hold in the library.
  const linkAndForm = /data-discover|multipart\/form-data/;

  it('leaves out of the bundle the components the app does not import, with what they call', async () => {
    const plain = await bundle(app, []);
    const shaken = await bundle(app, [reactRouterShakeable()]);
    expect(plain).toMatch(linkAndForm);
    expect(shaken).not.toMatch(linkAndForm);
    expect(shaken.length).toBeLessThan(plain.length * 0.8);
  });

  it('keeps a component the app imports, named or not', async () => {
    const withLink = await bundle(
      "import { BrowserRouter, Link } from 'react-router'; window.r = [BrowserRouter, Link];",
      [reactRouterShakeable()],
    );
    expect(withLink).toMatch(/data-discover/);
  });

  it('fails the build when the chunk no longer has the shape it rewrites', async () => {
    const plugin = reactRouterShakeable();
    const transform = plugin.transform;
    if (typeof transform !== 'function') throw new Error('the plugin has no transform hook');
    const id = '/x/node_modules/react-router/dist/production/chunk-ABC.mjs';
    const call = () =>
      Reflect.apply(transform, {}, ['var Link = /*#__PURE__*/ wrap(React.forwardRef(f));', id]);
    expect(call).toThrow(/0 top-level displayName assignments/);
  });
});
