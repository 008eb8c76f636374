import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFocusableLink } from '../../../ui/index.ts';
import { Icon } from './Icon.tsx';

/** spec: browsing 2, Header — the favourites icon, linking to /favorites. */
export function FavoritesLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = useLocation().pathname === '/favorites';
  const { focused, linkProps } = useFocusableLink('header-favorites', () => navigate('/favorites'));
  return (
    <a
      href="/favorites"
      className={`icon-link${focused ? ' is-focused' : ''}${active ? ' is-active' : ''}`}
      aria-label={t('favorites.title')}
      aria-current={active ? 'page' : undefined}
      {...linkProps}
    >
      <Icon name="heart" />
    </a>
  );
}
