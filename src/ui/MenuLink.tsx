import { useNavigate } from 'react-router-dom';
import { useFocusableLink } from './useFocusableLink.ts';

interface MenuLinkProps {
  focusKey: string;
  to: string;
  label: string;
  active: boolean;
  /** Return false to take the arrow over from spatial navigation. */
  onArrowPress?: (direction: string) => boolean;
}

export function MenuLink({ focusKey, to, label, active, onArrowPress }: MenuLinkProps) {
  const navigate = useNavigate();
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
