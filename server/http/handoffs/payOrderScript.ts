import { scriptJson } from '../escapeHtml.ts';

/**
 * The order page's only script, plain ES5 like the provider's own: the card component in the frame
 * posts the card's encrypted fields (`psp-card`, server/http/providers/psp/cardFieldWiring.ts) to its
 * parent, as it does in the app; this hands them to /pay/order/card and follows the answer (`next`: the
 * paid page or the 3-D Secure page), or shows its message and leaves the form to try again. Messages
 * from any other window are ignored; one payment at a time.
 */
const WIRING = `
(function () {
  var config = window.PAY_CONFIG;
  var frame = document.getElementById('pay-card-frame');
  var status = document.getElementById('pay-status');
  var busy = false;
  function say(text) { status.textContent = text; status.focus(); }
  window.addEventListener('message', function (event) {
    if (!frame || event.source !== frame.contentWindow) return;
    var data = event.data || {};
    if (data.type === 'psp-height' && typeof data.height === 'number') {
      frame.style.height = data.height + 'px';
      return;
    }
    if (data.type !== 'psp-card' || busy) return;
    busy = true;
    say(config.paying);
    var request = new XMLHttpRequest();
    request.open('POST', config.cardUrl);
    request.setRequestHeader('content-type', 'application/json');
    request.onload = function () {
      var answer = {};
      try { answer = JSON.parse(request.responseText); } catch (e) {}
      if (answer.next) { window.location.href = answer.next; return; }
      busy = false;
      say(answer.message || config.failed);
    };
    request.onerror = function () { busy = false; say(config.failed); };
    request.send(JSON.stringify({ paymentMethod: data.paymentMethod }));
  });
})();
`;

export function payOrderScript(config: { cardUrl: string; paying: string; failed: string }): string {
  return `<script>window.PAY_CONFIG=${scriptJson(config)};${WIRING}</script>`;
}
