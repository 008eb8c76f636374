import { PAGE_TEXT_KEY, ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { SafeHtml } from './SafeHtml.tsx';
import { TextLinks } from './TextLinks.tsx';

/** A page's sanitised text read by remote (ScrollRegion), its links as buttons below it on TV. */
export function PageText({ html, label }: { html: string; label: string }) {
  return (
    <>
      <ScrollRegion focusKey={PAGE_TEXT_KEY} label={label}>
        <SafeHtml html={html} />
      </ScrollRegion>
      <TextLinks html={html} />
    </>
  );
}
