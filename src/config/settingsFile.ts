/**
 * spec: browsing 1, Start-up step 1 — the settings file, at the web page's origin. The web build's page
 * preloads it (vite.config.ts, preloadSettingsFile) and the start-up fetches it (startup.ts), so both
 * name it here.
 */
export const SETTINGS_FILE_PATH = '/.webapp.ini';
