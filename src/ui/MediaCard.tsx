import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MediaItem } from '../content/contentSchemas.ts';
import { mediaUrl } from '../domain/titleSlug.ts';
import { Card } from './Card.tsx';
import { cardTag } from './cardTag.ts';

/** The card of a media item, opening its media page with the playlist it was found in. */
export function MediaCard({
  item,
  focusKey,
  playlistId,
}: {
  item: MediaItem;
  focusKey: string;
  playlistId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = mediaUrl(item, playlistId);
  return (
    <Card
      focusKey={focusKey}
      title={item.title}
      image={item.image}
      tag={cardTag(item, t)}
      href={href}
      onOpen={() => navigate(href)}
    />
  );
}
