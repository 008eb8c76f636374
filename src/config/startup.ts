import { z } from 'zod/mini';
import { contentAddresses } from '../content/contentAddresses.ts';
import { ApiError, requestJson, requestText } from '../net/http.ts';
import { readLocalFile } from '../packaged/localFile.ts';
import { type AppConfig, appConfigSchema } from './appConfigSchema.ts';
import { chooseConfigSource, configSourceUrl } from './configSource.ts';
import { type Features, resolveFeatures } from './features.ts';
import { enabledIntegrations } from './integrations.ts';
import { PRODUCT_NAME } from './product.ts';
import {
  type Branding,
  brandingFrom,
  REMOTE_CONFIG_KEYS,
  REMOTE_CONFIG_TIMEOUT_MS,
  type RemoteConfig,
  remoteConfigSchema,
} from './remoteConfig.ts';
import { SETTINGS_FILE_PATH } from './settingsFile.ts';
import { StartupError } from './startupError.ts';
import { parseWebappIni, type WebappIni } from './webappIni.ts';

/*
 * The schemas use zod's tree-shakable mini API (issue 7: the classic API was 26 kB gzip of the first
 * screen, mini about 9). Mini carries no issue texts: an invalid file is parsed again with the en
 * locale, loaded only then (about 1 kB gzip the first screen does not carry), so operators read
 * 'expected string, received number' on the config-invalid screen rather than 'Invalid input'.
 */
async function issueTexts(parse: () => unknown): Promise<string> {
  const { default: en } = await import('zod/v4/locales/en.js');
  z.config(en());
  try {
    parse();
    return '';
  } catch (cause) {
    return describeFailure(cause);
  }
}

export type LegalDocument = 'privacyPolicy' | 'termsOfUse';
/**
 * The documents as their hosts sent them: untrusted HTML, sanitised only where it is shown (the legal
 * screen, src/screens/legal/LegalScreen.tsx). Issue 19: DOMPurify and its work at 4x throttle (about
 * 60 ms) left start-up's path to the first focused card; spec: browsing 1, step 6 — "sanitise them
 * before display".
 */
export type LegalTexts = Partial<Record<LegalDocument, { en?: string; es?: string }>>;

export interface StartupResult {
  ini: WebappIni;
  contentHost: string;
  configSource: string;
  config: AppConfig;
  branding: Branding;
  /** The resolved feature flags (src/config/features.ts). */
  features: Features;
  legal: LegalTexts;
}

export interface StartupEnvironment {
  /** The page's origin: where /.webapp.ini lives and the default content host. */
  origin: string;
  search: string;
  rememberedOverride: string | null;
  rememberOverride(source: string | null): void;
  /**
   * The config is valid: what needs only the config may start now, while the remote configuration and
   * the legal texts load (issue 19: Home's first rows).
   */
  configLoaded?(config: AppConfig, contentHost: string): void;
  warn(message: string, detail?: unknown): void;
}

const STARTUP_TIMEOUT_MS = 15_000;

async function loadSettings(origin: string): Promise<WebappIni> {
  const url = `${origin}${SETTINGS_FILE_PATH}`;
  let text: string;
  try {
    text = import.meta.env.VITE_PACKAGED
      ? await readLocalFile(url)
      : await requestText(url, { timeoutMs: STARTUP_TIMEOUT_MS });
  } catch (cause) {
    throw new StartupError('settings_unreadable', url, { cause });
  }
  try {
    return parseWebappIni(text);
  } catch (cause) {
    const description =
      cause instanceof z.core.$ZodError
        ? await issueTexts(() => parseWebappIni(text))
        : describeFailure(cause);
    throw new StartupError('settings_unreadable', `${url}: ${description}`, { cause });
  }
}

function describeFailure(cause: unknown): string {
  if (cause instanceof z.core.$ZodError) {
    return cause.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
  }
  if (cause instanceof ApiError) return cause.message;
  return cause instanceof Error ? cause.message : String(cause);
}

