import { describe, expect, it } from 'vitest';
import { parseWebappIni } from './webappIni.ts';

describe('parseWebappIni (spec: browsing 1, Start-up step 1)', () => {
  it('reads every field, with the list syntax for allowed sources', () => {
    const ini = parseWebappIni(
      [
        'defaultConfigSource = ottdemo1',
        'additionalAllowedConfigSources[] = ottsvod1',
        'additionalAllowedConfigSources[] = https://example.org/config.json',
        'UNSAFE_allowAnyConfigSource = true',
        'playerId = abcd1234',
        'playerLicenseKey = key',
      ].join('\n'),
    );
    expect(ini).toEqual({
      defaultConfigSource: 'ottdemo1',
      additionalAllowedConfigSources: ['ottsvod1', 'https://example.org/config.json'],
      UNSAFE_allowAnyConfigSource: true,
      playerId: 'abcd1234',
      playerLicenseKey: 'key',
    });
  });

  it('defaults to no extra sources and no open door', () => {
    expect(parseWebappIni('defaultConfigSource = ottdemo1')).toEqual({
      defaultConfigSource: 'ottdemo1',
      additionalAllowedConfigSources: [],
      UNSAFE_allowAnyConfigSource: false,
    });
  });

  it('rejects a single value where a list is expected', () => {
    expect(() => parseWebappIni('additionalAllowedConfigSources = ottsvod1')).toThrow();
  });

  it('rejects a content host that is not a URL', () => {
    expect(() => parseWebappIni('contentHost = not a url')).toThrow();
  });
});
