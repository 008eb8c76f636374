#!/usr/bin/env bash
# The payments back end walked with curl only (README, Payments): sign in, list offers, order, a declined
# card and its message, pay with 4242 and read the entitlement in the next request, a 3-D Secure card
# through the provider's page, a wallet approval, a coupon, cancel (still entitled), renew, a plan switch,
# advance the demo clock and see the renewal transaction. Against a fresh `npm start`:
#   bash scripts/payments/curlWalk.sh [http://localhost:8080]
set -euo pipefail
H=${1:-http://localhost:8080}
S=$H/providers/subscription
json() { node -pe "JSON.parse(require('fs').readFileSync(0, 'utf8'))$1"; }
EMAIL="payer.$(date +%s%N)@example.com"
post() { curl -s -X "$1" "$S$2" -H 'content-type: application/json' -H "authorization: Bearer $JWT" ${4:+-H "idempotency-key: $4"} -d "$3"; }
get() { curl -s "$S$1" -H "authorization: Bearer $JWT"; }
card() { echo "{\"type\":\"scheme\",\"holderName\":\"Pat Payer\",\"encryptedCardNumber\":\"test_$1\",\"encryptedExpiryMonth\":\"test_03\",\"encryptedExpiryYear\":\"test_2030\",\"encryptedSecurityCode\":\"test_${2:-737}\"}"; }
order() { post POST /orders "{\"offerId\":\"$1\",\"paymentMethodId\":1}" | json .responseData.order.id; }
pay() { post POST /connectors/card/initial-payment "{\"orderId\":$1,\"returnUrl\":\"$H/?u=finalize-payment\",\"paymentMethod\":$(card "$2")}" "${3:-}"; }
press() { curl -s -o /dev/null -w '%{redirect_url}' -X POST "$1" -d "action=$2"; }
absolute() { case "$1" in http*) echo "$1" ;; *) echo "$H$1" ;; esac; }

echo '# sign up and sign in with the subscription provider'
curl -s -X POST $S/customers -H 'content-type: application/json' \
  -d "{\"email\":\"$EMAIL\",\"password\":\"Pay12345\",\"firstName\":\"Pat\",\"lastName\":\"Payer\",\"publisherId\":\"reference-subscriptions\"}" > /dev/null
JWT=$(curl -s -X POST $S/auths -H 'content-type: application/json' -d "{\"email\":\"$EMAIL\",\"password\":\"Pay12345\"}" | json .responseData.jwt)
ID=$(node -pe "JSON.parse(Buffer.from('$JWT'.split('.')[1],'base64url')).customerId")

echo '# the offers'
curl -s $S/offers | json ".responseData.items.map(o => o.offerId + ' ' + o.offerPrice + ' ' + o.offerCurrency + ' ' + (o.period || '-')).join('\n')"

echo '# a premier order, a declined card, then 4242 and the entitlement in the next request'
O=$(order P-PREMIER1)
pay "$O" 4000000000000002; echo
pay "$O" 4242424242424242 "walk-$O" | json ".responseData.payment.status"
get /entitlements/P-PREMIER1; echo
echo '# the same Idempotency-Key again: the first answer, replayed'
pay "$O" 4242424242424242 "walk-$O" | json ".responseData.payment.status"

echo '# a 3-D Secure card: the provider page, Complete, back with a redirectResult, finalize'
O=$(order R-RENTAL48)
URL=$(pay "$O" 4000002760003184 | json .responseData.action.url)
BACK=$(press "$(absolute "$URL")" complete)
RR=$(node -pe "new URL('$BACK').searchParams.get('redirectResult')")
post POST /connectors/card/initial-payment/finalize "{\"orderId\":$O,\"details\":{\"redirectResult\":\"$RR\"}}" | json ".responseData.payment.status"
get /entitlements/R-RENTAL48; echo

echo '# a coupon on a yearly plan, then a wallet approval pays it'
O=$(order S-YEARLY)
post PATCH /orders/$O '{"couponCode":"NOPE"}'; echo
post PATCH /orders/$O '{"couponCode":"SAVE20"}' > /tmp/coupon.json
json ".responseData.order.totalPrice" < /tmp/coupon.json; json ".responseData.order.discount" < /tmp/coupon.json
URL=$(post POST /connectors/wallet/v1/tokens "{\"orderId\":$O,\"successUrl\":\"$H/?u=waiting-for-payment\",\"cancelUrl\":\"$H/?u=payment-cancelled\",\"errorUrl\":\"$H/?u=payment-error\"}" | json .responseData.redirectUrl)
press "$(absolute "$URL")" approve; echo
for _ in 1 2 3 4 5 6 7 8 9 10; do
  [ "$(get /entitlements/S-YEARLY | json .responseData.accessGranted)" = true ] && break
  sleep 0.3
done
get /entitlements/S-YEARLY; echo

echo '# cancel (still entitled), renew'
post PATCH /customers/$ID/subscriptions '{"offerId":"S-YEARLY","status":"cancelled"}' | json ".responseData.status"
get /entitlements/S-YEARLY | json ".responseData.accessGranted"
post PATCH /customers/$ID/subscriptions '{"offerId":"S-YEARLY","status":"active"}' | json ".responseData.status"

echo '# a plan switch: yearly down to monthly waits for the period end'
get /customers/$ID/subscription_switches/S-YEARLY/availability | json ".responseData.available.map(a => a.toOfferId + ' ' + a.switchDirection + ' ' + a.algorithm).join('\n')"
post POST /customers/$ID/subscription_switches/S-YEARLY '{"toOfferId":"S-MONTHLY","switchDirection":"downgrade"}' | json ".responseData.status"

echo '# advance the demo clock a year and a day: the renewal charges the monthly plan'
curl -s -X POST $H/dev/payments/clock -H 'content-type: application/json' -d '{"days":366}'; echo
get /customers/$ID/subscriptions | json ".responseData.items.map(s => s.offerId + ' ' + s.status + ' next ' + s.nextPaymentPrice).join('\n')"
get /customers/$ID/transactions | json ".responseData.items.map(t => t.transactionId + ' ' + t.actionType + ' ' + t.offerId + ' ' + t.transactionPriceInclTax + ' ' + t.transactionCurrency).join('\n')"

P=$H/providers/paywall
echo '# the account provider (form bodies): access fees of the premier asset, the access check, a card payment'
curl -s -X POST $P/accounts -d client_id=reference-paywall -d full_name='Paula Payer' -d "username=pw.$EMAIL" \
  -d password=form1234 -d password_confirmation=form1234 -d 'metadata[terms]=true' > /tmp/pw.json
T=$(json .access_token < /tmp/pw.json)
curl -s $P/v2/items/7010/access-fees | json ".map(f => f.id + ' ' + f.amount + ' ' + f.currency + ' ' + f.access_type.name).join('\n')"
curl -s -o /dev/null -w 'access before: %{http_code}\n' $P/items/7010/access -H "authorization: Bearer $T"
curl -s -X POST $P/payments -H "authorization: Bearer $T" -d number=4242424242424242 -d card_name='Paula Payer' \
  -d exp_month=3 -d exp_year=2030 -d cvv=737 -d access_fee=103 -d payment_method=1 -d "referrer=$H/" -d "return_url=$H/"; echo
curl -s -o /dev/null -w 'access after: %{http_code}\n' $P/items/7010/access -H "authorization: Bearer $T"
echo '# a channel this back end does not offer'
curl -s $P/v2/payments/direct-debit/mandate -H "authorization: Bearer $T"; echo
