import '../media/detail.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { truncateWords } from '../../domain/cardRules.ts';
import { useGoBack } from '../../focus/useGoBack.ts';
import { useScrollMemory } from '../../focus/useScrollMemory.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { Button, hubRows, ShelfList } from '../../ui/index.ts';
import { DetailHero } from '../media/DetailHero.tsx';
import type { MediaScreenProps } from '../media/mediaScreenRegistry.ts';
import { primaryMeta } from '../media/primaryMeta.ts';
import { detailsOf, SHOW_MORE, storeDetails } from '../media/seeMoreDetails.ts';

export const HUB_MORE_KEY = 'hub-more';

/**
 * spec: browsing 2, Hub screen — back button; hero banner (posterOption1-3 from heroBanner) with 'show
 * more', which keeps the item in session storage and opens the show-more-details modal; rows from the
 * item's comma-separated playlist ids; the scroll position restored on return.
 */
export function HubScreen({ item }: MediaScreenProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const goBack = useGoBack();
  const [, setParams] = useSearchParams();
  useScrollMemory();
  const playlists = String(item.playlists ?? item.playlist ?? '');
  const { text } = truncateWords(item.description);
  const showMore = () => {
    storeDetails(detailsOf(item, primaryMeta(item, t)));
    setParams((current) => {
      current.set('u', SHOW_MORE);
      return current;
    });
  };
  return (
    <div className="hub">
      <header className="hub__hero">
        <DetailHero image={item.backgroundImage ?? item.image} hub />
        <div className="detail__body">
          <h1 className="detail__title">{item.title}</h1>
          <p className="detail__description">{text}</p>
          <div className="detail__actions">
            <Button focusKey={HUB_MORE_KEY} variant="secondary" onPress={showMore}>
              {t('video.show_more')}
            </Button>
            {layout === 'tv' ? null : (
              <Button focusKey="hub-back" variant="secondary" onPress={goBack}>
                {t('app.back')}
              </Button>
            )}
          </div>
        </div>
      </header>
      <ShelfList
        rows={hubRows(playlists)}
        empty={<p className="home--empty">{t('home.empty_shelves_description')}</p>}
      />
    </div>
  );
}
