import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../../../i18n/i18n.ts';
import { useStartupResult } from '../../../stores/configStore.ts';
import { Button } from '../../../ui/index.ts';
import { LANGUAGE_BUTTON_KEY } from './headerKeys.ts';

/** Loaded when first opened: the first screen's header carries only its button (budget, issue 14). */
const LanguageMenu = lazy(async () => ({ default: (await import('./LanguageMenu.tsx')).LanguageMenu }));

/** spec: browsing 2, Header — the language menu's button (multi-language support on): the current code. */
export function LanguageButton() {
  const { t, i18n } = useTranslation();
  const { config } = useStartupResult();
  const [open, setOpen] = useState(false);
  const languages = config.availableLanguages ?? supportedLanguages;
  return (
    <div className="app-header__popup">
      <Button focusKey={LANGUAGE_BUTTON_KEY} variant="icon" pressed={open} onPress={() => setOpen(!open)}>
        {/* The name holds the visible code (WCAG 2.5.3, label in name). */}
        <span className="visually-hidden">{t('app.choose_language')}: </span>
        {i18n.language.toUpperCase()}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LanguageMenu languages={languages} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
