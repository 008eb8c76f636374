import { memo } from 'react';
import { useStartupResult } from '../../stores/configStore.ts';

/** The operator's logo (remote branding first, then the config's), else the site name. */
function LogoView() {
  const { config, branding } = useStartupResult();
  const src = branding.logoUrl ?? config.branding?.logo_url;
  const name = config.siteName ?? '';
  return src ? (
    <img className="logo" src={src} alt={name} />
  ) : (
    <span className="logo logo--text">{name}</span>
  );
}

// Memoised: the shell renders again on every change of the URL, an overlay's query too (issue 19).
export const Logo = memo(LogoView);
