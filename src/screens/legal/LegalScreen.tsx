import '../page/staticPage.css';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { LegalDocument } from '../../config/startup.ts';
import { sanitizeUntrustedHtml } from '../../content/untrustedHtml.ts';
import { LEGAL_PATHS, type LegalPageId } from '../../domain/legalLinks.ts';
import { legalPageSource } from '../../domain/legalPage.ts';
import { useGoBack } from '../../focus/useGoBack.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { Button, Spinner } from '../../ui/index.ts';
import { PAGE_TEXT_KEY } from '../../ui/ScrollRegion.tsx';
import { useMarkdownHtml } from '../../ui/useMarkdownHtml.ts';
import { FeatureDisabledScreen } from '../featureDisabled/FeatureDisabledScreen.tsx';
import { PageText } from '../page/PageText.tsx';
import { aboutText, builtInPrivacy, builtInTerms } from './builtInTexts.ts';
import { legalLinkLabels } from './useLegalLinks.ts';

type Page = LegalDocument | 'about';

const pageIds: Record<Page, LegalPageId> = {
  privacyPolicy: 'privacy_policy',
  termsOfUse: 'terms_of_use',
  about: 'about_us',
};

const builtIn = { privacyPolicy: builtInPrivacy, termsOfUse: builtInTerms, about: aboutText };

const BACK_KEY = 'legal-back';

const sanitised = (html: string | undefined) =>
  html === undefined ? undefined : sanitizeUntrustedHtml(html);

/**
 * spec: browsing 2, Legal pages — the config's HTML (es for Spanish viewers when it exists, else en),
 * sanitised as it is shown; without it, when the page's canShow flag is on, the built-in text in the
 * viewer's language, and 'Language not supported' for any other language. A configured redirect URL
 * is used instead: desktop and mobile go there; a TV, which cannot open it, says where it is. Opened
 * at its own path (not in the user area) it has a back button; it opens scrolled to the top.
 */
export function LegalScreen({ page }: { page: Page }) {
  const { t, i18n } = useTranslation();
  const { config, features, legal } = useStartupResult();
  const tv = useLayout() === 'tv';
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const id = pageIds[page];
  const redirectUrl = config.redirectUrls?.[id];
  const canShow =
    page === 'about' ||
    (page === 'privacyPolicy' ? features.canShowPrivacyPolicy : features.canShowTermsOfUse);
  // Sanitised here, as it is shown: start-up keeps the documents as they came (LegalTexts).
  const documents = page === 'about' ? undefined : legal[page];
  const html = useMemo(
    () => documents && { en: sanitised(documents.en), es: sanitised(documents.es) },
    [documents],
  );
  const source = legalPageSource({
    html,
    canShow,
    language: i18n.language,
  });
  const rendered = useMarkdownHtml(source.kind === 'builtIn' ? builtIn[page][source.language] : undefined);
  const shown = source.kind === 'html' ? source.html : rendered.data;
  const withBack = pathname.startsWith(LEGAL_PATHS[id]);
  const leaving = Boolean(redirectUrl) && !tv;

  useEffect(() => {
    if (redirectUrl && !tv) window.location.replace(redirectUrl);
  }, [redirectUrl, tv]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page opened
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useScreenFocus(
    redirectUrl !== undefined ||
      source.kind === 'html' ||
      source.kind === 'languageNotSupported' ||
      shown !== undefined,
    // The text first: reading is what the page is for; Up past its top reaches the back button.
    [PAGE_TEXT_KEY, withBack ? BACK_KEY : undefined],
  );

  let body: ReactNode;
  if (redirectUrl) {
    body = (
      <>
        <h1>{t(legalLinkLabels[id])}</h1>
        <p>{t(leaving ? 'legal.opening' : 'legal.read_at', { url: redirectUrl })}</p>
      </>
    );
  } else if (source.kind === 'languageNotSupported') {
    body = (
      <>
        <h1>{t(legalLinkLabels[id])}</h1>
        <p>{t('legal.language_not_supported')}</p>
      </>
    );
  } else if (source.kind === 'disabled') {
    body = null;
  } else if (shown === undefined) {
    body = <Spinner label={t('app.loading')} />;
  } else {
    body = <PageText html={shown} label={t(legalLinkLabels[id])} />;
  }
  // spec: browsing 2, Route table — terms and privacy only when allowed: content or a redirect URL.
  if (source.kind === 'disabled' && !redirectUrl) {
    return <FeatureDisabledScreen feature={id === 'terms_of_use' ? 'terms_of_use' : 'privacy_policy'} />;
  }
  return (
    <article className="static-page">
      {withBack ? (
        <Button focusKey={BACK_KEY} variant="secondary" onPress={goBack}>
          {t('app.back')}
        </Button>
      ) : null}
      {body}
    </article>
  );
}
