import cardValidator from 'card-validator';

/** A brand as the component's script needs it: from card-validator's own table, so both sides agree. */
export interface ScriptBrand {
  type: string;
  patterns: Array<number | number[]>;
  gaps: number[];
  lengths: number[];
  code: number;
}

/** card-validator's brands in its own order (notes: payments, Card fields: gaps and CVC size by brand). */
export function scriptBrands(): ScriptBrand[] {
  return Object.values(cardValidator.creditCardType.types).map((type) => {
    const info = cardValidator.creditCardType.getTypeInfo(type);
    return {
      type: info.type,
      patterns: info.patterns,
      gaps: info.gaps,
      lengths: info.lengths,
      code: info.code.size,
    };
  });
}

/**
 * The card-field rules in the browser, pure functions over digits (tested in Node by evaluating this
 * text). Plain ES5: the page opens on 2018 TVs too (Chromium 53). The brand is the longest matching
 * prefix or range, as card-validator's credit-card-type picks it; numbers are grouped at the brand's
 * gaps (4-4-4-4, Amex 4-6-5, Diners 4-6-4) and the security code is as long as the brand's.
 */
export const CARD_FIELD_RULES = `
function pspDigits(value) { return String(value).replace(/\\D/g, ''); }
function pspMatches(digits, pattern) {
  if (typeof pattern === 'number') {
    var text = String(pattern);
    return text.substring(0, digits.length) === digits.substring(0, text.length);
  }
  var min = String(pattern[0]), max = String(pattern[1]);
  var head = digits.substr(0, min.length), value = parseInt(head, 10);
  return value >= parseInt(min.substr(0, head.length), 10) && value <= parseInt(max.substr(0, head.length), 10);
}
function pspBrand(digits, brands) {
  if (!digits) return null;
  var best = null, bestStrength = -1, possible = [];
  for (var i = 0; i < brands.length; i++) {
    for (var j = 0; j < brands[i].patterns.length; j++) {
      var pattern = brands[i].patterns[j];
      if (!pspMatches(digits, pattern)) continue;
      if (possible.indexOf(brands[i]) < 0) possible.push(brands[i]);
      var strength = String(typeof pattern === 'number' ? pattern : pattern[0]).length;
      if (digits.length >= strength && strength > bestStrength) { best = brands[i]; bestStrength = strength; }
    }
  }
  return best || (possible.length === 1 ? possible[0] : null);
}
function pspFormatNumber(digits, brand) {
  var gaps = brand ? brand.gaps : [4, 8, 12];
  digits = digits.substr(0, brand ? Math.max.apply(null, brand.lengths) : 19);
  var out = '';
  for (var i = 0; i < digits.length; i++) out += (i > 0 && gaps.indexOf(i) >= 0 ? ' ' : '') + digits.charAt(i);
  return out;
}
function pspLuhn(digits) {
  var sum = 0, twice = false;
  for (var i = digits.length - 1; i >= 0; i--) {
    var d = Number(digits.charAt(i));
    if (twice) { d = d * 2; if (d > 9) d = d - 9; }
    sum += d; twice = !twice;
  }
  return sum % 10 === 0;
}
function pspNumberValid(digits, brand) {
  return !!brand && brand.lengths.indexOf(digits.length) >= 0 && (brand.type === 'unionpay' || pspLuhn(digits));
}
function pspFormatExpiry(digits) {
  digits = digits.substr(0, 4);
  if (digits.length === 1 && digits > '1') digits = '0' + digits;
  return digits.length > 2 ? digits.substr(0, 2) + '/' + digits.substr(2) : digits;
}
function pspExpiryValid(digits, now) {
  if (digits.length !== 4) return false;
  var month = Number(digits.substr(0, 2)), year = 2000 + Number(digits.substr(2));
  var current = now.getFullYear() * 12 + now.getMonth() + 1;
  return month >= 1 && month <= 12 && year * 12 + month >= current && year <= now.getFullYear() + 19;
}
function pspCodeSize(brand) { return brand ? brand.code : 3; }
`;
