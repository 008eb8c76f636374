import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { z } from 'zod';
import { chromiumArgs, chromiumPath } from '../../test/support/browserLaunch.ts';
import { type Cdp, type PageDriver, probePath, type Viewport } from './benchPage.ts';

const messageSchema = z.object({
  id: z.number().optional(),
  method: z.string().optional(),
  params: z.unknown().optional(),
  result: z.unknown().optional(),
  error: z.object({ message: z.string() }).optional(),
  sessionId: z.string().optional(),
});

type Listener = (payload: unknown) => void;

/**
 * A DevTools session over Chromium's WebSocket, nothing in between. Playwright keeps the Network domain
 * enabled on every page it drives, and Blink then keeps a record of every request (NetworkResourcesData,
 * XHRReplayData) in the page's own DOM heap (a heap-snapshot diff over the live zaps). A viewer's TV runs
 * no DevTools, so the player's memory is measured on a page only this session talks to, with no domain
 * enabled that the measurement does not need.
 */
class RawSession {
  #nextId = 1;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly socket: WebSocket,
    private readonly sessionId?: string,
  ) {}

  /** The browser went away: what waits for an answer fails instead of waiting for ever. */
  closed(reason: string) {
    for (const pending of this.#pending.values()) pending.reject(new Error(reason));
    this.#pending.clear();
  }

  /** Called for every message on the socket: answers and events of this session. */
  receive(message: z.infer<typeof messageSchema>) {
    if (message.sessionId !== this.sessionId) return;
    if (message.id !== undefined) {
      const pending = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (message.error) pending?.reject(new Error(message.error.message));
      else pending?.resolve(message.result);
    } else if (message.method) {
      for (const listener of this.#listeners.get(message.method) ?? []) listener(message.params);
    }
  }

  // Typed as Playwright's session (the protocol's types are not exported on their own); the answers
  // are Chromium's for each method, and callers parse what they read.
  readonly send = ((method: string, params?: object) => {
    const id = this.#nextId++;
    this.socket.send(JSON.stringify({ id, method, params: params ?? {}, sessionId: this.sessionId }));
    return new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
  }) as Cdp['send'];

  readonly on = ((event: string, listener: Listener) => {
    this.#add(event, listener);
    return this;
  }) as unknown as Cdp['on'];

  readonly off = ((event: string, listener: Listener) => {
    this.#listeners.get(event)?.delete(listener);
    return this;
  }) as unknown as Cdp['off'];

  /** The next event of that name. */
  once(event: string): Promise<unknown> {
    return new Promise((resolve) => {
      const listener: Listener = (payload) => {
        this.#listeners.get(event)?.delete(listener);
        resolve(payload);
      };
      this.#add(event, listener);
    });
  }

  #add(event: string, listener: Listener) {
    this.#listeners.set(event, (this.#listeners.get(event) ?? new Set()).add(listener));
  }
}

async function launchChromium(): Promise<{ process: ChildProcess; endpoint: string; profile: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromiumPath,
    [...chromiumArgs, '--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // A process group of its own, so closing ends the helper processes with the browser.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (data: Buffer) => {
      output += data.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.on('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before DevTools listened:\n${output}`)),
    );
  });
  return { process: child, endpoint, profile };
}

const evaluationSchema = z.object({
  result: z.object({ value: z.unknown().optional() }),
  exceptionDetails: z.object({ text: z.string() }).optional(),
});

export interface RawBenchPage {
  page: PageDriver;
  cdp: Cdp;
  close(): Promise<void>;
}

/**
 * The bench page (benchPage.ts) in a Chromium of its own that Playwright does not drive: same probe,
 * viewport, consent cookie and CPU throttle. Only what the player and live runs use of a page is offered.
 */
export async function openRawBenchPage(
  origin: string,
  viewport: Viewport,
  cpuThrottle: number,
): Promise<RawBenchPage> {
  const { process: chromium, endpoint, profile } = await launchChromium();
  const socket = new WebSocket(endpoint, { perMessageDeflate: false });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const browser = new RawSession(socket);
  const sessions: RawSession[] = [browser];
  socket.on('message', (data: Buffer) => {
    const message = messageSchema.parse(JSON.parse(data.toString()));
    for (const session of sessions) session.receive(message);
  });
  socket.on('close', () => {
    for (const session of sessions) session.closed('Chromium closed its DevTools connection');
  });
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  const cdp = new RawSession(socket, sessionId);
  sessions.push(cdp);

  await browser.send('Storage.setCookies', {
    cookies: [{ name: 'ott-cookies', value: 'accepted', domain: new URL(origin).hostname, path: '/' }],
  });
  await cdp.send('Page.enable');
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: readFileSync(probePath, 'utf8') });
  await cdp.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });

  const evaluate = async (expression: string) => {
    const answer = evaluationSchema.parse(
      await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }),
    );
    if (answer.exceptionDetails) throw new Error(`${expression}: ${answer.exceptionDetails.text}`);
    return answer.result.value;
  };
  return {
    page: {
      async goto(url: string) {
        const loaded = cdp.once('Page.loadEventFired');
        await cdp.send('Page.navigate', { url });
        await loaded;
      },
      evaluate,
      waitForTimeout: (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
    },
    cdp,
    async close() {
      socket.close();
      if (chromium.exitCode === null && chromium.signalCode === null && chromium.pid !== undefined) {
        const exited = new Promise((resolve) => chromium.once('exit', resolve));
        process.kill(-chromium.pid, 'SIGTERM');
        await exited;
      }
      // Chromium's helper processes may still be closing files in the profile as the browser exits: a
      // profile left in the temporary folder must not lose the run's figures.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`bench: left Chromium's profile ${profile} (${String(error)})`);
      }
    },
  };
}
