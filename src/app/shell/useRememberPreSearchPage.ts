import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberPage } from '../../stores/preSearchPage.ts';

/** Keeps the page before search, where search's reset returns (spec: browsing 2, Search). */
export function useRememberPreSearchPage(): void {
  const { pathname, search } = useLocation();
  useEffect(() => rememberPage(pathname, search), [pathname, search]);
}
