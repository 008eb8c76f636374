import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/index.ts';
import { Icon } from './Icon.tsx';
import { markSearchOpenedFromPage } from './searchReturn.ts';

/** The search bar loads with the search route it belongs to, not with every page's header. */
const SearchBar = lazy(() => import('./SearchBar.tsx').then(({ SearchBar }) => ({ default: SearchBar })));

/** spec: browsing 2, Header — the search button navigates to /q/, where the search bar opens. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = /^\/q(\/|$)/.test(useLocation().pathname);
  const openedByViewer = useRef(false);
  if (open) {
    return (
      <Suspense fallback={null}>
        <SearchBar
          focusOnOpen={openedByViewer.current}
          onOpened={() => {
            openedByViewer.current = false;
          }}
        />
      </Suspense>
    );
  }
  return (
    <Button
      focusKey="header-search"
      variant="icon"
      label={t('search.title')}
      onPress={() => {
        openedByViewer.current = true;
        markSearchOpenedFromPage();
        navigate('/q/');
      }}
    >
      <Icon name="search" />
    </Button>
  );
}
