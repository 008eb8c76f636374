#!/usr/bin/env bash
# The whole test suite, as the README's test command and CI run it: lint and types, unit and server
# tests (the account back end's a second time on a real PostgreSQL, the notifications' external broker
# on Mosquitto), the production builds (web and packaged TV) and their TV syntax check, browser journeys (Playwright) and the
# WebDriver journey. Ends with one summary line of all test counts.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
status=0
run() {
  echo "::: $*"
  "$@" || status=1
}

bash scripts/ensure-browser.sh || exit 1
run npx biome check .
run npx tsc --noEmit -p tsconfig.json
run npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
# The account back end again on a real PostgreSQL server (PGlite stays the default; operators run this).
run bash scripts/postgres/with-postgres.sh npx vitest run --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-postgres.json \
  server/domain/accounts server/domain/botCheck server/http/providers server/http/drm server/http/dev \
  server/http/requestLog.test.ts server/http/providerCors.test.ts server/db/postgresRestart.pg.test.ts \
  server/scaleOut.pg.test.ts server/domain/payments server/psp server/paymentsScaleOut.pg.test.ts \
  server/http/handoffs server/http/analytics
# The notifications' scale path (MQTT_URL) through a real Mosquitto broker (issue 17).
run bash scripts/mosquitto/with-mosquitto.sh npx vitest run --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-mosquitto.json server/notifications/externalBroker.test.ts
# The web build, and the packaged TV build (dist-tv) that tvPackage.spec.ts installs and runs from file://.
if npx vite build --logLevel warn && npx vite build --mode tv --logLevel warn; then
  run npx tsx scripts/check-legacy-syntax.ts
  run npx tsx scripts/check-legacy-syntax.ts dist-tv/assets
  PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json run npx playwright test --reporter=list,json
  run npx tsx test/device/homeJourney.ts
else
  echo "The build failed: browser tests not run"
  status=1
fi
npx tsx scripts/summarizeTests.ts test-results/vitest.json test-results/vitest-postgres.json test-results/vitest-mosquitto.json test-results/playwright.json test-results/device.json || status=1
exit $status
