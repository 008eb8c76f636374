import { z } from 'zod/mini';

/** spec: payments 3 — a notification: its type and what the app shows or follows. */
export const notificationMessageSchema = z.object({
  type: z.string(),
  resource: z._default(
    z.object({
      message: z.optional(z.string()),
      redirect_to_url: z.optional(z.string()),
      reason: z.optional(z.string()),
    }),
    {},
  ),
});

export type NotificationMessage = z.infer<typeof notificationMessageSchema>;
