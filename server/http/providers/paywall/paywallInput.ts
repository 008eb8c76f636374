import type { Context } from 'hono';
import { z } from 'zod';
import { readBody } from '../shared/readBody.ts';
import { PaywallError } from './paywallResponse.ts';

/** Reads a form (or JSON) body; the first problem answers 422 'Invalid param {field}' on that field. */
export async function paywallBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const body = await readBody(c);
  if (body === undefined) throw new PaywallError(400, 'The request body could not be read');
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'body';
    throw new PaywallError(422, `Invalid param ${field}`, field);
  }
  return parsed.data;
}

const text = (max: number) => z.string().max(max);
const metadata = z
  .record(z.string().max(60), z.string().max(2000))
  .refine((value) => Object.keys(value).length <= 30, 'too many fields');

export const signUpSchema = z.object({
  full_name: text(1000).default(''),
  username: text(300),
  password: text(200),
  password_confirmation: text(200),
  client_id: z.string().min(1).max(100),
  type: z.enum(['consumer']).default('consumer'),
  referrer: text(2000).optional(),
  grant_type: z.literal('password').optional(),
  metadata: metadata.default({}),
  branding_id: text(20).optional(),
});

export const authenticateSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    client_id: z.string().min(1).max(100),
    username: text(300),
    password: text(200),
    referrer: text(2000).optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    client_id: z.string().min(1).max(100),
    refresh_token: text(200).optional(),
    referrer: text(2000).optional(),
  }),
  z.object({
    grant_type: z.literal('client_secret'),
    client_id: z.string().min(1).max(100),
    client_secret: text(200),
    username: text(300),
    referrer: text(2000).optional(),
  }),
]);

export const accountUpdateSchema = z.object({
  full_name: text(1000),
  metadata: metadata.optional(),
  date_of_birth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export const forgotSchema = z.object({
  email: text(300),
  merchant_uuid: text(100).optional(),
  branding_id: text(20).optional(),
});
export const newPasswordSchema = z.object({
  password: text(200),
  password_confirmation: text(200),
  branding_id: text(20).optional(),
});
export const changePasswordSchema = newPasswordSchema.extend({ old_password: text(200) });
export const passwordSchema = z.object({ password: text(200), branding_id: text(20).optional() });
export const mediaSchema = z.object({ media_id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });
export const progressSchema = mediaSchema.extend({ progress: z.coerce.number().min(0).max(1) });

export const pinSchema = z.object({ pin_code: z.string().regex(/^\d{4}$/) });
