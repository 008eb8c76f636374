import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface SharedTranslation {
  t: TFunction;
  language: string;
}

const SharedTranslationContext = createContext<SharedTranslation | null>(null);

/** One react-i18next subscription for every component below that reads useSharedTranslation. */
export function SharedTranslationProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const value = useMemo(() => ({ t, language: i18n.language }), [t, i18n.language]);
  return <SharedTranslationContext.Provider value={value}>{children}</SharedTranslationContext.Provider>;
}

/**
 * `t` and the language for components mounted by the dozen (cards). react-i18next's useTranslation
 * copies the i18n instance's property descriptors and subscribes to its events in every component
 * that calls it: for each row of cards a Down press mounted, that was 20 copies and 40 listeners
 * (issue 7). Here they share the provider's; a language change still re-renders them.
 */
export function useSharedTranslation(): SharedTranslation {
  const value = useContext(SharedTranslationContext);
  if (!value) throw new Error('No SharedTranslationProvider above');
  return value;
}
