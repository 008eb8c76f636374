import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../ui/index.ts';
import { GenreChips } from './GenreChips.tsx';
import type { SeeMoreDetails } from './seeMoreDetails.ts';

const CREDITS = ['cast', 'director', 'producer', 'studio'] as const;

/**
 * spec: browsing 2, Show-more-details modal (u=show-more-details) — large; title, primary metadata,
 * genre chips, description, audio languages, subtitles, cast, director, producer, studio.
 */
export function ShowMoreDetails({
  details,
  onClose,
  fallbackFocus,
}: {
  details: SeeMoreDetails;
  onClose(): void;
  /** The page's buttons, for a modal that a deep link (or a reload) opened: it had no opener. */
  fallbackFocus?: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <Modal
      focusKey="show-more-details"
      title={details.title}
      onClose={onClose}
      preferredChildFocusKey="show-more-close"
      size="large"
      fallbackFocus={fallbackFocus}
    >
      {details.meta ? <p className="detail__meta">{details.meta}</p> : null}
      <GenreChips genre={details.genre} />
      <p className="show-more__description">{details.description}</p>
      <dl className="detail__facts">
        {details.audio_language ? (
          <dd>{t('video.audio_languages', { languages: details.audio_language })}</dd>
        ) : null}
        {details.sub_title ? <dd>{t('video.subtitles', { languages: details.sub_title })}</dd> : null}
        {CREDITS.map((field) =>
          details[field] ? (
            <div key={field}>
              <dt>{t(`video.${field}`)}</dt>
              <dd>{details[field]}</dd>
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
