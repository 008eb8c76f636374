import { useTranslation } from 'react-i18next';
import { chooseLanguage, type Language, languageNames } from '../../../i18n/i18n.ts';
import { HeaderMenu, HeaderMenuItem } from './HeaderMenu.tsx';
import { LANGUAGE_BUTTON_KEY } from './headerKeys.ts';

/**
 * spec: browsing 2, Header — the language menu: the site's languages by display name; choosing one
 * switches the interface.
 */
export function LanguageMenu({ languages, onClose }: { languages: readonly Language[]; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const current = languages.find((language) => language === i18n.language);
  return (
    <HeaderMenu
      focusKey="language-menu"
      buttonKey={LANGUAGE_BUTTON_KEY}
      label={t('settings.language')}
      preferredChildFocusKey={`language-${current ?? languages[0]}`}
      onClose={onClose}
    >
      {(close) =>
        languages.map((language) => (
          <HeaderMenuItem
            key={language}
            focusKey={`language-${language}`}
            checked={language === current}
            lang={language}
            onChoose={() => {
              void chooseLanguage(language);
              close();
            }}
          >
            {languageNames[language]}
          </HeaderMenuItem>
        ))
      }
    </HeaderMenu>
  );
}
