/** spec: browsing 1, Start-up step 3 — an 8-character lowercase alphanumeric id names a hosted config. */
const CONFIG_ID = /^[a-z0-9]{8}$/;

export function isConfigId(source: string): boolean {
  return CONFIG_ID.test(source);
}

/** Where a config source is fetched from: hosted configs by id, anything else as a URL. */
export function configSourceUrl(source: string, contentHost: string): string {
  return isConfigId(source) ? `${contentHost.replace(/\/$/, '')}/apps/configs/${source}.json` : source;
}

export interface ConfigSourceInput {
  defaultSource: string | undefined;
  allowedSources: readonly string[];
  allowAny: boolean;
  /** The app-config query parameter: null when absent, '' when present and empty. */
  requested: string | null;
  /** The override remembered on the device (config-file-override). */
  remembered: string | null;
}

export type ConfigSourceChoice =
  | { ok: true; source: string; remember: string | null }
  | { ok: false; remember: string | null };

/**
 * spec: browsing 1, Start-up step 2. The app-config parameter overrides the default and is remembered;
 * an empty value clears the remembered override. An override outside the allowed list is ignored
 * (the default still works: a viewer following a bad link gets the normal app, not an error).
 * `remember` is what the device should store afterwards (null: nothing).
 */
export function chooseConfigSource(input: ConfigSourceInput): ConfigSourceChoice {
  const { defaultSource, allowAny, requested } = input;
  const isAllowed = (source: string) =>
    allowAny || source === defaultSource || input.allowedSources.includes(source);

  let remember = input.remembered !== null && isAllowed(input.remembered) ? input.remembered : null;
  if (requested === '') remember = null;
  else if (requested !== null && isAllowed(requested)) remember = requested;

  const source = remember ?? defaultSource;
  return source ? { ok: true, source, remember } : { ok: false, remember };
}
