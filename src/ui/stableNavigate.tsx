import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { type NavigateFunction, type NavigateOptions, type To, useNavigate } from 'react-router-dom';
import { useLatest } from './useLatest.ts';

type OpenPath = (to: To, options?: NavigateOptions) => void;

const StableNavigateContext = createContext<OpenPath | null>(null);

/**
 * Gives the app one navigate function that never changes (issue 19). react-router's `useNavigate`
 * reads the location, so every component calling it renders again on each change of the URL, its
 * query too: opening the player (play=1) re-rendered every card and menu entry on the page. Below
 * this provider, `useStableNavigate` gives the same navigation without that subscription.
 */
export function StableNavigateProvider({ children }: { children: ReactNode }) {
  const navigate: NavigateFunction = useNavigate();
  const latest = useLatest(navigate);
  const stable = useCallback<OpenPath>((to, options) => void latest.current(to, options), []);
  return <StableNavigateContext.Provider value={stable}>{children}</StableNavigateContext.Provider>;
}

/**
 * Navigates to an absolute path or a location object, from cards and menu entries that must not render
 * again when only the URL changes. Relative paths resolve from the app's root, not the caller's route.
 */
export function useStableNavigate(): OpenPath {
  const navigate = useContext(StableNavigateContext);
  if (!navigate) throw new Error('useStableNavigate needs StableNavigateProvider (AppRouter) above it');
  return navigate;
}
