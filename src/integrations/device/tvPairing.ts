import { z } from 'zod/mini';
import { AccountError } from '../accountError.ts';
import type { DevicePairing, DeviceTokenAnswer } from '../accountService.ts';
import { jsonBody, jsonHeaders, providerRequest } from '../providerRequest.ts';

const authorizationSchema = z.object({
  device_code: z.string(),
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string(),
  expires_in: z.number(),
  interval: z.optional(z.number()),
});
const tokenAnswerSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  name: z.string(),
  jwt: z.optional(z.string()),
  refreshToken: z.optional(z.string()),
  expires: z.optional(z.number()),
});
const tokenErrorSchema = z.object({ error: z.string(), interval: z.optional(z.number()) });

const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
/** RFC 8628 3.2: the interval when the server names none; 3.5: slow_down adds 5 s. */
const DEFAULT_INTERVAL_S = 5;
const SLOW_DOWN_S = 5;
/** The phone's decision arrives as a server-sent event; these end the wait. */
const DECISIONS = ['approved', 'denied', 'expired'] as const;

export type PairingState =
  | { status: 'starting' }
  | {
      status: 'waiting';
      /** As the TV shows it: `BCD FGH`. */
      userCode: string;
      verificationUri: string;
      /** The QR code's content: the phone lands on the confirmation with the code filled in. */
      verificationUriComplete: string;
    }
  | { status: 'approved'; answer: DeviceTokenAnswer }
  | { status: 'denied' }
  | { status: 'failed'; key: string };

export interface TvPairingOptions {
  /** The reference back end's device endpoints. */
  host: string;
  integration: DevicePairing['integration'];
  /** Shown on the phone with the platform: 'Living-room TV · Tizen'. */
  deviceName: string;
  onState(state: PairingState): void;
  /** Where the platform has it: the phone's decision is pushed, and polling only backs it up. */
  EventSourceImpl?: typeof EventSource;
}

/**
 * The TV's side of signing in with a phone (issue 15, RFC 8628): asks for a code, shows it, and learns
 * the phone's decision by the server's push when the platform has EventSource, by polling the token
 * endpoint at the interval always (authorization_pending; slow_down adds 5 s). An expired code is
 * replaced by a fresh one by itself, so no dead code stays on screen. `stop` ends everything.
 */
export function startTvPairing(options: TvPairingOptions) {
  const url = (path: string) => `${options.host.replace(/\/$/, '')}${path}`;
  let generation = 0;
  let stopped = false;
  let timers: Array<ReturnType<typeof setTimeout>> = [];
  let events: EventSource | undefined;

  const quiet = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    events?.close();
    events = undefined;
  };
  const later = (work: () => void, ms: number) => timers.push(setTimeout(work, ms));
  const settle = (state: PairingState) => {
    quiet();
    generation += 1;
    if (!stopped) options.onState(state);
  };

  async function begin() {
    quiet();
    const mine = ++generation;
    let authorization: z.infer<typeof authorizationSchema>;
    try {
      const response = await providerRequest(url('/authorize'), {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ integration: options.integration, device_name: options.deviceName }),
      });
      const parsed = z.safeParse(authorizationSchema, await jsonBody(response));
      if (!response.ok || !parsed.success) throw new AccountError('errors.unexpected_response');
      authorization = parsed.data;
    } catch (cause) {
      if (mine === generation)
        settle({ status: 'failed', key: cause instanceof AccountError ? cause.key : 'unknown_error' });
      return;
    }
    if (mine !== generation || stopped) return;
    let interval = (authorization.interval ?? DEFAULT_INTERVAL_S) * 1000;
    let inFlight = false;
    options.onState({
      status: 'waiting',
      userCode: authorization.user_code,
      verificationUri: authorization.verification_uri,
      verificationUriComplete: authorization.verification_uri_complete,
    });

    const poll = async () => {
      if (mine !== generation || stopped || inFlight) return;
      inFlight = true;
      let response: Response;
      try {
        response = await providerRequest(url('/token'), {
          method: 'POST',
          headers: jsonHeaders(),
          body: JSON.stringify({
            grant_type: DEVICE_CODE_GRANT,
            device_code: authorization.device_code,
            client_id: options.integration,
          }),
        });
      } catch {
        // The network or the server is down for a moment: the code still stands, ask again later.
        inFlight = false;
        later(() => void poll(), interval);
        return;
      }
      const body = await jsonBody(response);
      inFlight = false;
      if (mine !== generation || stopped) return;
      const answer = z.safeParse(tokenAnswerSchema, body);
      if (response.ok && answer.success) return settle({ status: 'approved', answer: answer.data });
      const failure = z.safeParse(tokenErrorSchema, body);
      switch (failure.data?.error) {
        case 'authorization_pending':
          return later(() => void poll(), interval);
        case 'slow_down':
          interval = (failure.data.interval ?? interval / 1000 + SLOW_DOWN_S) * 1000;
          return later(() => void poll(), interval);
        case 'access_denied':
          return settle({ status: 'denied' });
        case 'expired_token':
          return void begin();
        default:
          return settle({ status: 'failed', key: 'unknown_error' });
      }
    };

    later(() => void poll(), interval);
    later(() => void begin(), authorization.expires_in * 1000);
    if (options.EventSourceImpl) {
      events = new options.EventSourceImpl(
        url(`/events?device_code=${encodeURIComponent(authorization.device_code)}`),
      );
      for (const decision of DECISIONS) events.addEventListener(decision, () => void poll());
      // A dropped stream is not retried: polling at the interval goes on.
      events.addEventListener('error', () => events?.close());
    }
  }

  void begin();
  return {
    /** A new code, after a denial or a failure. */
    restart() {
      if (!stopped) void begin();
    },
    stop() {
      stopped = true;
      quiet();
      generation += 1;
    },
  };
}
