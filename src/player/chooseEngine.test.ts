import { describe, expect, it } from 'vitest';
import { chooseEngine } from './chooseEngine.ts';

describe('chooseEngine', () => {
  it.each([
    ['clear HLS with MSE: hls.js', { kind: 'hls' as const }, true, 'hls.js'],
    ['clear HLS without MSE: Shaka (native HLS)', { kind: 'hls' as const }, false, 'shaka'],
    ['DASH: Shaka', { kind: 'dash' as const }, true, 'shaka'],
    [
      'protected HLS: Shaka',
      { kind: 'hls' as const, licenceServers: { 'org.w3.clearkey': '/l' } },
      true,
      'shaka',
    ],
    ['an empty licence list is clear', { kind: 'hls' as const, licenceServers: {} }, true, 'hls.js'],
  ])('%s', (_name, source, mse, engine) => {
    expect(chooseEngine(source, { mse })).toBe(engine);
  });
});
