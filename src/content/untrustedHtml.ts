import DOMPurify from 'dompurify';

/**
 * Operators' legal documents and markdown pages are untrusted HTML (issue 22: a `<style>` in a legal
 * document blanked the whole app). Beyond DOMPurify's defaults (no scripts, no handlers): no style
 * elements or attributes, no forms or inputs that could ask a viewer for a password, no frames.
 */
const CONFIG = {
  FORBID_TAGS: [
    'style',
    'link',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'formaction', 'action'],
};

/** Loaded lazily by its callers: DOMPurify never reaches the first screen. */
export function sanitizeUntrustedHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}
