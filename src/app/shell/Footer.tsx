import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../config/product.ts';
import { useStartupResult } from '../../stores/configStore.ts';

/** spec: browsing 2, Footer — '© {year} {siteName}' or the configured footer text. */
export function Footer() {
  const { t } = useTranslation();
  const { config } = useStartupResult();
  const text =
    config.styling.footerText ||
    t('app.copyright', { year: new Date().getFullYear(), siteName: config.siteName });
  return (
    <footer className="app-footer">
      <p>{text}</p>
      <p className="app-footer__powered">{t('app.powered_by', { name: PRODUCT_NAME })}</p>
    </footer>
  );
}
