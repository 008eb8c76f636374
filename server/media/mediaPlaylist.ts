import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MediaPlaylist {
  /** Path of the init segment, relative to the media folder. */
  map: string;
  segments: Array<{ uri: string; duration: number }>;
  targetDuration: number;
}

const cache = new Map<string, MediaPlaylist>();

/**
 * Reads one generated fMP4 media playlist (media/hls/{clip}/v{n}/index.m3u8) into its segment list,
 * with paths made relative to the media folder so other playlists can point at them. Cached: the
 * files are committed and never change while the server runs.
 */
export function readMediaPlaylist(mediaDir: string, clip: string, variant: number): MediaPlaylist {
  const key = `${mediaDir}|${clip}|${variant}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const folder = `hls/${clip}/v${variant}`;
  const text = readFileSync(join(mediaDir, folder, 'index.m3u8'), 'utf8');
  const lines = text.split('\n').map((line) => line.trim());
  const mapMatch = text.match(/#EXT-X-MAP:URI="([^"]+)"/);
  if (!mapMatch?.[1]) throw new Error(`${folder}/index.m3u8 has no EXT-X-MAP`);
  const segments: MediaPlaylist['segments'] = [];
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXTINF:')) return;
    const uri = lines[index + 1];
    if (!uri || uri.startsWith('#')) throw new Error(`${folder}/index.m3u8: EXTINF without a URI`);
    segments.push({ uri: `${folder}/${uri}`, duration: Number.parseFloat(line.slice(8)) });
  });
  const playlist = {
    map: `${folder}/${mapMatch[1]}`,
    segments,
    targetDuration: Math.ceil(Math.max(...segments.map((segment) => segment.duration))),
  };
  cache.set(key, playlist);
  return playlist;
}

/** The variants every muxed clip has (scripts/media/generate-media.sh): 360p and 720p. */
export const variants = [
  { index: 0, bandwidth: 400_000, resolution: '640x360', codecs: 'avc1.4d401e,mp4a.40.2' },
  { index: 1, bandwidth: 900_000, resolution: '1280x720', codecs: 'avc1.4d401f,mp4a.40.2' },
] as const;

export function masterPlaylist(variantUri: (index: number) => string, extraLines: string[] = []): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...extraLines,
    ...variants.flatMap((variant) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${variant.bandwidth},RESOLUTION=${variant.resolution},CODECS="${variant.codecs}"`,
      variantUri(variant.index),
    ]),
    '',
  ].join('\n');
}
