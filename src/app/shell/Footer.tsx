import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../config/product.ts';
import { isLegalPageAvailable } from '../../domain/legalPage.ts';
import { useStartupResult } from '../../stores/configStore.ts';

/** spec: browsing 2, Footer — '© {year} {siteName}' or the configured footer text. */
export function Footer() {
  const { t } = useTranslation();
  const { config, features, legal } = useStartupResult();
  const text =
    config.styling.footerText ||
    t('app.copyright', { year: new Date().getFullYear(), siteName: config.siteName });
  return (
    <footer className="app-footer">
      <nav className="app-footer__links" aria-label={t('app.legal')}>
        {isLegalPageAvailable({ html: legal.privacyPolicy, canShow: features.canShowPrivacyPolicy }) ? (
          <Link to="/privacy-policy">{t('app.privacy_policy')}</Link>
        ) : null}
        {isLegalPageAvailable({ html: legal.termsOfUse, canShow: features.canShowTermsOfUse }) ? (
          <Link to="/terms-of-use">{t('app.terms_of_use')}</Link>
        ) : null}
        <Link to="/o/about">{t('app.about_us')}</Link>
      </nav>
      <p>{text}</p>
      <p className="app-footer__powered">{t('app.powered_by', { name: PRODUCT_NAME })}</p>
    </footer>
  );
}
