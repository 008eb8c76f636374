import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localStore } from '../stores/deviceStorage.ts';
import en from './locales/en.json';

export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'en';
/** spec: browsing 3, Other — supported languages by code and display name. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };

function isLanguage(value: string | null | undefined): value is Language {
  return supportedLanguages.some((language) => language === value);
}

/**
 * The viewer's stored choice, else the device's language when we have it, else en
 * (spec: browsing 1, Languages).
 */
export function initialLanguage(stored: string | null, deviceLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const fromDevice = deviceLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return fromDevice ?? defaultLanguage;
}

/** English ships in the first bundle (error screens need it); Spanish loads on demand. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  es: () => import('./locales/es.json'),
};

export async function initI18n(): Promise<Language> {
  const language = initialLanguage(localStore.get('language'), navigator.languages ?? [navigator.language]);
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== 'en') await switchLanguage(language);
  return language;
}

/** Loads a language if needed and switches to it; rejects when its translations cannot be loaded. */
export async function switchLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'translation')) {
    const bundle = await loaders[language]();
    i18next.addResourceBundle(language, 'translation', bundle.default);
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The viewer chooses a language: kept on the device ('language') and shown at once. */
export function chooseLanguage(language: Language): Promise<void> {
  localStore.set('language', language);
  return switchLanguage(language);
}

export { i18next };
