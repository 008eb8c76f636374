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
  return (
    <article className="static-page">
      <h1 className="visually-hidden">{item.title}</h1>
      <PageText html={html.data} label={item.title} />
    </article>
  );
}
