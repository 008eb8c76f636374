import { describe, expect, it } from 'vitest';
import { type ConfigSourceInput, chooseConfigSource, configSourceUrl } from './configSource.ts';

const base: ConfigSourceInput = {
  defaultSource: 'ottdemo1',
  allowedSources: ['ottsvod1'],
  allowAny: false,
  requested: null,
  remembered: null,
};

describe('chooseConfigSource (spec: browsing 1, Start-up step 2)', () => {
  it.each<[string, Partial<ConfigSourceInput>, ReturnType<typeof chooseConfigSource>]>([
    ['no override: the default', {}, { ok: true, source: 'ottdemo1', remember: null }],
    [
      'an allowed override is used and remembered',
      { requested: 'ottsvod1' },
      { ok: true, source: 'ottsvod1', remember: 'ottsvod1' },
    ],
    [
      'the remembered override is used on the next start',
      { remembered: 'ottsvod1' },
      { ok: true, source: 'ottsvod1', remember: 'ottsvod1' },
    ],
    [
      'an empty app-config clears the override',
      { requested: '', remembered: 'ottsvod1' },
      { ok: true, source: 'ottdemo1', remember: null },
    ],
    [
      'an override that is not allowed is ignored',
      { requested: 'evilcfg1' },
      { ok: true, source: 'ottdemo1', remember: null },
    ],
    [
      'a bad override keeps the good remembered one',
      { requested: 'evilcfg1', remembered: 'ottsvod1' },
      { ok: true, source: 'ottsvod1', remember: 'ottsvod1' },
    ],
    [
      'a remembered override no longer allowed is dropped',
      { remembered: 'oldcfg01' },
      { ok: true, source: 'ottdemo1', remember: null },
    ],
    [
      'UNSAFE_allowAnyConfigSource lets any source in',
      { allowAny: true, requested: 'https://x.test/c.json' },
      { ok: true, source: 'https://x.test/c.json', remember: 'https://x.test/c.json' },
    ],
    [
      'the default alone may be chosen explicitly',
      { requested: 'ottdemo1' },
      { ok: true, source: 'ottdemo1', remember: 'ottdemo1' },
    ],
    [
      'no default and no override: no usable source',
      { defaultSource: undefined },
      { ok: false, remember: null },
    ],
    [
      'no default, allowed override: usable',
      { defaultSource: undefined, requested: 'ottsvod1' },
      { ok: true, source: 'ottsvod1', remember: 'ottsvod1' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(chooseConfigSource({ ...base, ...change })).toEqual(expected);
  });
});

describe('configSourceUrl (spec: browsing 1, Start-up step 3)', () => {
  it.each([
    ['ottdemo1', 'https://cdn.test', 'https://cdn.test/apps/configs/ottdemo1.json'],
    ['ottdemo1', 'https://cdn.test/', 'https://cdn.test/apps/configs/ottdemo1.json'],
    ['OTTDEMO1', 'https://cdn.test', 'OTTDEMO1'],
    ['ottdemo12', 'https://cdn.test', 'ottdemo12'],
    ['/local/config.json', 'https://cdn.test', '/local/config.json'],
  ])('%s on %s reads %s', (source, host, url) => {
    expect(configSourceUrl(source, host)).toBe(url);
  });
});
