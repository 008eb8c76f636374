#!/usr/bin/env bash
# Runs a command beside a throw-away Mosquitto broker on loopback, with its dynamic security plugin, and
# MQTT_TEST_URL (mqtt://, as its admin user) and MQTT_TEST_WS_URL (ws://…/mqtt) set for it (issue 17: the
# server's MQTT_URL path):
#   bash scripts/mosquitto/with-mosquitto.sh npx vitest run server/notifications/externalBroker
# Debian's mosquitto package is installed when missing (needs root, as on CI). The broker's folder is
# removed when the command ends, whatever its outcome.
set -euo pipefail

if ! command -v mosquitto >/dev/null && [ ! -x /usr/sbin/mosquitto ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Mosquitto is missing: run 'sudo apt-get install -y mosquitto'." >&2
    exit 1
  fi
  echo "Installing Debian's mosquitto..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mosquitto >/dev/null
fi
broker="$(command -v mosquitto || echo /usr/sbin/mosquitto)"
dir="$(mktemp -d /tmp/ott-mqtt.XXXXXX)"
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
port="$(free_port)"
ws_port="$(free_port)"
plugin="$( (ls /usr/lib/*/mosquitto_dynamic_security.so /usr/lib/mosquitto_dynamic_security.so 2>/dev/null || true) | head -1)"
admin_password="$(node -e "console.log(require('crypto').randomBytes(12).toString('hex'))")"
# The dynamic security plugin holds the clients; 'ott-admin' is the servers' user (MQTT_URL).
mosquitto_ctrl dynsec init "$dir/dynsec.json" ott-admin "$admin_password" >/dev/null
cat >"$dir/mosquitto.conf" <<CONF
per_listener_settings false
allow_anonymous false
plugin $plugin
plugin_opt_config_file $dir/dynsec.json
listener $port 127.0.0.1
listener $ws_port 127.0.0.1
protocol websockets
persistence false
CONF
# Mosquitto drops root privileges to its own user, which must be able to read and write the folder.
if [ "$(id -u)" -eq 0 ] && id mosquitto >/dev/null 2>&1; then chown -R mosquitto "$dir"; fi
chmod 755 "$dir"
"$broker" -c "$dir/mosquitto.conf" >"$dir/broker.log" 2>&1 &
pid=$!
stop() {
  kill "$pid" 2>/dev/null || true
  rm -rf "$dir"
}
trap stop EXIT
for _ in $(seq 1 50); do
  if node -e "require('net').connect($port,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"; then break; fi
  sleep 0.1
done
# The servers publish to every account's topic.
mosquitto_ctrl -h 127.0.0.1 -p "$port" -u ott-admin -P "$admin_password" \
  dynsec addRoleACL admin publishClientSend '#' allow 1 >/dev/null
export MQTT_TEST_URL="mqtt://ott-admin:$admin_password@127.0.0.1:$port"
export MQTT_TEST_WS_URL="ws://127.0.0.1:$ws_port/mqtt"
echo "Mosquitto $("$broker" -h 2>/dev/null | head -1 | awk '{print $3}') on 127.0.0.1:$port (WebSocket $ws_port)"
"$@"
