import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';

/** What TV players go by (issue 18: Tizen AVPlay, webOS's native pipeline, Safari's native HLS). */
const BY_EXTENSION: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mpd': 'application/dash+xml',
  '.m4s': 'video/mp4',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
};

/**
 * The representation ids of a DASH manifest that carry audio: a Representation with an audio
 * mimeType, or any Representation of an AdaptationSet whose contentType or mimeType says audio.
 */
export function audioRepresentationIds(mpd: string): Set<string> {
  const ids = new Set<string>();
  let setIsAudio = false;
  for (const [tag] of mpd.matchAll(/<(?:AdaptationSet|Representation)\b[^>]*>/g)) {
    const audio = /\b(?:contentType="audio"|mimeType="audio\/)/.test(tag);
    if (tag.startsWith('<AdaptationSet')) {
      setIsAudio = audio;
      continue;
    }
    const id = /\bid="([^"]+)"/.exec(tag)?.[1];
    if (id && (audio || setIsAudio)) ids.add(id);
  }
  return ids;
}

/**
 * A media file's content type by its name; a fragmented MP4 segment (`init-{id}.m4s`,
 * `seg-{id}-{n}.m4s`, the DASH muxer's names) of an audio representation is audio/mp4.
 */
export function mediaFileType(fileName: string, audioIds: ReadonlySet<string>): string {
  const extension = extname(fileName).toLowerCase();
  const type = BY_EXTENSION[extension] ?? 'application/octet-stream';
  if (type !== 'video/mp4') return type;
  const representation = /^(?:init|seg)-([^-.]+)/.exec(fileName)?.[1];
  return representation !== undefined && audioIds.has(representation) ? 'audio/mp4' : type;
}

/** Content types for the files of a media directory; each folder's manifest.mpd is read once. */
export function mediaTypes() {
  const audioByFolder = new Map<string, Promise<Set<string>>>();
  return async (filePath: string): Promise<string> => {
    const folder = dirname(filePath);
    let audioIds = audioByFolder.get(folder);
    if (!audioIds) {
      audioIds = readFile(join(folder, 'manifest.mpd'), 'utf8').then(audioRepresentationIds, () => new Set());
      audioByFolder.set(folder, audioIds);
    }
    return mediaFileType(basename(filePath), await audioIds);
  };
}
