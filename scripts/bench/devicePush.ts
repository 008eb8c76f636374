/**
 * Time from the phone's Approve to the TV's server-sent event, over real HTTP on loopback (issue 15:
 * p50 over 10 pairings; goal under 1 s with push). Two set-ups: the TV and the phone on the same server
 * instance (the in-process event wakes the stream), and on two instances sharing one database (the
 * stream notices the row, read every ROW_CHECK_MS). `npx tsx scripts/bench/devicePush.ts`
 */
import { openReferenceServer } from './referenceServer.ts';
import { median, percentile } from './stats.ts';

const PAIRINGS = 10;
const reference = await openReferenceServer();
const { accounts } = reference;

/** Waits on the stream for one named event; resolves with the time it arrived. */
async function nextEvent(reader: ReadableStreamDefaultReader<Uint8Array>, state: { buffer: string }) {
  const decoder = new TextDecoder();
  for (;;) {
    const end = state.buffer.indexOf('\n\n');
    if (end >= 0) {
      const block = state.buffer.slice(0, end);
      state.buffer = state.buffer.slice(end + 2);
      const name = /^event: (.+)$/m.exec(block)?.[1];
      if (name) return { name, at: performance.now() };
      continue;
    }
    const { value, done } = await reader.read();
    if (done) throw new Error('stream closed early');
    state.buffer += decoder.decode(value, { stream: true });
  }
}

async function pairing(tvServer: string, phoneServer: string, bearer: string) {
  const authorize = await fetch(`${tvServer}/providers/device/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ integration: 'subscription', device_name: 'Bench TV' }),
  });
  const tv = (await authorize.json()) as { device_code: string; user_code: string };
  const events = await fetch(`${tvServer}/providers/device/events?device_code=${tv.device_code}`);
  const reader = (events.body as ReadableStream<Uint8Array>).getReader();
  const state = { buffer: '' };
  if ((await nextEvent(reader, state)).name !== 'pending') throw new Error('no pending event');
  // The phone's tap: a pause so the stream is idle in its wait, as it is when a viewer approves.
  await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 400));
  const tapped = performance.now();
  const approve = await fetch(`${phoneServer}/providers/device/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ code: tv.user_code.replace(' ', '') }),
  });
  if (approve.status !== 200) throw new Error(`approve answered ${approve.status}`);
  const event = await nextEvent(reader, state);
  if (event.name !== 'approved') throw new Error(`got ${event.name}`);
  const token = await fetch(`${tvServer}/providers/device/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code&device_code=${tv.device_code}`,
  });
  if (token.status !== 200) throw new Error(`token answered ${token.status}`);
  await token.json();
  const signedIn = performance.now();
  await reader.cancel();
  return { toEvent: event.at - tapped, toTokens: signedIn - tapped };
}

const format = (samples: number[]) =>
  `p50 ${median(samples).toFixed(1)} ms, p90 ${percentile(samples, 90).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`;

const first = await reference.listen('public');
const second = await reference.listen('public');
const customer = await accounts.customers.findByEmail('demo@example.com');
if (!customer) throw new Error('no demo account');
// The phone is signed in on its own session, and each pairing counts two entries against the limits.
for (const [label, phone] of [
  ['same instance', first],
  ['two instances', second],
] as const) {
  const toEvent: number[] = [];
  const toTokens: number[] = [];
  for (let index = 0; index < PAIRINGS; index += 1) {
    const { accessToken } = await accounts.sessions.start(customer, { integration: 'paywall' });
    await accounts.limits.reset(`device-code:account:${customer.id}`);
    await accounts.limits.reset('device-code:ip:127.0.0.1');
    const result = await pairing(first.url, phone.url, accessToken);
    toEvent.push(result.toEvent);
    toTokens.push(result.toTokens);
  }
  console.log(`${label}: approve → SSE event ${format(toEvent)}; approve → tokens ${format(toTokens)}`);
}
await first.close();
await second.close();
await reference.close();
