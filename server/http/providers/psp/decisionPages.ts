import type { CardSummary } from '../../../psp/paymentProvider.ts';
import { escapeHtml } from '../../escapeHtml.ts';
import { hostedPage, type PageLanguage } from '../shared/hostedPage.ts';
import { formatAmount, PSP_TEXT, type PspText } from './pspPageText.ts';

/** Secondary buttons in grey; the primary one (first, focused) keeps the hosted pages' blue. */
const SECONDARY = '<style>button.secondary{background:#333;border-color:#555}</style>';

const BUTTON_LINK =
  '<style>a.button{display:inline-block;padding:.4em .6em;border:3px solid #1565c0;border-radius:.3em;background:#1565c0;color:#fff;text-decoration:none}</style>';

/** Brand ids (spec names) as card schemes write themselves; others are capitalised. */
const BRAND_LABELS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

function brandLabel(brand: string): string {
  return BRAND_LABELS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

interface Summary {
  language: PageLanguage;
  amountMinor?: number;
  currency?: string;
  card?: CardSummary;
}

function summaryLines(text: PspText, summary: Summary): string {
  const amount =
    summary.amountMinor !== undefined && summary.currency
      ? `${text.amount}: ${formatAmount(summary.amountMinor, summary.currency, summary.language)}`
      : text.noAmount;
  const card = summary.card
    ? `<p>${escapeHtml(`${text.card}: ${brandLabel(summary.card.brand)} •••• ${summary.card.last4}`)}</p>`
    : '';
  return `<p><strong>${escapeHtml(amount)}</strong></p>${card}`;
}

/**
 * One form, one button per answer: the pressed button's `action` is posted back to this page's own URL
 * (query included, so the language carries over). The first (primary) answer takes focus; the arrows
 * move between the buttons on a remote (hostedPage).
 */
function decisionForm(buttons: Array<{ action: string; label: string }>): string {
  const html = buttons
    .map(
      (button, index) =>
        `<button type="submit" name="action" value="${button.action}"${index === 0 ? ' autofocus' : ' class="secondary"'}>${escapeHtml(button.label)}</button>`,
    )
    .join('');
  return `${SECONDARY}<form method="post"><p>${html}</p></form>`;
}

/** The 3-D Secure test page (notes: payments, Hosted card and 3-D Secure: complete / fail / cancel). */
export function challengePage(summary: Summary): string {
  const text = PSP_TEXT[summary.language];
  return hostedPage({
    language: summary.language,
    title: text.challengeTitle,
    body: `<p>${escapeHtml(text.challengeNote)}</p>${summaryLines(text, summary)}${decisionForm([
      { action: 'complete', label: text.complete },
      { action: 'fail', label: text.fail },
      { action: 'cancel', label: text.cancel },
    ])}`,
  });
}

/** The wallet's approval page (notes: payments, Wallet redirect). */
export function walletPage(summary: Summary): string {
  const text = PSP_TEXT[summary.language];
  return hostedPage({
    language: summary.language,
    title: text.walletTitle,
    body: `<p>${escapeHtml(text.walletNote)}</p>${summaryLines(text, summary)}${decisionForm([
      { action: 'approve', label: text.approve },
      { action: 'cancel', label: text.cancel },
      { action: 'error', label: text.error },
    ])}`,
  });
}

/**
 * A link that cannot be answered (expired, already used, unknown): says so, with at most one way out,
 * focused, back to the merchant.
 */
export function linkEndedPage(options: {
  language: PageLanguage;
  reason: 'expired' | 'used' | 'unknown' | 'invalid';
  backUrl?: string;
}): string {
  const text = PSP_TEXT[options.language];
  const back = options.backUrl
    ? `${BUTTON_LINK}<p><a id="psp-back" class="button" href="${escapeHtml(options.backUrl)}">${escapeHtml(text.back)}</a></p>
<script>document.getElementById('psp-back').focus();</script>`
    : '';
  return hostedPage({
    language: options.language,
    title: text[options.reason],
    body: back,
  });
}
