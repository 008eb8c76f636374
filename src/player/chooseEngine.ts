import type { EngineName, PlayableSource } from './PlayerAdapter.ts';

export interface EngineSupport {
  /** Media Source Extensions (ManagedMediaSource counts). */
  mse: boolean;
}

/**
 * hls.js plays clear HLS where MSE exists; Shaka plays DASH and anything protected, and is the fallback
 * (it also drives native HLS where MSE is missing).
 */
export function chooseEngine(
  source: Pick<PlayableSource, 'kind' | 'licenceServers'>,
  support: EngineSupport,
): EngineName {
  const protectedStream = Boolean(source.licenceServers && Object.keys(source.licenceServers).length > 0);
  if (source.kind === 'hls' && !protectedStream && support.mse) return 'hls.js';
  return 'shaka';
}
