import type { Context } from 'hono';
import { z } from 'zod';
import { readBody } from '../shared/readBody.ts';
import { SubscriptionError } from './subscriptionResponse.ts';

/**
 * Reads and checks a body; the first problem answers 422 'Invalid param {field}', the vendor's wording
 * that the app maps (spec: accounts 8 — 'invalid param email', 'invalid param password').
 */
export async function subscriptionBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const body = await readBody(c);
  if (body === undefined) throw new SubscriptionError(400, 'Invalid request body: JSON expected');
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'body';
    throw new SubscriptionError(422, `Invalid param ${field}`);
  }
  return parsed.data;
}

const text = (max: number) => z.string().max(max);
const password = z.string().min(1).max(200);

export const signInSchema = z.object({
  email: z.email().max(254),
  password,
  publisherId: text(100).optional(),
  customerIP: text(64).optional(),
});

export const refreshSchema = z.object({ refreshToken: z.string().min(1).max(200) });

export const signUpSchema = z.object({
  email: text(300),
  password: text(200),
  firstName: text(200).default(''),
  lastName: text(200).default(''),
  locale: text(20).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
  publisherId: text(100).optional(),
  customerIP: text(64).optional(),
  consents: z
    .array(z.object({ name: text(100), version: text(20), state: z.enum(['accepted', 'declined']) }))
    .max(20)
    .optional(),
});

const listEntry = z.object({
  mediaid: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  progress: z.number().min(0).max(1).optional(),
});

export const customerPatchSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  firstName: text(200).optional(),
  lastName: text(200).optional(),
  email: text(300).optional(),
  confirmationPassword: text(200).optional(),
  externalData: z
    .object({
      favorites: z.array(listEntry).max(100).optional(),
      history: z.array(listEntry).max(100).optional(),
    })
    .optional(),
});

const consent = z.object({ name: text(100), version: text(20), state: z.enum(['accepted', 'declined']) });
export const consentsSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  consents: z.array(consent).max(20),
});

export const captureSchema = z
  .object({
    customerId: z.union([z.number(), z.string()]).optional(),
    firstName: text(50).optional(),
    lastName: text(50).optional(),
    birthDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    companyName: text(200).optional(),
    phoneNumber: text(50).optional(),
    address: text(300).optional(),
    address2: text(300).optional(),
    city: text(100).optional(),
    state: text(100).optional(),
    postCode: text(20).optional(),
    country: text(60).optional(),
    customAnswers: z
      .array(z.object({ question: text(300), questionId: text(60), value: text(300) }))
      .max(20)
      .optional(),
  })
  .strict();

export const resetRequestSchema = z.object({
  customerEmail: text(300),
  resetUrl: z.string().max(2000).optional(),
  publisherId: text(100).optional(),
});

export const resetCompleteSchema = z.object({
  customerEmail: text(300),
  newPassword: text(200),
  resetPasswordToken: z.string().min(1).max(200),
  newPasswordConfirmation: text(200).optional(),
  publisherId: text(100).optional(),
});

export const deleteSchema = z.object({ customerID: z.union([z.number(), z.string()]) });
