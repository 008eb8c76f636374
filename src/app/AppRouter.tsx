import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { FavoritesScreen } from '../screens/favorites/FavoritesScreen.tsx';
import { HomeScreen } from '../screens/home/HomeScreen.tsx';
import { LegalScreen } from '../screens/legal/LegalScreen.tsx';
import { MediaRoute } from '../screens/media/MediaRoute.tsx';
import { NotFoundScreen } from '../screens/notFound/NotFoundScreen.tsx';
import { PlaylistScreen } from '../screens/playlist/PlaylistScreen.tsx';
import { SearchScreen } from '../screens/search/SearchScreen.tsx';
import { SeeMoreScreen } from '../screens/seeMore/SeeMoreScreen.tsx';
import { SeriesRoute } from '../screens/series/SeriesRoute.tsx';
import { SettingsScreen } from '../screens/settings/SettingsScreen.tsx';
import { Shell } from './shell/Shell.tsx';

/** spec: browsing 2, Route table — the routes built so far; the rest arrive with their screens. */
const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: 'm/:id/:slug?', element: <MediaRoute /> },
      { path: 's/:seriesId', element: <SeriesRoute /> },
      { path: 'p/:id/:slug?', element: <PlaylistScreen /> },
      // A content list shows as its playlist's grid (the spec gives the route, not a layout of its own).
      { path: 'n/:id/:slug?', element: <PlaylistScreen /> },
      { path: 'favorites', element: <FavoritesScreen /> },
      { path: 'u/favorites', element: <FavoritesScreen /> },
      { path: 'q/:query?', element: <SearchScreen /> },
      { path: 'u/settings', element: <SettingsScreen /> },
      { path: 'privacy-policy', element: <LegalScreen page="privacyPolicy" /> },
      { path: 'terms-of-use', element: <LegalScreen page="termsOfUse" /> },
      // spec: browsing 2, Route table — the legal pages are also nested in the user area.
      { path: 'u/privacy-policy', element: <LegalScreen page="privacyPolicy" /> },
      { path: 'u/terms-of-use', element: <LegalScreen page="termsOfUse" /> },
      { path: 'o/about', element: <LegalScreen page="about" /> },
      { path: ':playlistId/see-more-items', element: <SeeMoreScreen /> },
      { path: ':playlistId', element: <SeeMoreScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
