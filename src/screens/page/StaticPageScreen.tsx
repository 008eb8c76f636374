import './staticPage.css';
import { useTranslation } from 'react-i18next';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { Spinner } from '../../ui/index.ts';
import { PAGE_TEXT_KEY } from '../../ui/ScrollRegion.tsx';
import { useMarkdownHtml } from '../../ui/useMarkdownHtml.ts';
import type { MediaScreenProps } from '../media/mediaScreenRegistry.ts';
import { PageText } from './PageText.tsx';

/** spec: browsing 2, Media route — a page renders the item's markdown, or its description. */
export function StaticPageScreen({ item }: MediaScreenProps) {
  const { t } = useTranslation();
  const source = typeof item.markdown === 'string' && item.markdown ? item.markdown : item.description;
  const html = useMarkdownHtml(source);
  useScreenFocus(Boolean(html.data), [PAGE_TEXT_KEY]);
  if (!html.data) return <Spinner label={t('app.loading')} />;
  // One h1 per page (issue 18): the markdown's own title when it has one, else the item's, for
  // screen readers only.
  const ownTitle = /<h1[\s>]/i.test(html.data);
  return (
    <article className="static-page">
      {ownTitle ? null : <h1 className="visually-hidden">{item.title}</h1>}
      <PageText html={html.data} label={item.title} />
    </article>
  );
}
