import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { Button, Modal } from '../../ui/index.ts';
import { GenreChips } from './GenreChips.tsx';

/** The extra metadata fields the modal lists (spec: browsing 2, Show-more-details modal). */
export const DETAIL_FIELDS = ['cast', 'director', 'producer', 'studio'] as const;

export function hasExtraDetails(item: MediaItem): boolean {
  return ['audio_language', 'sub_title', ...DETAIL_FIELDS].some(
    (field) => typeof item[field] === 'string' && item[field],
  );
}

/** spec: browsing 2, Show-more-details modal (u=show-more-details). */
export function ShowMoreDetails({ item, meta, onClose }: { item: MediaItem; meta: string; onClose(): void }) {
  const { t } = useTranslation();
  const line = (field: string) =>
    typeof item[field] === 'string' && item[field] ? String(item[field]) : null;
  return (
    <Modal
      focusKey="show-more-details"
      title={item.title}
      onClose={onClose}
      preferredChildFocusKey="show-more-close"
      size="large"
    >
      {meta ? <p className="detail__meta">{meta}</p> : null}
      <GenreChips genre={item.genre} />
      <p>{item.description}</p>
      <dl className="detail__facts">
        {line('audio_language') ? (
          <dd>{t('video.audio_languages', { languages: line('audio_language') })}</dd>
        ) : null}
        {line('sub_title') ? <dd>{t('video.subtitles', { languages: line('sub_title') })}</dd> : null}
        {DETAIL_FIELDS.map((field) =>
          line(field) ? (
            <div key={field}>
              <dt>{t(`video.${field}`)}</dt>
              <dd>{line(field)}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <Button focusKey="show-more-close" onPress={onClose}>
        {t('video.close')}
      </Button>
    </Modal>
  );
}
