import { useTranslation } from 'react-i18next';
import { useStartupResult } from '../../stores/configStore.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { useFavoritesStore } from '../../stores/favoritesStore.ts';
import { useHistoryStore } from '../../stores/historyStore.ts';
import { homeDeviceLists, homeRows, ShelfList } from '../../ui/index.ts';

/** spec: browsing 2, Home — the config's shelves; every row empty: the empty message. */
export function HomeScreen() {
  const { t } = useTranslation();
  const { config, features } = useStartupResult();
  const layout = useLayout();
  const history = useHistoryStore((state) => state.entries);
  const favorites = useFavoritesStore((state) => state.favorites);
  const lists = homeDeviceLists(config, history, favorites);
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <ShelfList
        backClimbs={layout === 'tv'}
        rows={homeRows(config, features, lists, {
          continueWatching: t('home.continue_watching'),
          favorites: t('home.favorites'),
        })}
        empty={
          <div className="home--empty">
            <h2>{t('home.empty_shelves_heading')}</h2>
            <p>{t('home.empty_shelves_description')}</p>
          </div>
        }
      />
    </div>
  );
}
