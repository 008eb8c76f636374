import { LEGAL_PATHS } from '../../domain/legalLinks.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { TextLink } from '../../ui/TextLink.tsx';
import { legalLinkLabels, useLegalLinks } from '../legal/useLegalLinks.ts';
import { useSettingsTranslation } from './settingsStrings.ts';

/**
 * spec: browsing 2, Legal pages — the links placed in settings (on TV the only way to them). A redirect
 * URL opens in a new tab on desktop and mobile; a TV cannot open one, so there the app's own page
 * says where to read it.
 */
export function SettingsLegalLinks() {
  const { t } = useSettingsTranslation();
  const tv = useLayout() === 'tv';
  const links = useLegalLinks('settings');
  if (links.length === 0) return null;
  return (
    <nav className="settings__legal" aria-label={t('settings.legal')}>
      <h2>{t('settings.legal')}</h2>
      {links.map((link) => (
        <TextLink
          key={link.id}
          focusKey={`setting-legal-${link.id}`}
          className="setting-row"
          href={link.external && tv ? LEGAL_PATHS[link.id] : link.href}
          external={link.external && !tv}
        >
          {t(legalLinkLabels[link.id])}
        </TextLink>
      ))}
    </nav>
  );
}
