import type { Plugin } from 'vite';

/** react-router's production build: one chunk file holds the whole library (the app aliases to it). */
const ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

/** A top-level `Name.displayName = "…";` statement (nested ones are indented and left alone). */
const TOP_LEVEL_DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

/** A top-level component or context made by a React call that has no side effect. */
const TOP_LEVEL_REACT_CALL = /^(var \w+ = )(React\d*\.(?:forwardRef|createContext)\()/gm;

export interface ShakeableRouter {
  code: string;
  displayNames: number;
  pureCalls: number;
}

/**
 * react-router's chunk with what keeps its unused exports alive removed: the `displayName`
 * assignments (names for React DevTools) after each top-level component and context, and the
 * missing pure annotation on their `forwardRef`/`createContext` calls. Either made a bundler keep
 * `Link`, `NavLink`, `Form`, `ScrollRestoration` and the prefetching and form code they reach,
 * though the app uses none of them (remix-run/react-router#14058, #15299).
 */
export function shakeableRouter(code: string): ShakeableRouter {
  let displayNames = 0;
  let pureCalls = 0;
  const out = code
    .replace(TOP_LEVEL_DISPLAY_NAME, () => {
      displayNames += 1;
      return '';
    })
    .replace(TOP_LEVEL_REACT_CALL, (_all, declaration: string, call: string) => {
      pureCalls += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    });
  return { code: out, displayNames, pureCalls };
}

/**
 * Lets the build drop the parts of react-router the app does not import: ~4.4 kB gzip of the first
 * screen (issue 19). The library ships one flat file whose top-level `X.displayName = …` statements
 * count as side effects, so every component with a name stayed in the bundle with all it calls.
 * Names only show in React DevTools; the app's behaviour is the library's own.
 *
 * A react-router update whose chunk no longer has this shape fails the build here: then check
 * whether the library annotates these itself (remix-run/react-router#15299) and drop this plugin,
 * or adapt the patterns.
 */
export function reactRouterShakeable(): Plugin {
  return {
    name: 'react-router-shakeable',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id)) return null;
      const result = shakeableRouter(code);
      if (/\bforwardRef\(/.test(code) && (result.displayNames === 0 || result.pureCalls === 0))
        throw new Error(
          `react-router-shakeable: ${id} has ${result.displayNames} top-level displayName assignments and ` +
            `${result.pureCalls} top-level forwardRef/createContext calls; see scripts/build/reactRouterShakeable.ts`,
        );
      // Every line stays where it was (a removed statement leaves its line empty), so the library's
      // lines map as they are; only the annotated lines' columns shift.
      return { code: result.code, map: null };
    },
  };
}
