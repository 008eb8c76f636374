import { z } from 'zod/mini';
import type { MediaItem } from '../content/contentSchemas.ts';

/** One picture of a thumbnails track: the time it covers and its place in a sprite. */
export interface Thumbnail {
  start: number;
  end: number;
  /** The sprite (or image) URL, resolved against the track's. */
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const tracksSchema = z.array(z.looseObject({ file: z.string(), kind: z.optional(z.string()) }));

/** The item's thumbnails track (browsing 3: JW's `tracks`, kind 'thumbnails'), if it has one. */
export function thumbnailsTrackOf(item: MediaItem): string | undefined {
  const tracks = tracksSchema.safeParse(item.tracks);
  return tracks.success ? tracks.data.find((track) => track.kind === 'thumbnails')?.file : undefined;
}

const seconds = (time: string): number | undefined => {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(time.trim());
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', secs = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
};

/**
 * Issue 26: a WebVTT thumbnails track, each cue's text an image URL with its tile as a media fragment
 * (`sprite.jpg#xywh=192,0,192,108`). Cues without a usable time or tile are skipped, not fatal: a
 * thumbnail less is no reason to lose the others.
 */
export function parseThumbnailsVtt(text: string, trackUrl: string): Thumbnail[] {
  const thumbnails: Thumbnail[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timing = lines.findIndex((line) => line.includes('-->'));
    const target = timing === -1 ? undefined : lines[timing + 1];
    if (timing === -1 || !target) continue;
    const [from = '', to = ''] = (lines[timing] ?? '').split('-->');
    const start = seconds(from);
    const end = seconds(to.trim().split(/\s+/)[0] ?? '');
    const [image = '', fragment = ''] = target.trim().split('#');
    const tile = /^xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(fragment);
    if (start === undefined || end === undefined || !tile) continue;
    const [, x, y, width, height] = tile.map(Number) as [number, number, number, number, number];
    thumbnails.push({ start, end, url: new URL(image, trackUrl).href, x, y, width, height });
  }
  return thumbnails;
}

/** The thumbnail covering a time, or the last one before it. */
export function thumbnailAt(thumbnails: readonly Thumbnail[], time: number): Thumbnail | undefined {
  let found: Thumbnail | undefined;
  for (const thumbnail of thumbnails) {
    if (thumbnail.start > time) break;
    found = thumbnail;
  }
  return found;
}