async function loadConfig(url: string): Promise<AppConfig> {
  let raw: unknown;
  try {
    raw = await requestJson(url, z.unknown(), { timeoutMs: STARTUP_TIMEOUT_MS });
  } catch (cause) {
    throw new StartupError('config_invalid', describeFailure(cause), { cause });
  }
  const parsed = appConfigSchema.safeParse(raw);
  if (!parsed.success)
    throw new StartupError('config_invalid', `${url}: ${await issueTexts(() => appConfigSchema.parse(raw))}`);
  // spec: browsing 1, Start-up step 4 — the loaded siteName is replaced by the product name.
  return { ...parsed.data, siteName: PRODUCT_NAME };
}

async function loadRemoteConfig(
  contentHost: string,
  config: AppConfig,
  env: StartupEnvironment,
): Promise<RemoteConfig> {
  // The config id lets the service answer with this app's own values (its conditions).
  const app = config.id ? `&app=${encodeURIComponent(config.id)}` : '';
  const url = `${contentHost}/v1/remote-config?keys=${REMOTE_CONFIG_KEYS.join(',')}${app}`;
  try {
    return await requestJson(url, remoteConfigSchema, { timeoutMs: REMOTE_CONFIG_TIMEOUT_MS });
  } catch (cause) {
    // The default theme and flags work: a remote configuration outage must not stop viewers.
    env.warn('Remote config unavailable: default theme and flags', cause);
    return {};
  }
}

async function loadLegal(config: AppConfig, env: StartupEnvironment): Promise<LegalTexts> {
  const documents = (['privacyPolicy', 'termsOfUse'] as const).flatMap((document) =>
    (['en', 'es'] as const).map((language) => ({ document, language, url: config[document]?.[language] })),
  );
  const entries = await Promise.all(
    documents.map(async ({ document, language, url }) => {
      if (!url) return undefined;
      try {
        const text = await requestText(url, { timeoutMs: STARTUP_TIMEOUT_MS });
        return { document, language, html: text };
      } catch (cause) {
        // A missing legal text shows the built-in one later (spec: browsing 2, Legal pages).
        env.warn(`Legal document unavailable: ${url}`, cause);
        return undefined;
      }
    }),
  );
  const legal: LegalTexts = {};
  for (const entry of entries) {
    if (entry) legal[entry.document] = { ...legal[entry.document], [entry.language]: entry.html };
  }
  return legal;
}

/** spec: browsing 1, Start-up sequence, steps 1 to 8. */
export async function runStartup(env: StartupEnvironment): Promise<StartupResult> {
  const ini = await loadSettings(env.origin);

  const params = new URLSearchParams(env.search);
  const choice = chooseConfigSource({
    defaultSource: ini.defaultConfigSource || undefined,
    allowedSources: ini.additionalAllowedConfigSources,
    allowAny: ini.UNSAFE_allowAnyConfigSource,
    requested: params.get('app-config'),
    remembered: env.rememberedOverride,
  });
  env.rememberOverride(choice.remember);
  if (!choice.ok) throw new StartupError('no_usable_sources', `${env.origin}/.webapp.ini`);

  // A packaged app's page is a file: its content API can only be named.
  if (import.meta.env.VITE_PACKAGED && !ini.contentHost) {
    throw new StartupError(
      'settings_unreadable',
      `${env.origin}/.webapp.ini: contentHost is required in a TV package`,
    );
  }
  const contentHost = (ini.contentHost ?? env.origin).replace(/\/$/, '');
  const config = contentAddresses(
    contentHost,
    env.origin,
  )(await loadConfig(configSourceUrl(choice.source, contentHost)));

  const integrations = enabledIntegrations(config);
  if (integrations.length > 1) throw new StartupError('too_many_integrations', integrations.join(', '));
  env.configLoaded?.(config, contentHost);

  const [remote, legal] = await Promise.all([
    loadRemoteConfig(contentHost, config, env),
    loadLegal(config, env),
  ]);
  const features = resolveFeatures({
    remoteGlobal: remote.global_remote_config?.feature_flags,
    remoteWeb: remote.web_config?.feature_flags,
    config,
  });
  return {
    ini,
    contentHost,
    configSource: choice.source,
    config,
    branding: brandingFrom(remote),
    features,
    legal,
  };
}
