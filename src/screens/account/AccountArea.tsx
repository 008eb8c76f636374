import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { version } from '../../../package.json';
import { accountAreaEntries } from '../../domain/accountArea.ts';
import { usePaymentsOffered } from '../../integrations/payments/usePaymentsOffered.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { MenuLink } from '../../ui/index.ts';
import { ACCOUNT_NS } from './accountTranslations.ts';
import './account.css';

/**
 * spec: accounts 2.10 — the user area's left navigation, beside the area's screens, on medium screens
 * and wider (mobile has the menu's own entries). Signed out, a guest's settings and legal pages keep
 * working without it; the account screens themselves send a signed-out viewer home.
 */
export function AccountArea() {
  const signedIn = useAccountStore((state) => state.status === 'signedIn');
  const wide = useLayout() !== 'mobile';
  if (!signedIn || !wide) return <Outlet />;
  return (
    <div className="account-area">
      <AccountAreaNav />
      <div className="account-area__screen">
        <Outlet />
      </div>
    </div>
  );
}

function AccountAreaNav() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { pathname } = useLocation();
  const { config, features } = useStartupResult();
  const exportData = useAccountStore((state) => state.service?.capabilities.exportData ?? false);
  const payments = usePaymentsOffered();
  const entries = accountAreaEntries({ features, exportData, payments });
  const active = entries.find((entry) => entry.to === pathname);
  const { ref, focusKey } = useFocusable({
    focusKey: 'account-area-nav',
    saveLastFocusedChild: false,
    preferredChildFocusKey: `area-${(active ?? entries[0])?.key}`,
  });
  return (
    <FocusContext.Provider value={focusKey}>
      <nav ref={ref} className="account-area__nav" aria-label={t('area.label')}>
        {entries.map((entry) => (
          <MenuLink
            key={entry.key}
            focusKey={`area-${entry.key}`}
            to={entry.to}
            label={t(`area.${entry.key}`)}
            active={entry === active}
          />
        ))}
        <p className="account-area__footer">
          {t('area.version', { version })}
          {config.supportEmail ? (
            <>
              <br />
              {t('area.help', { email: config.supportEmail })}
            </>
          ) : null}
        </p>
      </nav>
    </FocusContext.Provider>
  );
}
