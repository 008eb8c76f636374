import { afterEach, describe, expect, it, vi } from 'vitest';
import { appFile } from './appFiles.ts';

describe('appFile', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('leaves every address as given on the web', () => {
    expect(appFile('/images/avatars/fox.svg')).toBe('/images/avatars/fox.svg');
  });

  it('makes the app’s root-relative files page-relative in a TV package, and nothing else', () => {
    // The build defines it as a boolean; any truthy value stands for it here.
    vi.stubEnv('VITE_PACKAGED', 'true');
    expect(appFile('/images/avatars/fox.svg')).toBe('./images/avatars/fox.svg');
    expect(appFile('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    expect(appFile('//cdn.example.org/a.png')).toBe('//cdn.example.org/a.png');
  });
});
