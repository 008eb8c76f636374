import type { Context } from 'hono';
import { z } from 'zod';
import { readBody } from '../shared/readBody.ts';
import { CustomError } from './customResponse.ts';

export async function customBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const body = await readBody(c);
  if (body === undefined) throw new CustomError(400, 'The request body could not be read');
  return customInput(schema, body);
}

/** Input checked against its schema; the first problem answers 422 with the field's name. */
export function customInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CustomError(422, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

const name = z.string().trim().max(50);

/**
 * spec: accounts 7.3, 3.8 — only the enabled personal-details fields are sent; without the name field
 * the names given at sign-up stay.
 */
export const profileSchema = z
  .object({
    firstname: name.min(1, 'This field is required').optional(),
    lastname: name.optional(),
    companyName: z.string().max(200).optional(),
    address: z.string().max(300).optional(),
    phoneNumber: z.string().max(50).optional(),
    // spec: accounts 5.4 — NNNN-NN-NN.
    birthDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'birth date not valid')
      .optional(),
  })
  .strict();

export const userUpdateSchema = z.object({ firstname: name, lastname: name }).strict();

export const changePasswordSchema = z.object({
  password: z.string().max(200),
  password_confirmation: z.string().max(200),
  old_password: z.string().max(200),
});

const mediaId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'not a media id');

/**
 * spec: browsing (custom back end) — one favourite or history item, as form fields: media_id, and for
 * history progress (how far through, 0-1).
 */
export const listItemSchema = z.object({
  media_id: mediaId,
  progress: z.coerce.number().min(0).max(1).optional(),
});
