import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFocusableLink } from './useFocusableLink.ts';

interface TextLinkProps {
  focusKey: string;
  href: string;
  /** Another site: opens in a new tab (spec: browsing 2, Legal pages — redirect URLs). */
  external?: boolean;
  className?: string;
  children: ReactNode;
}

/** A link the remote and the keyboard can focus: the app's own routes, or another site in a new tab. */
export function TextLink({
  focusKey,
  href,
  external = false,
  className = 'text-link',
  children,
}: TextLinkProps) {
  const navigate = useNavigate();
  const { focused, linkProps } = useFocusableLink(focusKey, () => {
    if (external) window.open(href, '_blank', 'noopener,noreferrer');
    else navigate(href);
  });
  return (
    <a
      href={href}
      className={`${className}${focused ? ' is-focused' : ''}`}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      {...linkProps}
    >
      {children}
    </a>
  );
}
