import './textLinks.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { siteOrigin } from '../../app/appLocation.ts';
import { followableLinks } from '../../domain/textLinks.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { Button } from '../../ui/index.ts';

/** The links of already sanitised HTML, in document order. */
function linksOf(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('a[href]'), (anchor) => ({
    text: anchor.textContent ?? '',
    href: anchor.getAttribute('href') ?? '',
  }));
}

/**
 * On TV, the links of a page's text below it, as buttons the remote reaches (Down past the end of the
 * text): a remote cannot point at a link inside text. Other sites are named with their address, as a TV
 * cannot open them. Desktop and mobile viewers use the links in the text itself.
 */
export function TextLinks({ html }: { html: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const layout = useLayout();
  const { contentHost } = useStartupResult();
  // Parsed on TV only: elsewhere the text's own links serve.
  const links = useMemo(
    () => (layout === 'tv' ? followableLinks(linksOf(html), siteOrigin(contentHost)) : []),
    [html, layout, contentHost],
  );
  if (links.length === 0) return null;
  return (
    <nav className="text-links" aria-label={t('app.page_links')}>
      {links.map((link, index) =>
        link.kind === 'internal' ? (
          <Button
            key={link.path}
            focusKey={`text-link-${index}`}
            variant="secondary"
            onPress={() => navigate(link.path)}
          >
            {link.text}
          </Button>
        ) : (
          <p key={link.url} className="text-links__address">
            {link.text}: {link.url}
          </p>
        ),
      )}
    </nav>
  );
}
