import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { usePlaylist } from '../../content/useContent.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { ErrorScreen, MediaCard, Spinner } from '../../ui/index.ts';

/**
 * spec: browsing 2, Playlist page — first slice: the playlist's title and its first page as a grid.
 * Genre filter, load more and the live-channel guide come with the browse and guide issues.
 */
export function PlaylistScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { config } = useStartupResult();
  const { data, isPending, isError } = usePlaylist(id);
  const first = data?.playlist[0];
  useScreenFocus(!isPending, [first ? `grid-${first.mediaid}` : undefined]);

  if (isPending) return <Spinner label={t('app.loading')} />;
  if (isError || !data) {
    return (
      <ErrorScreen
        title={t('error.playlist_not_found')}
        description={t('error.generic_description')}
        action={{ label: t('app.home'), onPress: () => navigate('/') }}
      />
    );
  }
  return (
    <div className="playlist-screen">
      <h1 className="playlist-screen__title">{data.title}</h1>
      {data.playlist.length === 0 ? (
        <p>{t('home.empty_playlist_description')}</p>
      ) : (
        <div className="grid">
          {data.playlist.map((item) => (
            <MediaCard
              key={item.mediaid}
              item={item}
              focusKey={`grid-${item.mediaid}`}
              playlistId={data.feedid}
              packageKey={config.packageKey}
            />
          ))}
        </div>
      )}
    </div>
  );
}
