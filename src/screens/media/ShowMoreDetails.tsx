import { Button } from '../../ui/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { useDetailTranslation } from './detailStrings.ts';
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
  const { t } = useDetailTranslation();
  return (
    <Modal
      focusKey="show-more-details"
      title={details.title}
      onClose={onClose}
      preferredChildFocusKey="show-more-close"
      size="large"
      fallbackFocus={fallbackFocus}
    >
      {/* The details scroll in the modal's body; Close stays in view below them (spec: browsing 2). */}
      <ScrollRegion focusKey="show-more-text" label={details.title} scrolls="self" className="modal__body">
        {details.meta ? <p className="detail__meta">{details.meta}</p> : null}
        <GenreChips genre={details.genre} />
        <p className="show-more__description">{details.description}</p>
        {/* Whole sentences ('Audio: English'), not term and value: a <dd> without its <dt> breaks the list. */}
        {details.audio_language ? (
          <p className="detail__meta">{t('video.audio_languages', { languages: details.audio_language })}</p>
        ) : null}
        {details.sub_title ? (
          <p className="detail__meta">{t('video.subtitles', { languages: details.sub_title })}</p>
        ) : null}
        <dl className="detail__facts">
          {CREDITS.map((field) =>
            details[field] ? (
              <div key={field}>
                <dt>{t(`video.${field}`)}</dt>
                <dd>{details[field]}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </ScrollRegion>
      <div className="modal__actions">
        <Button focusKey="show-more-close" onPress={onClose}>
          {t('video.close')}
        </Button>
      </div>
    </Modal>
  );
}
