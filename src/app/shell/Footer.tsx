import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../config/product.ts';
import { legalLinkLabels, useLegalLinks } from '../../screens/legal/useLegalLinks.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { TextLink } from '../../ui/TextLink.tsx';

/**
 * spec: browsing 2, Footer — the legal links placed in the footer (redirect URLs in a new tab), the
 * 'powered by' logo, the client's site, '© {year} {siteName} {copyright}' or styling.footerText, and
 * the support link (footer_support_link).
 */
export function Footer() {
  const { t } = useTranslation();
  const { config } = useStartupResult();
  const links = useLegalLinks('footer');
  const { ref, focusKey } = useFocusable({ focusKey: 'app-footer' });
  const support = config.redirectUrls?.footer_support_link;
  const text =
    config.styling.footerText ||
    t('app.copyright', {
      year: new Date().getFullYear(),
      siteName: config.siteName,
      copyright: t('app.all_rights_reserved'),
    });
  return (
    <FocusContext.Provider value={focusKey}>
      <footer ref={ref} className="app-footer">
        <div className="app-footer__row">
          <nav className="app-footer__links" aria-label={t('app.legal')}>
            {links.map((link) => (
              <TextLink
                key={link.id}
                focusKey={`footer-${link.id}`}
                href={link.href}
                external={link.external}
              >
                {t(legalLinkLabels[link.id])}
              </TextLink>
            ))}
            {support ? (
              <TextLink focusKey="footer-support" href={support} external>
                {t('app.support')}
              </TextLink>
            ) : null}
            {config.clientSiteUrl ? (
              <TextLink focusKey="footer-client-site" href={config.clientSiteUrl} external>
                {new URL(config.clientSiteUrl).hostname}
              </TextLink>
            ) : null}
          </nav>
          <img
            className="app-footer__powered"
            src={`${import.meta.env.BASE_URL}images/powered-by.svg`}
            alt={t('app.powered_by', { name: PRODUCT_NAME })}
            width="160"
            height="32"
          />
        </div>
        <p className="app-footer__text">{text}</p>
      </footer>
    </FocusContext.Provider>
  );
}
