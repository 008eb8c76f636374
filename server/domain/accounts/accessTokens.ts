import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** What an access token says (spec: accounts 3.5 — the subscription provider's token carries publisherId). */
export interface AccessClaims {
  /** The customer's uuid. */
  sub: string;
  customerId: number;
  sessionId: string;
  integration: string;
  profileId?: string;
  publisherId?: string;
}

const claimsSchema = z.object({
  sub: z.string(),
  customerId: z.number().int(),
  sessionId: z.string(),
  integration: z.string(),
  profileId: z.string().optional(),
  publisherId: z.string().optional(),
});

const ISSUER = 'open-ott';

/** Short-lived signed access tokens (HS256, jose); the session behind each is checked on every use. */
export function createAccessTokens(secret: Uint8Array, now: () => number, lifetimeSeconds: number) {
  return {
    lifetimeSeconds,
    async issue(claims: AccessClaims): Promise<{ token: string; expiresAt: number }> {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + lifetimeSeconds;
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret);
      return { token, expiresAt };
    },
    async verify(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const parsed = claimsSchema.safeParse(payload);
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
