import { z } from 'zod';

/** Bodies of the subscription provider's payment calls (spec: payments 7.1); ids as numbers or numeric text. */
const id = z.coerce.number().int().positive();
const url = z.string().min(1).max(2000);
const sandboxField = z.string().min(1).max(100);

export const orderCreateSchema = z.object({
  offerId: z.string().min(1).max(100),
  customerId: z.union([z.number(), z.string()]).optional(),
  country: z.string().max(2).optional(),
  currency: z.string().max(3).optional(),
  customerIP: z.string().max(64).optional(),
  paymentMethodId: id.optional(),
});

export const orderPatchSchema = z.object({
  paymentMethodId: id.optional(),
  couponCode: z.string().max(50).nullable().optional(),
});

export const orderIdSchema = z.object({ orderId: id });

/** With an order: its payment's component. Without: a component that stores a new card (payment method update). */
export const sessionSchema = z.object({ orderId: id.optional(), returnUrl: url });

/** The hosted card component's state (spec: payments 3, Card update): `test_`-prefixed in sandbox. */
export const schemeSchema = z.object({
  type: z.literal('scheme'),
  holderName: z.string().max(100).default(''),
  encryptedCardNumber: sandboxField,
  encryptedExpiryMonth: sandboxField,
  encryptedExpiryYear: sandboxField,
  encryptedSecurityCode: sandboxField,
});

export const initialPaymentSchema = z.object({
  orderId: id,
  returnUrl: url,
  paymentMethod: schemeSchema,
  customerIP: z.string().max(64).optional(),
  attemptAuthentication: z.string().max(20).optional(),
});

const details = z.object({ redirectResult: z.string().min(1).max(4000) });

export const finalizeSchema = z.object({
  orderId: id,
  details,
  paymentData: z.string().max(4000).optional(),
});

export const addDetailsSchema = z.object({
  paymentMethod: schemeSchema,
  paymentMethodId: id.optional(),
  returnUrl: url,
});

export const finalizeDetailsSchema = z.object({
  paymentMethodId: id.optional(),
  details,
  paymentData: z.string().max(4000).optional(),
});

export const walletTokenSchema = z.object({ orderId: id, successUrl: url, cancelUrl: url, errorUrl: url });

export const walletDetailsSchema = z.object({
  paymentMethodId: id,
  successUrl: url,
  waitingUrl: url.optional(),
  cancelUrl: url,
  errorUrl: url,
});

export const subscriptionPatchSchema = z.object({
  customerId: z.union([z.number(), z.string()]).optional(),
  offerId: z.string().min(1).max(100),
  status: z.enum(['cancelled', 'active']),
  unsubscribeUrl: z.string().max(2000).optional(),
});

export const switchSchema = z.object({
  toOfferId: z.string().min(1).max(100),
  switchDirection: z.enum(['upgrade', 'downgrade']),
});

export const switchPatchSchema = z.object({ status: z.literal('cancelled') });
