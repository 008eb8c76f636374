import { useTranslation } from 'react-i18next';
import type { LegalDocument } from '../../config/startup.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { type Language, supportedLanguages } from '../../i18n/i18n.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Spinner } from '../../ui/index.ts';
import { PAGE_TEXT_KEY, ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { useMarkdownHtml } from '../../ui/useMarkdownHtml.ts';
import { SafeHtml } from '../page/SafeHtml.tsx';
import { aboutText, builtInPrivacy, builtInTerms } from './builtInTexts.ts';

type Page = LegalDocument | 'about';

const builtIn: Record<Page, Record<Language, string>> = {
  privacyPolicy: builtInPrivacy,
  termsOfUse: builtInTerms,
  about: aboutText,
};

/**
 * spec: browsing 2, Legal pages — the config's HTML (es for Spanish viewers when it exists, else en),
 * sanitised at start-up; without it, the built-in text in the viewer's language; another language:
 * 'Language not supported'. The about page is always the built-in text.
 */
export function LegalScreen({ page }: { page: Page }) {
  const { t, i18n } = useTranslation();
  const { legal } = useStartupResult();
  const language = supportedLanguages.find((code) => code === i18n.language);
  const documents = page === 'about' ? undefined : legal[page];
  const html = documents ? (language === 'es' && documents.es ? documents.es : documents.en) : undefined;
  const markdown = html === undefined && language ? builtIn[page][language] : undefined;
  const rendered = useMarkdownHtml(markdown);
  const content = html ?? rendered.data;
  useScreenFocus(content !== undefined, [PAGE_TEXT_KEY]);
  const label = {
    privacyPolicy: t('app.privacy_policy'),
    termsOfUse: t('app.terms_of_use'),
    about: t('legal.about_title'),
  }[page];

  if (!html && !language) return <p className="static-page">{t('legal.language_not_supported')}</p>;
  if (content === undefined) return <Spinner label={t('app.loading')} />;
  return (
    <article className="static-page">
      <ScrollRegion focusKey={PAGE_TEXT_KEY} label={label}>
        <SafeHtml html={content} />
      </ScrollRegion>
    </article>
  );
}
