import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** spec: browsing 7, Content signing — tokens are cached 15 min by the app; they live a little longer. */
const TOKEN_SECONDS = 20 * 60;

const payloadSchema = z.object({
  media: z.string(),
  policy: z.string().optional(),
  exp: z.number(),
  /** The signed-in viewer the token was signed for (customer uuid, profile id): guests' tokens name nobody. */
  user: z.string().optional(),
  profile: z.string().optional(),
});
export type MediaTokenPayload = z.infer<typeof payloadSchema>;

/**
 * Signed media tokens: what the content-signing endpoint hands to an entitled viewer and what the DRM
 * policy and licence endpoints check. HMAC-SHA256 over the JSON payload, base64url.
 */
export function createMediaTokens(secret: Buffer = randomBytes(32), now: () => number = () => Date.now()) {
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    issue(media: string, policy?: string, viewer?: { user: string; profile?: string }): string {
      const body = Buffer.from(
        JSON.stringify({ media, policy, exp: Math.floor(now() / 1000) + TOKEN_SECONDS, ...viewer }),
      ).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    /** The payload when the token is genuine, unexpired and for this media (and policy); else undefined. */
    verify(
      token: string | undefined,
      media: string,
      policy?: string,
      graceSeconds = 0,
    ): MediaTokenPayload | undefined {
      const [body, signature] = (token ?? '').split('.');
      if (!body || !signature) return undefined;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      let payload: MediaTokenPayload;
      try {
        payload = payloadSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      } catch {
        return undefined;
      }
      if (payload.exp + graceSeconds < now() / 1000 || payload.media !== media) return undefined;
      if (policy !== undefined && payload.policy !== policy) return undefined;
      return payload;
    },
  };
}

export type MediaTokens = ReturnType<typeof createMediaTokens>;
