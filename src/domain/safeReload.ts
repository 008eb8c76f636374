/** What the page shows when a new version of the app is ready, read from the DOM by the caller. */
export interface PageActivity {
  /** Every video element: a player session holds its source while paused and between episodes. */
  videos: ReadonlyArray<{ currentSrc: string; paused: boolean }>;
  /**
   * Every input and text area. Whether the viewer typed it or the page filled it cannot be told: React
   * writes a controlled input's value into its default too. Either way it is a form being filled in.
   */
  fields: ReadonlyArray<{ type: string; value: string }>;
}

/** Inputs that hold no typing of the viewer's. */
const NOT_TYPED = new Set([
  'hidden',
  'submit',
  'button',
  'reset',
  'image',
  'checkbox',
  'radio',
  'range',
  'color',
]);

/**
 * Issue 20; spec: browsing 1 and 9 — when a new service worker takes over, the page reloads, but never
 * under the viewer: not while a video plays or a player holds one (a reload would throw the playback
 * and its position away), not while a form holds anything typed (the page's next navigation, once the
 * form is gone, reloads it). Otherwise it may.
 */
export function reloadIsSafe({ videos, fields }: PageActivity): boolean {
  const watching = videos.some((video) => video.currentSrc !== '' || !video.paused);
  const typing = fields.some((field) => !NOT_TYPED.has(field.type) && field.value !== '');
  return !watching && !typing;
}
