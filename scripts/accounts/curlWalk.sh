#!/usr/bin/env bash
# The account back end walked with curl only (README, Accounts): sign up through the façades, sign in,
# refresh twice and replay the first refresh token (the whole session then ends), read the account,
# reset a password through the link in /dev/mail.json, export, delete. Against a fresh `npm start`:
#   bash scripts/accounts/curlWalk.sh [http://localhost:8080]
set -euo pipefail
H=${1:-http://localhost:8080}
S=$H/providers/subscription
json() { node -pe "JSON.parse(require('fs').readFileSync(0, 'utf8'))$1"; }

echo '# subscription provider: sign up, refresh twice, replay the first refresh token'
curl -s -X POST $S/customers -H 'content-type: application/json' \
  -d '{"email":"walker@example.com","password":"walk1234","firstName":"Wally","lastName":"Walker","publisherId":"reference-subscriptions"}' > /tmp/signup.json
cat /tmp/signup.json | cut -c1-120; echo
ID=$(json .responseData.customerId < /tmp/signup.json)
R1=$(json .responseData.refreshToken < /tmp/signup.json)
curl -s -X POST $S/auths/refresh_token -H 'content-type: application/json' -d "{\"refreshToken\":\"$R1\"}" > /tmp/r2.json
R2=$(json .responseData.refreshToken < /tmp/r2.json)
curl -s -X POST $S/auths/refresh_token -H 'content-type: application/json' -d "{\"refreshToken\":\"$R2\"}" > /tmp/r3.json
R3=$(json .responseData.refreshToken < /tmp/r3.json); JWT=$(json .responseData.jwt < /tmp/r3.json)
curl -s -X POST $S/auths/refresh_token -H 'content-type: application/json' -d "{\"refreshToken\":\"$R1\"}"; echo
curl -s -X POST $S/auths/refresh_token -H 'content-type: application/json' -d "{\"refreshToken\":\"$R3\"}"; echo
echo '# sign in again and read the account'
JWT=$(curl -s -X POST $S/auths -H 'content-type: application/json' -d '{"email":"walker@example.com","password":"walk1234"}' | json .responseData.jwt)
curl -s $S/customers/$ID -H "authorization: Bearer $JWT" | cut -c1-160; echo
echo '# reset the password through the mailed link'
curl -s -X PUT $S/customers/passwords -H 'content-type: application/json' -d "{\"customerEmail\":\"walker@example.com\",\"resetUrl\":\"$H/?u=edit-password\"}"; echo
TOKEN=$(curl -s $H/dev/mail.json | json "[0].links[0]" | sed 's/.*resetPasswordToken=\([^&]*\).*/\1/')
curl -s -X PATCH $S/customers/passwords -H 'content-type: application/json' \
  -d "{\"customerEmail\":\"walker@example.com\",\"resetPasswordToken\":\"$TOKEN\",\"newPassword\":\"newwalk12\",\"newPasswordConfirmation\":\"newwalk12\"}"; echo
JWT=$(curl -s -X POST $S/auths -H 'content-type: application/json' -d '{"email":"walker@example.com","password":"newwalk12"}' | json .responseData.jwt)
echo '# delete'
curl -s -X POST $S/customers/delete -H "authorization: Bearer $JWT" -H 'content-type: application/json' -d "{\"customerID\":$ID}"; echo
curl -s $S/customers/$ID -H "authorization: Bearer $JWT"; echo

P=$H/providers/paywall
echo '# account provider (form-encoded): sign up, refresh twice, export, erase'
curl -s -X POST $P/accounts -d client_id=reference-paywall -d full_name='Paula Form' -d username=form@example.com \
  -d password=form1234 -d password_confirmation=form1234 -d 'metadata[terms]=true' > /tmp/p1.json
T=$(json .access_token < /tmp/p1.json); PR1=$(json .refresh_token < /tmp/p1.json)
PR2=$(curl -s -X POST $P/accounts/authenticate -d client_id=reference-paywall -d grant_type=refresh_token -d refresh_token=$PR1 | json .refresh_token)
PR3=$(curl -s -X POST $P/accounts/authenticate -d client_id=reference-paywall -d grant_type=refresh_token -d refresh_token=$PR2 | json .refresh_token)
curl -s -X POST $P/accounts/authenticate -d client_id=reference-paywall -d grant_type=refresh_token -d refresh_token=$PR1; echo
curl -s -X POST $P/accounts/authenticate -d client_id=reference-paywall -d grant_type=refresh_token -d refresh_token=$PR3; echo
T=$(curl -s -X POST $P/accounts/authenticate -d client_id=reference-paywall -d grant_type=password -d username=form@example.com -d password=form1234 | json .access_token)
curl -s $P/accounts -H "authorization: Bearer $T" | cut -c1-120; echo
curl -s -X POST $P/accounts/export -H "authorization: Bearer $T" -d password=form1234; echo
curl -s $H/dev/mail.json | json "[0].subject"
curl -s -X DELETE $P/accounts/erase -H "authorization: Bearer $T" -d password=form1234; echo

C=$H/providers/custom
echo '# custom back end: a bearer of any integration; no user profile yet, then one'
CT=$(curl -s -X POST $S/auths -H 'content-type: application/json' -d '{"email":"identity@example.com","password":"demo1234"}' | json .responseData.jwt)
curl -s $C/user/profile -H "authorization: Bearer $CT"; echo
curl -s -X POST $C/user/profile -H "authorization: Bearer $CT" -H 'content-type: application/json' -d '{"firstname":"Ivan","lastname":"Identity","birthDate":"1990-04-01"}' | cut -c1-100; echo
echo '# managed identity'
curl -s $H/providers/identity/.well-known/openid-configuration | json .issuer
echo '# bot check'
curl -s "$H/providers/bot-check/challenge?action=login" | cut -c1-80; echo
