import type { StartupEnvironment } from '../config/startup.ts';
import { createContentClient } from '../content/contentClient.ts';
import { pageFolder } from '../packaged/pageFolder.ts';
import { localStore } from '../stores/deviceStorage.ts';
import { useFavoritesStore } from '../stores/favoritesStore.ts';
import { useHistoryStore } from '../stores/historyStore.ts';
import { homeDeviceLists } from '../ui/shelfList/shelfRows.ts';
import { storedSession } from './accountBoot.ts';
import { appLocation } from './appLocation.ts';
import { prefetchFirstRows } from './prefetchFirstRows.ts';
import { queryClient } from './queryClient.ts';

/** spec: browsing 1, Start-up step 2 — the override is remembered under config-file-override. */
const OVERRIDE_KEY = 'config-file-override';

export function browserStartupEnvironment(): StartupEnvironment {
  return {
    origin: import.meta.env.VITE_PACKAGED ? pageFolder(document.baseURI) : window.location.origin,
    search: window.location.search,
    rememberedOverride: localStore.get(OVERRIDE_KEY),
    rememberOverride: (source) =>
      source === null ? localStore.remove(OVERRIDE_KEY) : localStore.set(OVERRIDE_KEY, source),
    configLoaded(config, contentHost) {
      // Only a guest opening Home: a resumed session's kids profile filters its listings (accountBoot.ts),
      // and the rows of another screen would be fetched for nothing.
      if (appLocation().pathname !== '/' || storedSession()) return;
      prefetchFirstRows(
        queryClient,
        createContentClient(contentHost, { pageOrigin: window.location.origin }),
        config,
        homeDeviceLists(config, useHistoryStore.getState().entries, useFavoritesStore.getState().favorites),
      );
    },
    warn: (message, detail) => console.warn(message, detail),
  };
}
