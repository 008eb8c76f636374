import { useTranslation } from 'react-i18next';
import { hubRows, ShelfList } from '../../ui/index.ts';
import type { MediaScreenProps } from '../media/mediaScreenRegistry.ts';

/** spec: browsing 2, Hub screen — a hero and rows from the item's comma-separated playlist ids. */
export function HubScreen({ item }: MediaScreenProps) {
  const { t } = useTranslation();
  const playlists = String(item.playlists ?? item.playlist ?? '');
  return (
    <div className="hub">
      <header className="hub__hero">
        {item.backgroundImage ? <img className="detail__hero" src={item.backgroundImage} alt="" /> : null}
        <div className="detail__body">
          <h1 className="detail__title">{item.title}</h1>
          <p className="detail__description">{item.description}</p>
        </div>
      </header>
      <ShelfList
        rows={hubRows(playlists)}
        empty={<p className="home--empty">{t('home.empty_shelves_description')}</p>}
      />
    </div>
  );
}
