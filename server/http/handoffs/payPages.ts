import { findOffer } from '../../domain/payments/offerCatalogue.ts';
import type { OrderRow } from '../../domain/payments/orders.ts';
import { grossPrice } from '../../domain/payments/settlement.ts';
import { escapeHtml } from '../escapeHtml.ts';
import { formatAmount } from '../providers/psp/pspPageText.ts';
import { errorLine, hostedPage, type PageLanguage } from '../providers/shared/hostedPage.ts';
import { payOrderScript } from './payOrderScript.ts';
import { PAY_TEXT } from './payPageText.ts';

/** Phone-sized touch targets: every action a full-width block at least 3 lines of text tall. */
const PHONE_STYLE = `<style>
.pay button,.pay a.button{display:block;width:100%;min-height:3em;margin:1em 0;box-sizing:border-box;text-align:center}
.pay a.button{padding:.8em;border:3px solid #1565c0;border-radius:.3em;background:#1565c0;color:#fff;text-decoration:none}
.pay input{font-size:1.4em;letter-spacing:.15em;text-transform:uppercase}
.pay iframe{display:block;width:100%;min-height:30em;border:0}.pay .price{font-size:1.3em}
</style>`;

const page = (language: PageLanguage, title: string, body: string) =>
  hostedPage({ language, title, body: `${PHONE_STYLE}<div class="pay">${body}</div>` });

/** The short address's page (`{host}/pay`): one field for the code the TV shows, and one button. */
export function codePage(options: { language: PageLanguage; action: string; message?: string }): string {
  const text = PAY_TEXT[options.language];
  return page(
    options.language,
    text.enterTitle,
    `<p>${escapeHtml(text.enterNote)}</p>${errorLine(options.message)}
<form method="post" action="${escapeHtml(options.action)}">
<label>${escapeHtml(text.code)}<input name="code" maxlength="9" autocomplete="one-time-code" autocapitalize="characters" autocorrect="off" spellcheck="false" placeholder="XXXX-XXXX" autofocus></label>
<button type="submit">${escapeHtml(text.next)}</button>
</form>`,
  );
}

/**
 * What the order costs, in the page's language and the order's currency: the regular price (a
 * subscription's by its period), the free days of a trial, and what is due now when a trial or a
 * coupon makes it differ.
 */
function priceLines(order: OrderRow, language: PageLanguage): string[] {
  const text = PAY_TEXT[language];
  const offer = findOffer(order.offer_id);
  const amount = (minor: number) => formatAmount(minor, order.currency, language);
  const regular = offer ? grossPrice(offer, order.tax_rate_bp) : order.total_minor;
  const lines = [text.price(amount(regular), offer?.kind === 'subscription' ? offer.period : undefined)];
  if (order.discount_type === 'trial' && offer?.trialDays) lines.push(text.trial(offer.trialDays));
  if (order.total_minor !== regular) lines.push(text.dueNow(amount(order.total_minor)));
  return lines;
}

/**
 * The order on the phone: the offer, its price, whose account pays (masked), then the provider's card
 * component in a frame and the wallet. A message (a refusal, the wallet's cancel) is shown above them,
 * with the form still there to try again.
 */
export function orderPage(options: {
  language: PageLanguage;
  order: OrderRow;
  email: string;
  componentUrl: string;
  cardUrl: string;
  walletUrl: string;
  message?: string;
}): string {
  const text = PAY_TEXT[options.language];
  const [price, ...more] = priceLines(options.order, options.language);
  return page(
    options.language,
    findOffer(options.order.offer_id)?.title ?? options.order.offer_id,
    `<p class="price"><strong>${escapeHtml(price ?? '')}</strong></p>
${more.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p>${escapeHtml(text.account(options.email))}</p>
${errorLine(options.message)}<p id="pay-status" class="error" role="status" aria-live="polite" tabindex="-1"></p>
<h2>${escapeHtml(text.byCard)}</h2>
<iframe id="pay-card-frame" title="${escapeHtml(text.cardFrame)}" src="${escapeHtml(options.componentUrl)}"></iframe>
<form method="post" action="${escapeHtml(options.walletUrl)}"><button type="submit">${escapeHtml(text.wallet)}</button></form>
${payOrderScript({ cardUrl: options.cardUrl, paying: text.paying, failed: text.failed })}`,
  );
}

/** Paid: the TV moves on by itself. */
export function paidPage(language: PageLanguage): string {
  const text = PAY_TEXT[language];
  return page(language, text.paid, `<p>${escapeHtml(text.paidNote)}</p>`);
}

/** Waiting for the provider's confirmation (a wallet, a late card): the answer reloads it (Refresh). */
export function confirmingPage(language: PageLanguage, backUrl: string): string {
  const text = PAY_TEXT[language];
  return page(
    language,
    text.confirming,
    `<p>${escapeHtml(text.confirmingNote)}</p><a class="button" href="${escapeHtml(backUrl)}">${escapeHtml(text.backToPayment)}</a>`,
  );
}

/** No live hand-off behind the request: expired, ended with its payment, or never opened here. */
export function expiredPage(language: PageLanguage): string {
  return page(language, PAY_TEXT[language].expired, '');
}
