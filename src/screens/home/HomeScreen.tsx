import { useTranslation } from 'react-i18next';
import { useStartupResult } from '../../stores/configStore.ts';
import { homeRows, ShelfList } from '../../ui/index.ts';

/** spec: browsing 2, Home — the config's shelves; every row empty: the empty message. */
export function HomeScreen() {
  const { t } = useTranslation();
  const { config } = useStartupResult();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <ShelfList
        rows={homeRows(config)}
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
