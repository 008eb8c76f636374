import { memo } from 'react';
import { useStableNavigate } from './stableNavigate.tsx';
import { useFocusableLink } from './useFocusableLink.ts';

interface MenuLinkProps {
  focusKey: string;
  to: string;
  label: string;
  active: boolean;
  /** Return false to take the arrow over from spatial navigation. */
  onArrowPress?: (direction: string) => boolean;
}

function MenuLinkView({ focusKey, to, label, active, onArrowPress }: MenuLinkProps) {
  const navigate = useStableNavigate();
  const { focused, linkProps } = useFocusableLink(focusKey, () => navigate(to), undefined, onArrowPress);
  return (
    <a
      href={to}
      className={`menu-link${focused ? ' is-focused' : ''}${active ? ' is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
      {...linkProps}
    >
      {label}
    </a>
  );
}

// Memoised: the shell renders again on every change of the URL, an overlay's query too (issue 19).
export const MenuLink = memo(MenuLinkView);
