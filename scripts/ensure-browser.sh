#!/usr/bin/env bash
# Installs Debian's Chromium and its ChromeDriver when missing: the tests drive them (browser
# downloads by test tools do not work on these machines). Needs root, as on CI.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
driver_path="${CHROMEDRIVER_PATH:-/usr/bin/chromedriver}"
if [ -x "$chromium_path" ] && [ -x "$driver_path" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium chromium-driver', or set CHROMIUM_PATH and CHROMEDRIVER_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium and chromium-driver..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
"$chromium_path" --version 2>/dev/null | grep -v 'unexpected operator' || true
