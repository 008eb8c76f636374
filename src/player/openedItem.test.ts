import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../content/contentSchemas.ts';
import { keepOpened } from './openedItem.ts';

const item = (mediaid: string, fields: Record<string, string> = {}): MediaItem => ({
  mediaid,
  title: mediaid,
  description: '',
  duration: 0,
  images: [],
  sources: [],
  ...fields,
});

/**
 * spec: browsing 4, Refetching — a live media item is fetched again every 30 s, and each change
 * (its state, its scheduled times) is a new object: the player keeps the item it opened with, or the
 * stream would be torn down and loaded again mid-event.
 */
describe('keepOpened', () => {
  const opened = item('evt1', { 'VCH.EventState': 'PRE_LIVE' });

  it('keeps the opened item when a refresh brings the same media id', () => {
    const refreshed = item('evt1', { 'VCH.EventState': 'LIVE_PUBLISHED' });
    expect(keepOpened(opened, refreshed)).toBe(opened);
  });

  it('takes the new item when another media plays (up next, the next episode)', () => {
    const next = item('evt2');
    expect(keepOpened(opened, next)).toBe(next);
  });
});
