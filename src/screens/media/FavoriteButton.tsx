import { memo, useState } from 'react';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { favoriteButtonShown } from '../../domain/favoriteButton.ts';
import { DEFAULT_FAVORITES_LIMIT } from '../../domain/favorites.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useFavoritesStore, useIsFavorite } from '../../stores/favoritesStore.ts';
import { Button } from '../../ui/index.ts';
import { useDetailTranslation } from './detailStrings.ts';

/**
 * spec: browsing 4, Favourites — toggle; over the limit, the configured message or the default warning.
 * Shown by browsing 6's rule, the same on movie and series pages (domain/favoriteButton.ts).
 */
function FavoriteButtonView({ item }: { item: MediaItem }) {
  const { features } = useStartupResult();
  const accounts = useAccountStore((state) => state.status !== 'unavailable');
  const shown = favoriteButtonShown({
    favorites: features.favorites,
    accounts,
    showLogin: features.showLogin,
    showRegister: features.showRegister,
  });
  return shown ? <FavoriteToggle item={item} /> : null;
}

function FavoriteToggle({ item }: { item: MediaItem }) {
  const { t } = useDetailTranslation();
  const { config } = useStartupResult();
  const favorite = useIsFavorite(item.mediaid);
  const toggle = useFavoritesStore((state) => state.toggle);
  const [warning, setWarning] = useState<string | null>(null);
  const limit = config.max_no_of_fav ?? DEFAULT_FAVORITES_LIMIT;
  return (
    <>
      <Button
        focusKey="detail-favorite"
        variant="secondary"
        pressed={favorite}
        onPress={() => {
          const { overLimit } = toggle(item, limit);
          setWarning(
            overLimit ? (config.max_fav_message ?? t('video.favorites_warning', { maxCount: limit })) : null,
          );
        }}
      >
        {favorite ? t('video.remove_favorite') : t('video.add_favorite')}
      </Button>
      {warning ? (
        <p className="detail__warning" role="alert">
          {warning}
        </p>
      ) : null}
    </>
  );
}

// Memoised: the page renders again when an overlay opens or closes (play=1 and the like; issue 19).
export const FavoriteButton = memo(FavoriteButtonView);
