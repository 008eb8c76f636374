import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useMedia } from '../../content/useContent.ts';
import { useGoBack } from '../../focus/useGoBack.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { Button, ErrorScreen, Spinner } from '../../ui/index.ts';

const BACK_KEY = 'media-back';

/**
 * The media page (spec: browsing 2, Video detail page), first slice: hero, title, metadata and
 * description, with Back. Playback, favourites and the content-type registry come with their issues.
 */
export function MediaScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const { data: item, isPending, isError } = useMedia(id);
  useScreenFocus(!isPending, [BACK_KEY]);

  if (isPending) return <Spinner label={t('app.loading')} />;
  if (isError || !item) {
    return (
      <ErrorScreen
        title={t('error.video_not_found')}
        description={t('error.generic_description')}
        action={{ label: t('app.home'), onPress: () => navigate('/') }}
      />
    );
  }

  const minutes = item.duration > 0 ? t('video.minutes', { count: Math.round(item.duration / 60) }) : null;
  const meta = [item.pubdate ? new Date(item.pubdate * 1000).getFullYear() : null, minutes, item.genre]
    .filter(Boolean)
    .join(' • ');
  const hero = item.backgroundImage ?? item.image;

  return (
    <article className="media-screen">
      {hero ? <img className="media-screen__hero" src={hero} alt="" /> : null}
      <div className="media-screen__body">
        <h1 className="media-screen__title">{item.title}</h1>
        {meta ? <p className="media-screen__meta">{meta}</p> : null}
        <p className="media-screen__description">{item.description}</p>
        <div className="media-screen__actions">
          <Button focusKey={BACK_KEY} onPress={goBack} variant="secondary">
            {t('app.back')}
          </Button>
        </div>
      </div>
    </article>
  );
}
