import { describe, expect, it } from 'vitest';
import { chooseEngine, engineSupport } from './chooseEngine.ts';

const fn = () => undefined;

describe('chooseEngine', () => {
  it.each([
    ['clear HLS with MSE: hls.js', { kind: 'hls' as const }, true, 'hls.js'],
    ['clear HLS without MSE: Shaka (native HLS)', { kind: 'hls' as const }, false, 'shaka'],
    ['DASH: Shaka', { kind: 'dash' as const }, true, 'shaka'],
    ['DASH without MSE: Shaka (which then says it cannot play)', { kind: 'dash' as const }, false, 'shaka'],
    [
      'protected HLS: Shaka',
      { kind: 'hls' as const, licenceServers: { 'org.w3.clearkey': '/l' } },
      true,
      'shaka',
    ],
    [
      'protected DASH (FairPlay among the systems): Shaka',
      { kind: 'dash' as const, licenceServers: { 'com.apple.fps': '/spc', 'com.widevine.alpha': '/wv' } },
      true,
      'shaka',
    ],
    ['an empty licence list is clear', { kind: 'hls' as const, licenceServers: {} }, true, 'hls.js'],
  ])('%s', (_name, source, mse, engine) => {
    expect(chooseEngine(source, { mse })).toBe(engine);
  });
});

describe('engineSupport: what counts as MSE', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['MediaSource (desktop, Tizen, webOS)', { MediaSource: fn }, true],
    ['ManagedMediaSource only (iOS Safari 17)', { ManagedMediaSource: fn }, true],
    ['the prefixed WebKitMediaSource (old WebKit TVs)', { WebKitMediaSource: fn }, true],
    ['none (iOS Safari before 17): Shaka plays HLS natively', {}, false],
    ['a non-function value does not count', { MediaSource: undefined }, false],
  ])('%s', (_case, scope, mse) => {
    expect(engineSupport(scope).mse).toBe(mse);
  });
});
