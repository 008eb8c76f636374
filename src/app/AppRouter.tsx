import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HomeScreen } from '../screens/home/HomeScreen.tsx';
import { Spinner } from '../ui/index.ts';
import { Shell } from './shell/Shell.tsx';

/** What a deep link shows while its screen's chunk loads (the router waits for it before the shell). */
function RouteLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('app.loading')} />;
}

/*
 * Only Home is in the first bundle (DESIGN: the first screen loads only what it shows; issue 7 found
 * the other screens were ~30 kB of the entry). The rest load on navigation: the router keeps the
 * current screen, and its focus, on screen until the next one's chunk has arrived, so no spinner
 * steals focus on the way.
 */
const router = createBrowserRouter([
  {
    element: <Shell />,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, element: <HomeScreen /> },
      {
        path: 'm/:id/:slug?',
        lazy: async () => ({ Component: (await import('../screens/media/MediaRoute.tsx')).MediaRoute }),
      },
      {
        path: 's/:seriesId',
        lazy: async () => ({ Component: (await import('../screens/series/SeriesRoute.tsx')).SeriesRoute }),
      },
      {
        path: 'p/:id/:slug?',
        lazy: async () => ({
          Component: (await import('../screens/playlist/PlaylistScreen.tsx')).PlaylistScreen,
        }),
      },
      {
        path: 'q/:query?',
        lazy: async () => ({ Component: (await import('../screens/search/SearchScreen.tsx')).SearchScreen }),
      },
      {
        path: 'u/settings',
        lazy: async () => ({
          Component: (await import('../screens/settings/SettingsScreen.tsx')).SettingsScreen,
        }),
      },
      { path: 'privacy-policy', lazy: () => legalPage('privacyPolicy') },
      { path: 'terms-of-use', lazy: () => legalPage('termsOfUse') },
      { path: 'o/about', lazy: () => legalPage('about') },
      { path: ':playlistId/see-more-items', lazy: seeMorePage },
      { path: ':playlistId', lazy: seeMorePage },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../screens/notFound/NotFoundScreen.tsx')).NotFoundScreen,
        }),
      },
    ],
  },
]);

async function legalPage(page: 'privacyPolicy' | 'termsOfUse' | 'about') {
  const { LegalScreen } = await import('../screens/legal/LegalScreen.tsx');
  return { element: <LegalScreen page={page} /> };
}

async function seeMorePage() {
  return { Component: (await import('../screens/seeMore/SeeMoreScreen.tsx')).SeeMoreScreen };
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
