import { useTranslation } from 'react-i18next';
import type { Playlist } from '../../content/contentSchemas.ts';
import { MediaCard, Shelf } from '../../ui/index.ts';

export function shelfFocusKey(rowIndex: number): string {
  return `shelf-${rowIndex}`;
}

export function cardFocusKey(rowIndex: number, mediaId: string): string {
  return `card-${rowIndex}-${mediaId}`;
}

interface PlaylistShelfProps {
  playlistId: string;
  /** The row's custom title; the playlist's own title otherwise. */
  customTitle?: string;
  rowIndex: number;
  playlist: Playlist | undefined;
  failed: boolean;
}

/** One Home row: hidden while empty, 'Could not load items' when it failed (spec: browsing 2, Home). */
export function PlaylistShelf({ playlistId, customTitle, rowIndex, playlist, failed }: PlaylistShelfProps) {
  const { t } = useTranslation();
  const title = customTitle || playlist?.title || '';

  if (failed) {
    return (
      <section className="shelf shelf--failed" aria-label={title || undefined}>
        {title ? <h2 className="shelf__title">{title}</h2> : null}
        <p className="shelf__message">{t('error.could_not_load_items')}</p>
      </section>
    );
  }
  if (!playlist || playlist.playlist.length === 0) return null;

  return (
    <Shelf focusKey={shelfFocusKey(rowIndex)} title={title}>
      {playlist.playlist.map((item) => (
        <MediaCard
          key={item.mediaid}
          item={item}
          focusKey={cardFocusKey(rowIndex, item.mediaid)}
          playlistId={playlistId}
        />
      ))}
    </Shelf>
  );
}
