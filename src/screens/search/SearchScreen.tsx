import './search.css';
import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSearchResults } from '../../content/useContent.ts';
import { searchCount, searchFacts } from '../../domain/searchCount.ts';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_HISTORY_DELAY_MS,
  withoutPlaceholders,
} from '../../domain/searchHistory.ts';
import { SEARCH_INPUT_KEY, useScreenFocus } from '../../focus/useScreenFocus.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { preSearchPage } from '../../stores/preSearchPage.ts';
import { Button, Spinner } from '../../ui/index.ts';
import { MediaGrid } from '../../ui/MediaGrid.tsx';
import { OnScreenKeyboard } from '../../ui/OnScreenKeyboard.tsx';
import { useLatest } from '../../ui/useLatest.ts';
import { useLoadMore } from '../../ui/useLoadMore.ts';
import { searchResultsTitle } from './searchResultsTitle.ts';
import { useSearchTranslation } from './searchStrings.ts';
import { useSearchHistory } from './useSearchHistory.ts';
import { useSearchTitle } from './useSearchTitle.ts';

/**
 * spec: browsing 2, Search (/q/{query}) — typing (the on-screen keyboard on TV, the keyboard elsewhere)
 * navigates after 350 ms; no query: recent searches; results with 'load more'; no results: the tips;
 * a failure: the error texts. A query is remembered 2 s after its results show.
 */
export function SearchScreen() {
  const { t } = useSearchTranslation();
  const navigate = useNavigate();
  const layout = useLayout();
  const { config } = useStartupResult();
  const query = decodeURIComponent(useParams().query ?? '');
  const [text, setText] = useState(query);
  const { history, remember } = useSearchHistory();
  const results = useSearchResults(config.features.searchPlaylist, query);
  const loadMore = useLoadMore(results);
  const pages = results.data?.pages ?? [];
  const items = withoutPlaceholders(pages.flatMap((page) => page.playlist));
  // Every match, not the loaded page: the back end's total, or 'at least' (src/domain/searchCount.ts).
  const count = searchCount(searchFacts(pages, items.length));
  const firstSearch = useRef(true);
  // spec: browsing 2, Search — reset returns to the page visited before search, or /. (On desktop and
  // mobile the header's search bar resets, src/app/shell/header/SearchBar.tsx.)
  const reset = () => navigate(preSearchPage());
  useSearchTitle(query, results.isSuccess ? count : undefined);
  // navigate changes with every location: only a change of the typed text may navigate, or a stale
  // text would undo a query set elsewhere (the header's search bar on desktop).
  const latestNavigate = useLatest(navigate);

  useEffect(() => {
    if (firstSearch.current) {
      firstSearch.current = false;
      return undefined;
    }
    const timer = setTimeout(
      () => latestNavigate.current(`/q/${encodeURIComponent(text.trim())}`, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!query || !results.isSuccess) return undefined;
    const timer = setTimeout(() => remember(query), SEARCH_HISTORY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, results.isSuccess, remember]);

  // Typing changes the path (/q/{query}); focus stays on the key the viewer is using. On desktop and
  // mobile the header's search bar is the text field (spec: browsing 2, Header), focused on arrival.
  useScreenFocus(true, [layout === 'tv' ? 'key-a' : SEARCH_INPUT_KEY], 'search');

  return (
    <div className="search">
      <h1 className="playlist-screen__title">{t('search.title')}</h1>
      {layout === 'tv' ? (
        <div className="search__entry">
          <div className="search__bar">
            <output className="search__text" aria-live="polite">
              {text || t('search.placeholder')}
            </output>
            <Button focusKey="search-reset" variant="secondary" onPress={reset}>
              {t('search.reset')}
            </Button>
          </div>
          <OnScreenKeyboard
            onType={(char) => setText((current) => current + char)}
            onDelete={() => setText((current) => current.slice(0, -1))}
            onClear={() => setText('')}
          />
        </div>
      ) : null}
      {!query ? (
        <section className="search__recent" aria-label={t('search.recent_searches')}>
          <h2>{t('search.recent_searches')}</h2>
          {history.length === 0 ? <p>{t('search.search_history_empty')}</p> : null}
          {history.map((entry) => (
            <Button
              key={entry}
              focusKey={`recent-${entry}`}
              variant="secondary"
              onPress={() => {
                if (layout !== 'tv') return navigate(`/q/${encodeURIComponent(entry)}`, { replace: true });
                setText(entry);
                // The recent searches give way to the results: focus waits on the keyboard's last key,
                // just above them, rather than vanish with the pressed button (focus never lost).
                void setFocus('key-clear');
              }}
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
          <ul className="search__tips">
            <li>{t('search.tip_one')}</li>
            <li>{t('search.tip_two')}</li>
            <li>{t('search.tip_three')}</li>
          </ul>
        </section>
      ) : (
        <section aria-label={searchResultsTitle(t, count, query)}>
          <h2 className="playlist-screen__title">{t('search.heading', { query })}</h2>
          <p className="playlist-screen__title search__count">{searchResultsTitle(t, count, query)}</p>
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
