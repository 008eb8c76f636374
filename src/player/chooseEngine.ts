import type { EngineName, PlayableSource } from './PlayerAdapter.ts';

export interface EngineSupport {
  /** Media Source Extensions (ManagedMediaSource and the old prefixed WebKitMediaSource count). */
  mse: boolean;
}

/** What the browser offers the engines: hls.js needs MSE; Shaka also plays HLS natively (src=) without it. */
export function engineSupport(scope: Record<string, unknown>): EngineSupport {
  const mse = ['MediaSource', 'ManagedMediaSource', 'WebKitMediaSource'].some(
    (name) => typeof scope[name] === 'function',
  );
  return { mse };
}

/**
 * The engine rule: hls.js plays clear HLS where MSE exists; Shaka plays DASH, anything protected (its DRM
 * configuration covers every key system: drmSystems.ts), and is the fallback where MSE is missing (it
 * then hands HLS to the browser's native player). There is no runtime fallback from hls.js to Shaka:
 * the fatal errors hls.js reports with MSE present (a 403, a network failure, codecs the browser
 * refuses) fail the same way in Shaka, and retrying would only delay the error screen.
 */
export function chooseEngine(
  source: Pick<PlayableSource, 'kind' | 'licenceServers'>,
  support: EngineSupport,
): EngineName {
  const protectedStream = Boolean(source.licenceServers && Object.keys(source.licenceServers).length > 0);
  if (source.kind === 'hls' && !protectedStream && support.mse) return 'hls.js';
  return 'shaka';
}
