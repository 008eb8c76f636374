import { escapeHtml, scriptJson } from '../../escapeHtml.ts';
import { hostedPage, type PageLanguage } from '../shared/hostedPage.ts';
import { CARD_FIELD_RULES, scriptBrands } from './cardFieldScript.ts';
import { CARD_FIELD_WIRING } from './cardFieldWiring.ts';
import { formatAmount, PSP_TEXT } from './pspPageText.ts';

function field(id: string, label: string, attributes: string): string {
  return `<label>${escapeHtml(label)}<input id="psp-${id}" aria-describedby="psp-${id}-error" ${attributes}></label>
<p class="error" id="psp-${id}-error" aria-live="polite"></p>`;
}

/**
 * The hosted card component (spec brief: embedded by the app in an iframe): cardholder name, number,
 * expiry and security code, and one Pay (or Save, for a card update at 0) button. The inputs carry no
 * `name`: nothing typed here is ever sent to the server; the script posts the sandbox-encrypted fields
 * to the embedding app.
 */
export function componentPage(options: {
  language: PageLanguage;
  amountMinor: number;
  currency: string;
}): string {
  const text = PSP_TEXT[options.language];
  const button =
    options.amountMinor > 0
      ? text.pay(formatAmount(options.amountMinor, options.currency, options.language))
      : text.save;
  const config = {
    brands: scriptBrands(),
    text: {
      nameMissing: text.nameMissing,
      numberInvalid: text.numberInvalid,
      expiryInvalid: text.expiryInvalid,
      securityCodeInvalid: text.securityCodeInvalid,
    },
  };
  const digits = 'type="text" inputmode="numeric" spellcheck="false" autocorrect="off"';
  return hostedPage({
    language: options.language,
    title: text.cardTitle,
    body: `<p>${escapeHtml(text.cardNote)}</p>
<form id="psp-form" novalidate>
${field('name', text.holderName, 'autocomplete="cc-name" maxlength="100" autofocus')}
${field('number', text.cardNumber, `${digits} autocomplete="cc-number" maxlength="23" placeholder="1234 5678 9012 3456"`)}
${field('expiry', text.expiry, `${digits} autocomplete="cc-exp" maxlength="5" placeholder="MM/YY"`)}
${field('cvc', text.securityCode, `${digits} autocomplete="cc-csc" maxlength="4" placeholder="123"`)}
<p><button type="submit">${escapeHtml(button)}</button></p>
</form>
<script>window.PSP_CONFIG=${scriptJson(config)};${CARD_FIELD_RULES}${CARD_FIELD_WIRING}</script>`,
  });
}
