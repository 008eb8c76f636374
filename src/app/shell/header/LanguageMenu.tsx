import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackHandler } from '../../../focus/useBackHandler.ts';
import { FOCUS_KEY_ATTRIBUTE } from '../../../focus/useScreenFocus.ts';
import { chooseLanguage, type Language, languageNames } from '../../../i18n/i18n.ts';

export const LANGUAGE_BUTTON_KEY = 'header-language';

/**
 * spec: browsing 2, Header — the language menu: the site's languages by display name; choosing one
 * switches the interface. Back, Escape or a choice close it and focus returns to its button.
 */
export function LanguageMenu({ languages, onClose }: { languages: readonly Language[]; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const current = languages.find((language) => language === i18n.language);
  const { ref, focusKey, focusSelf } = useFocusable({
    focusKey: 'language-menu',
    isFocusBoundary: true,
    autoRestoreFocus: false,
    preferredChildFocusKey: `language-${current ?? languages[0]}`,
  });
  const close = () => {
    onClose();
    void setFocus(LANGUAGE_BUTTON_KEY);
  };
  useBackHandler(close);
  useEffect(() => focusSelf(), [focusSelf]);
  // A click elsewhere closes it too (mouse viewers); focus stays where they clicked.
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  useEffect(() => {
    const onPointer = (event: MouseEvent) => {
      const menu = (ref as { current: HTMLElement | null }).current;
      if (menu && event.target instanceof Node && !menu.parentElement?.contains(event.target))
        latestClose.current();
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [ref]);
  return (
    <FocusContext.Provider value={focusKey}>
      <div ref={ref} className="language-menu" role="menu" aria-label={t('settings.language')}>
        {languages.map((language) => (
          <LanguageItem
            key={language}
            language={language}
            checked={language === current}
            onChoose={() => {
              void chooseLanguage(language);
              close();
            }}
          />
        ))}
      </div>
    </FocusContext.Provider>
  );
}

function LanguageItem({
  language,
  checked,
  onChoose,
}: {
  language: Language;
  checked: boolean;
  onChoose(): void;
}) {
  const focusKey = `language-${language}`;
  const { ref, focused, focusSelf } = useFocusable<object, HTMLButtonElement>({
    focusKey,
    onEnterPress: onChoose,
  });
  return (
    <button
      ref={ref}
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      lang={language}
      className={`language-menu__item${focused ? ' is-focused' : ''}${checked ? ' is-chosen' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
      onClick={onChoose}
      onMouseMove={() => {
        if (!focused) focusSelf();
      }}
    >
      {languageNames[language]}
    </button>
  );
}
