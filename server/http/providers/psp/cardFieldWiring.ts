/**
 * The component page's script around the rules (./cardFieldScript.ts), plain ES5 like them. The fields
 * have no `name`, so the form can never send them to the server, with or without this script; the card
 * goes only to the embedding app, by postMessage (spec brief: hosted card component):
 * - `{type:'psp-card-valid', valid}` as fields change, `{type:'psp-height', height}` for the iframe,
 * - `{type:'psp-card', paymentMethod:{type:'scheme', holderName, encrypted…: 'test_…'}}` on Pay/Save,
 *   `test_`-prefixed as a real provider's sandbox encryption is.
 * A field's message shows once the shopper has left it (or pressed Pay), and the caret keeps its place
 * among the digits as spaces and the slash are added.
 */
export const CARD_FIELD_WIRING = `
(function () {
  var config = window.PSP_CONFIG;
  var fields = {};
  var touched = {};
  var names = ['name', 'number', 'expiry', 'cvc'];
  for (var i = 0; i < names.length; i++) fields[names[i]] = document.getElementById('psp-' + names[i]);
  function post(message) { if (window.parent) window.parent.postMessage(message, '*'); }
  function postHeight() { post({ type: 'psp-height', height: document.documentElement.scrollHeight }); }
  function reformat(input, text) {
    if (input.value === text) return;
    var caret = input.selectionStart === null ? input.value.length : input.selectionStart;
    var before = pspDigits(input.value.substring(0, caret)).length, position = 0, seen = 0;
    while (position < text.length && seen < before) { if (/\\d/.test(text.charAt(position))) seen++; position++; }
    input.value = text;
    if (document.activeElement === input) { try { input.setSelectionRange(position, position); } catch (e) {} }
  }
  function read() {
    var digits = pspDigits(fields.number.value), brand = pspBrand(digits, config.brands);
    return { digits: digits, brand: brand, expiry: pspDigits(fields.expiry.value), cvc: pspDigits(fields.cvc.value) };
  }
  function problems(card) {
    var size = pspCodeSize(card.brand);
    return {
      name: fields.name.value.replace(/^\\s+|\\s+$/g, '') ? '' : config.text.nameMissing,
      number: pspNumberValid(card.digits, card.brand) ? '' : config.text.numberInvalid,
      expiry: pspExpiryValid(card.expiry, new Date()) ? '' : config.text.expiryInvalid,
      cvc: card.cvc.length === size ? '' : config.text.securityCodeInvalid.replace('{n}', String(size))
    };
  }
  function update() {
    var card = read();
    reformat(fields.number, pspFormatNumber(card.digits, card.brand));
    reformat(fields.expiry, pspFormatExpiry(card.expiry));
    var size = pspCodeSize(card.brand);
    fields.cvc.maxLength = size;
    reformat(fields.cvc, card.cvc.substr(0, size));
    card = read();
    var found = problems(card), valid = true;
    for (var i = 0; i < names.length; i++) {
      var message = found[names[i]], input = fields[names[i]];
      if (message) valid = false;
      var shown = touched[names[i]] ? message : '';
      document.getElementById('psp-' + names[i] + '-error').textContent = shown;
      if (shown) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
    }
    post({ type: 'psp-card-valid', valid: valid });
    postHeight();
    return { card: card, found: found, valid: valid };
  }
  for (var j = 0; j < names.length; j++) {
    fields[names[j]].addEventListener('input', update);
    fields[names[j]].addEventListener('blur', (function (name) {
      return function () { touched[name] = true; update(); };
    })(names[j]));
  }
  document.getElementById('psp-form').addEventListener('submit', function (event) {
    event.preventDefault();
    for (var i = 0; i < names.length; i++) touched[names[i]] = true;
    var state = update();
    if (!state.valid) {
      for (var k = 0; k < names.length; k++) if (state.found[names[k]]) { fields[names[k]].focus(); break; }
      return;
    }
    post({ type: 'psp-card', paymentMethod: {
      type: 'scheme',
      holderName: fields.name.value.replace(/^\\s+|\\s+$/g, ''),
      encryptedCardNumber: 'test_' + state.card.digits,
      encryptedExpiryMonth: 'test_' + state.card.expiry.substr(0, 2),
      encryptedExpiryYear: 'test_20' + state.card.expiry.substr(2, 2),
      encryptedSecurityCode: 'test_' + state.card.cvc
    } });
  });
  window.addEventListener('resize', postHeight);
  update();
})();
`;
