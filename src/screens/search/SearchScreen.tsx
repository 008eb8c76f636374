import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSearchResults } from '../../content/useContent.ts';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_HISTORY_DELAY_MS,
  withoutPlaceholders,
} from '../../domain/searchHistory.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { Button, Spinner } from '../../ui/index.ts';
import { MediaGrid } from '../../ui/MediaGrid.tsx';
import { OnScreenKeyboard } from '../../ui/OnScreenKeyboard.tsx';
import { useLoadMore } from '../../ui/useLoadMore.ts';
import { useSearchHistory } from './useSearchHistory.ts';

/**
 * spec: browsing 2, Search (/q/{query}) — typing (the on-screen keyboard on TV, the keyboard elsewhere)
 * navigates after 350 ms; no query: recent searches; results with 'load more'; no results: the tips;
 * a failure: the error texts. A query is remembered 2 s after its results show.
 */
export function SearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const layout = useLayout();
  const { config } = useStartupResult();
  const query = decodeURIComponent(useParams().query ?? '');
  const [text, setText] = useState(query);
  const { history, remember } = useSearchHistory();
  const results = useSearchResults(config.features.searchPlaylist, query);
  const loadMore = useLoadMore(results);
  const items = withoutPlaceholders((results.data?.pages ?? []).flatMap((page) => page.playlist));
  const firstSearch = useRef(true);

  useEffect(() => {
    if (firstSearch.current) {
      firstSearch.current = false;
      return undefined;
    }
    const timer = setTimeout(
      () => navigate(`/q/${encodeURIComponent(text.trim())}`, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, navigate]);

  useEffect(() => {
    if (!query || !results.isSuccess) return undefined;
    const timer = setTimeout(() => remember(query), SEARCH_HISTORY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, results.isSuccess, remember]);

  // Typing changes the path (/q/{query}); focus stays on the key the viewer is using.
  useScreenFocus(true, [layout === 'tv' ? 'key-a' : undefined], 'search');

  return (
    <div className="search">
      <h1 className="playlist-screen__title">{t('search.title')}</h1>
      {layout === 'tv' ? (
        <div className="search__entry">
          <output className="search__text" aria-live="polite">
            {text || t('search.placeholder')}
          </output>
          <OnScreenKeyboard
            onType={(char) => setText((current) => current + char)}
            onDelete={() => setText((current) => current.slice(0, -1))}
            onClear={() => setText('')}
          />
        </div>
      ) : (
        <input
          className="search__input"
          type="search"
          value={text}
          placeholder={t('search.placeholder')}
          aria-label={t('search.title')}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      {!query ? (
        <section className="search__recent" aria-label={t('search.recent_searches')}>
          <h2>{t('search.recent_searches')}</h2>
          {history.length === 0 ? <p>{t('search.search_history_empty')}</p> : null}
          {history.map((entry) => (
            <Button
              key={entry}
              focusKey={`recent-${entry}`}
              variant="secondary"
              onPress={() => setText(entry)}
            >
              {entry}
            </Button>
          ))}
        </section>
      ) : results.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : results.isError && !results.data ? (
        <section className="home--empty" role="alert">
          <h2>{t('search.error_heading')}</h2>
          <p>{t('search.error_subheading')}</p>
          <p>{t('search.error_description')}</p>
        </section>
      ) : items.length === 0 ? (
        <section className="home--empty">
          <h2>{t('search.no_results_heading', { query })}</h2>
          <ul>
            <li>{t('search.tip_one')}</li>
            <li>{t('search.tip_two')}</li>
            <li>{t('search.tip_three')}</li>
          </ul>
        </section>
      ) : (
        <section aria-label={t('search.results_title', { count: items.length, query })}>
          <h2 className="playlist-screen__title">
            {t('search.results_title', { count: items.length, query })}
          </h2>
          <MediaGrid
            items={items}
            focusPrefix="result"
            playlistId={config.features.searchPlaylist ?? ''}
            more={loadMore}
          />
        </section>
      )}
    </div>
  );
}
