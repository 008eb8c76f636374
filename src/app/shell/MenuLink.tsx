import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FOCUS_KEY_ATTRIBUTE } from '../../focus/useScreenFocus.ts';

interface MenuLinkProps {
  focusKey: string;
  to: string;
  label: string;
  active: boolean;
}

export function MenuLink({ focusKey, to, label, active }: MenuLinkProps) {
  const navigate = useNavigate();
  const go = () => navigate(to);
  const { ref, focused, focusSelf } = useFocusable<object, HTMLAnchorElement>({ focusKey, onEnterPress: go });
  const click = (event: MouseEvent) => {
    event.preventDefault();
    go();
  };
  return (
    <a
      ref={ref}
      href={to}
      className={`menu-link${focused ? ' is-focused' : ''}${active ? ' is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
      onClick={click}
      onMouseEnter={() => focusSelf()}
    >
      {label}
    </a>
  );
}
