/** HTML that has already been through DOMPurify (markdown renders, legal documents at start-up). */
export function SafeHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify before it gets here
  return <div className="static-page__body" dangerouslySetInnerHTML={{ __html: html }} />;
}
