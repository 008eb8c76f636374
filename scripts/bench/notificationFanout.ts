/**
 * Issue 17 — the embedded MQTT broker under 1,000 concurrent WebSocket clients on loopback, each
 * subscribed to its own account topic, one message each: how many arrive, publish-to-receive latency
 * (p50, p99) and the broker process's memory per connection. The broker is the server's own
 * (`createEmbeddedBroker`) on an HTTP server of its own, with the credential check answered from a table
 * instead of the database: this measures the broker and the WebSockets, not the credential query.
 * The clients run in a child process, so the broker's memory figures are its own.
 * `node --expose-gc --import tsx scripts/bench/notificationFanout.ts [--clients N]`
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createEmbeddedBroker } from '../../server/notifications/embeddedBroker.ts';
import { percentile } from './stats.ts';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

interface ChildReport {
  kind: 'subscribed' | 'received';
  latencies?: number[];
  received?: number;
}

/** The clock both processes read: wall time at sub-millisecond resolution. */
const clock = () => performance.timeOrigin + performance.now();

if (process.argv.includes('--clients-process')) {
  // The client fleet: connect every client, subscribe each to its topic, report, then time arrivals.
  const { default: mqtt } = await import('mqtt');
  const endpoint = process.env.BENCH_ENDPOINT as string;
  const count = Number(process.env.BENCH_CLIENTS);
  const latencies: number[] = [];
  const clients = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const client = await mqtt.connectAsync(endpoint, {
        username: `user-${index}`,
        password: `secret-${index}`,
        reconnectPeriod: 0,
        connectTimeout: 60_000,
      });
      client.on('message', (_topic, payload) => {
        latencies.push(clock() - Number(JSON.parse(payload.toString()).resource.message));
        if (latencies.length === count) process.send?.({ kind: 'received', latencies } satisfies ChildReport);
      });
      await client.subscribeAsync(`account-${index}`);
      return client;
    }),
  );
  process.send?.({ kind: 'subscribed' } satisfies ChildReport);
  process.on('message', () => {
    process.send?.({ kind: 'received', latencies, received: latencies.length } satisfies ChildReport);
    for (const client of clients) client.end(true);
    process.exit(0);
  });
} else {
  const count = arg('clients', 1_000);
  const gc = (globalThis as { gc?: () => void }).gc;
  const settle = () => {
    gc?.();
    gc?.();
    return process.memoryUsage();
  };
  const broker = await createEmbeddedBroker({
    logger: pino({ level: 'silent' }),
    async connect(accessKey, sessionToken) {
      const index = accessKey.slice('user-'.length);
      return sessionToken === `secret-${index}`
        ? { customerUuid: `account-${index}`, sessionId: `session-${index}` }
        : undefined;
    },
  });
  const server = createServer((_request, response) => response.writeHead(404).end());
  broker.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const before = settle();

  const fleet = fork(fileURLToPath(import.meta.url), ['--clients-process'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_ENDPOINT: `ws://127.0.0.1:${port}/mqtt`, BENCH_CLIENTS: String(count) },
  });
  const next = () =>
    new Promise<ChildReport>((resolve) => fleet.once('message', (m) => resolve(m as ChildReport)));
  const connectStarted = performance.now();
  await next();
  const connectMs = performance.now() - connectStarted;
  const connected = settle();

  const arrivals = next();
  const publishStarted = performance.now();
  for (let index = 0; index < count; index += 1)
    await broker.publish(`account-${index}`, { type: 'bench', resource: { message: String(clock()) } });
  const publishMs = performance.now() - publishStarted;
  const timeout = setTimeout(() => fleet.send('report'), 30_000);
  const report = await arrivals;
  clearTimeout(timeout);
  const latencies = report.latencies ?? [];
  const perConnection = (field: 'rss' | 'heapUsed') =>
    ((connected[field] - before[field]) / count / 1024).toFixed(1);

  console.log(`\nMQTT fan-out: ${count} WebSocket clients on loopback, one topic and one message each`);
  console.log(
    `load average ${(await import('node:os'))
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| figure | value |');
  console.log('| --- | --- |');
  console.log(`| connected and subscribed | ${count} in ${(connectMs / 1000).toFixed(1)} s |`);
  console.log(`| delivered | ${latencies.length} of ${count} |`);
  console.log(`| publishing all | ${publishMs.toFixed(0)} ms |`);
  console.log(`| publish-to-receive p50 | ${percentile(latencies, 50).toFixed(1)} ms |`);
  console.log(`| publish-to-receive p99 | ${percentile(latencies, 99).toFixed(1)} ms |`);
  console.log(`| broker RSS per connection | ${perConnection('rss')} kB |`);
  console.log(
    `| broker JS heap per connection${gc ? ' (after GC)' : ''} | ${perConnection('heapUsed')} kB |`,
  );
  await broker.close();
  server.close();
  fleet.kill();
  process.exit(latencies.length === count ? 0 : 1);
}
