import type { StartupEnvironment } from '../config/startup.ts';
import { pageFolder } from '../packaged/pageFolder.ts';
import { localStore } from '../stores/deviceStorage.ts';

/** spec: browsing 1, Start-up step 2 — the override is remembered under config-file-override. */
const OVERRIDE_KEY = 'config-file-override';

export function browserStartupEnvironment(): StartupEnvironment {
  return {
    origin: import.meta.env.VITE_PACKAGED ? pageFolder(document.baseURI) : window.location.origin,
    search: window.location.search,
    rememberedOverride: localStore.get(OVERRIDE_KEY),
    rememberOverride: (source) =>
      source === null ? localStore.remove(OVERRIDE_KEY) : localStore.set(OVERRIDE_KEY, source),
    async sanitizeHtml(html) {
      // DOMPurify loads only here, after the first screen's code.
      const { sanitizeUntrustedHtml } = await import('../content/untrustedHtml.ts');
      return sanitizeUntrustedHtml(html);
    },
    warn: (message, detail) => console.warn(message, detail),
  };
}
