import type { ComponentType } from 'react';
import type { MediaItem } from '../../content/contentSchemas.ts';

export interface MediaScreenProps {
  item: MediaItem;
}

type Matcher = (item: MediaItem) => boolean;

/**
 * spec: browsing 2, Media route — the screen for an item by its contentType (lowercase), with a
 * required default. Adding a content type is one `register` line, never an edit in a switch.
 */
export function createMediaScreenRegistry(fallback: ComponentType<MediaScreenProps>) {
  const entries: Array<{ matches: Matcher; screen: ComponentType<MediaScreenProps> }> = [];
  return {
    register(screen: ComponentType<MediaScreenProps>, matches: Matcher) {
      entries.push({ matches, screen });
      return this;
    },
    registerByContentType(screen: ComponentType<MediaScreenProps>, ...types: string[]) {
      const wanted = types.map((type) => type.toLowerCase());
      return this.register(screen, (item) => wanted.includes(item.contentType?.toLowerCase() ?? ''));
    },
    screenFor(item: MediaItem): ComponentType<MediaScreenProps> {
      return entries.find((entry) => entry.matches(item))?.screen ?? fallback;
    },
  };
}
