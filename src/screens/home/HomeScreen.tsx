import { useTranslation } from 'react-i18next';
import { usePlaylists } from '../../content/useContent.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { PlaylistShelf, shelfFocusKey } from './PlaylistShelf.tsx';

/**
 * spec: browsing 2, Home — a vertical list of shelves from config content[]. Continue-watching and
 * favourites rows come with the device lists; until then they have nothing to show and stay hidden.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const { config } = useStartupResult();
  const rows = config.content.flatMap((row, rowIndex) =>
    row.type === 'playlist' && row.contentId
      ? [{ playlistId: row.contentId, title: row.title, rowIndex }]
      : [],
  );
  const results = usePlaylists(rows.map((row) => row.playlistId));
  const settled = results.every((result) => !result.isPending);
  const allEmpty =
    settled && results.every((result) => result.isSuccess && result.data.playlist.length === 0);
  useScreenFocus(
    settled,
    rows.map(({ rowIndex }) => shelfFocusKey(rowIndex)),
  );

  if (allEmpty) {
    return (
      <div className="home home--empty">
        <h1>{t('home.empty_shelves_heading')}</h1>
        <p>{t('home.empty_shelves_description')}</p>
      </div>
    );
  }

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      {rows.map(({ playlistId, title, rowIndex }, index) => (
        <PlaylistShelf
          key={`${rowIndex}-${playlistId}`}
          playlistId={playlistId}
          customTitle={title}
          rowIndex={rowIndex}
          playlist={results[index]?.data}
          failed={Boolean(results[index]?.isError)}
        />
      ))}
    </div>
  );
}
