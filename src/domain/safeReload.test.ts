import { describe, expect, it } from 'vitest';
import { reloadIsSafe } from './safeReload.ts';

const idleVideo = { currentSrc: '', paused: true };
const field = (type: string, value: string) => ({ type, value });

describe('reloadIsSafe (issue 20: a new version reloads the page at a safe moment)', () => {
  it('allows a reload on a page with no player and untouched forms', () => {
    expect(reloadIsSafe({ videos: [], fields: [] })).toBe(true);
    expect(reloadIsSafe({ videos: [idleVideo], fields: [field('search', '')] })).toBe(true);
  });

  it('waits while a video plays', () => {
    expect(reloadIsSafe({ videos: [{ currentSrc: 'blob:x', paused: false }], fields: [] })).toBe(false);
  });

  it('waits while a player holds a video, paused or between episodes', () => {
    // The reading a viewer expects: pausing to fetch a drink does not invite a reload.
    expect(reloadIsSafe({ videos: [{ currentSrc: 'blob:x', paused: true }], fields: [] })).toBe(false);
  });

  it('waits while a form holds what the viewer typed', () => {
    expect(reloadIsSafe({ videos: [], fields: [field('email', 'ana@example.com')] })).toBe(false);
    expect(reloadIsSafe({ videos: [], fields: [field('textarea', 'a note')] })).toBe(false);
    expect(reloadIsSafe({ videos: [], fields: [field('password', 'x')] })).toBe(false);
  });

  it('does not count fields nobody types into', () => {
    expect(reloadIsSafe({ videos: [], fields: [field('hidden', 'csrf'), field('checkbox', 'on')] })).toBe(
      true,
    );
  });
});
