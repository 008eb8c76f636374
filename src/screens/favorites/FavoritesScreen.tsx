import './favorites.css';
import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaylists } from '../../content/useContent.ts';
import { useGoBack } from '../../focus/useGoBack.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { useFavoritesStore } from '../../stores/favoritesStore.ts';
import { Button, Spinner } from '../../ui/index.ts';
import { MediaGrid } from '../../ui/MediaGrid.tsx';
import { Modal } from '../../ui/Modal.tsx';

const CLEAR_KEY = 'favorites-clear';

/**
 * spec: browsing 2, Favourites page (/favorites and /u/favorites) — guests' favourites kept on the
 * device (the reading where guests keep them locally, browsing 4): back, title, the grid or
 * 'no_favorites', and 'clear' behind a confirmation.
 */
export function FavoritesScreen() {
  const { t } = useTranslation();
  const { config } = useStartupResult();
  const layout = useLayout();
  const goBack = useGoBack();
  const favorites = useFavoritesStore((state) => state.favorites);
  const clear = useFavoritesStore((state) => state.clear);
  const [confirming, setConfirming] = useState(false);
  const listId = config.features.favoritesList || 'favorites';
  const ids = favorites.map((entry) => entry.mediaid);
  const [list] = usePlaylists([{ id: listId, mediaIds: ids }]);
  // The device list decides the order; the watchlist endpoint fills in each item.
  const byId = new Map((list?.data?.playlist ?? []).map((item) => [item.mediaid, item]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  const ready = ids.length === 0 || Boolean(list?.data);
  useScreenFocus(ready, [items[0] ? `favorite-${items[0].mediaid}` : undefined, CLEAR_KEY]);

  const confirmClear = () => {
    clear();
    setConfirming(false);
    setFocus(layout === 'tv' ? 'app-menu' : 'favorites-back');
  };

  return (
    <div className="favorites">
      <div className="favorites__header">
        <h1 className="playlist-screen__title">{t('favorites.title')}</h1>
        {layout === 'tv' ? null : (
          <Button focusKey="favorites-back" variant="secondary" onPress={goBack}>
            {t('app.back')}
          </Button>
        )}
        {ids.length > 0 ? (
          <Button focusKey={CLEAR_KEY} variant="secondary" onPress={() => setConfirming(true)}>
            {t('favorites.clear')}
          </Button>
        ) : null}
      </div>
      {!ready ? <Spinner label={t('app.loading')} /> : null}
      {ready && ids.length === 0 ? <p className="favorites__empty">{t('favorites.no_favorites')}</p> : null}
      {items.length > 0 ? (
        <MediaGrid items={items} focusPrefix="favorite" kind="wide" playlistId={listId} />
      ) : null}
      {confirming ? (
        <Modal
          focusKey="favorites-confirm"
          title={t('favorites.clear_favorites_title')}
          onClose={() => {
            setConfirming(false);
            setFocus(CLEAR_KEY);
          }}
          preferredChildFocusKey="favorites-confirm-cancel"
        >
          <p>{t('favorites.clear_favorites_body')}</p>
          <div className="modal__actions">
            <Button
              focusKey="favorites-confirm-cancel"
              onPress={() => {
                setConfirming(false);
                setFocus(CLEAR_KEY);
              }}
            >
              {t('app.cancel')}
            </Button>
            <Button focusKey="favorites-confirm-clear" variant="secondary" onPress={confirmClear}>
              {t('favorites.clear')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
