import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import {
  FeatureDisabledScreen,
  type GatedFeature,
} from '../screens/featureDisabled/FeatureDisabledScreen.tsx';
import { HomeScreen } from '../screens/home/HomeScreen.tsx';
import { useStartupResult } from '../stores/configStore.ts';
import { Spinner } from '../ui/index.ts';
import { StableNavigateProvider } from '../ui/stableNavigate.tsx';
import { Shell } from './shell/Shell.tsx';

/** What a deep link shows while its screen's chunk loads. */
function RouteLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('app.loading')} />;
}

/**
 * A screen loaded on first use. Navigations run in a transition (BrowserRouter's default), so the
 * current screen, and its focus, stay on screen until the next one's chunk has arrived; only a deep
 * link shows the spinner.
 */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  // React 18's types wrap a lazy component's props in PropsWithRef<P>, which TypeScript cannot
  // relate back to a generic P; the component is the one `load` returns, so its props are P.
  const Screen = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function LazyScreen(props: P): ReactNode {
    return (
      <Suspense fallback={<RouteLoading />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

/**
 * A packaged TV app runs from index.html on disk: its screens' paths go in the fragment (#/m/…), as
 * there is no server to answer /m/… with the page.
 */
const Router = import.meta.env.VITE_PACKAGED ? HashRouter : BrowserRouter;

/*
 * Only Home is in the first bundle (DESIGN: the first screen loads only what it shows). Declarative
 * routes rather than createBrowserRouter: the app uses no loaders, actions or fetchers, and the data
 * router's code was ~10 kB gzip of the first screen (issue 7).
 */
const MediaRoute = lazyScreen(async () => (await import('../screens/media/MediaRoute.tsx')).MediaRoute);
const SeriesRoute = lazyScreen(async () => (await import('../screens/series/SeriesRoute.tsx')).SeriesRoute);
const PlaylistScreen = lazyScreen(
  async () => (await import('../screens/playlist/PlaylistScreen.tsx')).PlaylistScreen,
);
const SearchScreen = lazyScreen(
  async () => (await import('../screens/search/SearchScreen.tsx')).SearchScreen,
);
const SettingsScreen = lazyScreen(
  async () => (await import('../screens/settings/SettingsScreen.tsx')).SettingsScreen,
);
const LegalScreen = lazyScreen(async () => (await import('../screens/legal/LegalScreen.tsx')).LegalScreen);
const SeeMoreScreen = lazyScreen(
  async () => (await import('../screens/seeMore/SeeMoreScreen.tsx')).SeeMoreScreen,
);
const FavoritesScreen = lazyScreen(
  async () => (await import('../screens/favorites/FavoritesScreen.tsx')).FavoritesScreen,
);
const MyAccountScreen = lazyScreen(
  async () => (await import('../screens/account/MyAccountScreen.tsx')).MyAccountScreen,
);
const PaymentsPage = lazyScreen(
  async () => (await import('../screens/payments/manage/PaymentsPage.tsx')).PaymentsPage,
);
const PaymentCheckoutPage = lazyScreen(
  async () => (await import('../screens/payments/PaymentCheckoutPage.tsx')).PaymentCheckoutPage,
);
const SignOutScreen = lazyScreen(
  async () => (await import('../screens/account/SignOutScreen.tsx')).SignOutScreen,
);
const AccountArea = lazyScreen(async () => (await import('../screens/account/AccountArea.tsx')).AccountArea);
const AuthCallbackScreen = lazyScreen(
  async () => (await import('../screens/account/AuthCallbackScreen.tsx')).AuthCallbackScreen,
);
const ActivateScreen = lazyScreen(
  async () => (await import('../screens/account/ActivateScreen.tsx')).ActivateScreen,
);
const ProfileRoutes = lazyScreen(
  async () => (await import('../screens/profiles/ProfileRoutes.tsx')).ProfileRoutes,
);
const NotFoundScreen = lazyScreen(
  async () => (await import('../screens/notFound/NotFoundScreen.tsx')).NotFoundScreen,
);

/** spec: browsing 2, Route table — a route gated by a flag. */
function gated(enabled: boolean, feature: GatedFeature, screen: ReactNode): ReactNode {
  return enabled ? screen : <FeatureDisabledScreen feature={feature} />;
}

/**
 * spec: browsing 2, Route table — the routes built so far; the rest arrive with their screens. Search,
 * favourites and settings are gated by their feature flags here; a legal page, which opens when it has
 * content or a redirect URL, decides in its own screen.
 */
export function AppRouter() {
  const { features } = useStartupResult();
  const search = gated(features.search, 'search', <SearchScreen />);
  const favorites = gated(features.favorites, 'favorites', <FavoritesScreen />);
  const settings = gated(features.canShowSettings, 'settings', <SettingsScreen />);
  const privacy = <LegalScreen page="privacyPolicy" />;
  const terms = <LegalScreen page="termsOfUse" />;
  return (
    <Router>
      <StableNavigateProvider>
        <Routes>
          <Route element={<Shell />}>
            <Route index element={<HomeScreen />} />
            <Route path="m/:id/:slug?" element={<MediaRoute />} />
            <Route path="s/:seriesId" element={<SeriesRoute />} />
            <Route path="p/:id/:slug?" element={<PlaylistScreen />} />
            {/* A content list shows as its playlist's grid (the spec gives the route, not a layout of its own). */}
            <Route path="n/:id/:slug?" element={<PlaylistScreen />} />
            <Route path="favorites" element={favorites} />
            <Route path="u/favorites" element={favorites} />
            <Route path="q/:query?" element={search} />
            {/* spec: accounts 2.2, 2.12 — the profile screens (the shell shows them without its chrome). */}
            <Route path="u/profiles/*" element={<ProfileRoutes />} />
            {/* spec: accounts 2.10 — the user area, with its navigation; an unknown sub-path is the account page. */}
            <Route path="u" element={<AccountArea />}>
              <Route path="settings" element={settings} />
              <Route path="my-account" element={<MyAccountScreen />} />
              {/* spec: payments 2 — the payments page (AVOD: the account page). */}
              <Route path="payments" element={<PaymentsPage />} />
              <Route path="signout" element={<SignOutScreen />} />
              {/* spec: browsing 2, Route table — the legal pages are also nested in the user area. */}
              <Route path="privacy-policy" element={privacy} />
              <Route path="terms-of-use" element={terms} />
              <Route path="*" element={<Navigate to="/u/my-account" replace />} />
            </Route>
            <Route path="auth/callback" element={<AuthCallbackScreen />} />
            {/* spec: payments 2 — the checkout page, without the shell's chrome. */}
            <Route path="payment-checkout" element={<PaymentCheckoutPage />} />
            <Route path="activate" element={gated(features.activate_tv, 'activate_tv', <ActivateScreen />)} />
            <Route path="privacy-policy" element={privacy} />
            <Route path="terms-of-use" element={terms} />
            <Route path="o/about" element={<LegalScreen page="about" />} />
            <Route path=":playlistId/see-more-items" element={<SeeMoreScreen />} />
            <Route path=":playlistId" element={<SeeMoreScreen />} />
            <Route path="*" element={<NotFoundScreen />} />
          </Route>
        </Routes>
      </StableNavigateProvider>
    </Router>
  );
}
