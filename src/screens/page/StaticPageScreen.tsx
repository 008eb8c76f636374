import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { Spinner } from '../../ui/index.ts';
import type { MediaScreenProps } from '../media/mediaScreenRegistry.ts';

/** Markdown to safe HTML: marked renders, DOMPurify removes scripts and handlers. Both load here only. */
async function renderMarkdown(markdown: string): Promise<string> {
  const [{ marked }, { default: DOMPurify }] = await Promise.all([import('marked'), import('dompurify')]);
  return DOMPurify.sanitize(await marked.parse(markdown));
}

/** spec: browsing 2, Media route — a page renders the item's markdown, or its description. */
export function StaticPageScreen({ item }: MediaScreenProps) {
  const { t } = useTranslation();
  const source = typeof item.markdown === 'string' && item.markdown ? item.markdown : item.description;
  const html = useQuery({ queryKey: ['markdown', item.mediaid], queryFn: () => renderMarkdown(source) });
  useScreenFocus(Boolean(html.data), []);
  if (!html.data) return <Spinner label={t('app.loading')} />;
  return (
    <article className="static-page">
      <h1 className="visually-hidden">{item.title}</h1>
      {/* Sanitised by DOMPurify above. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised markdown */}
      <div className="static-page__body" dangerouslySetInnerHTML={{ __html: html.data }} />
    </article>
  );
}
