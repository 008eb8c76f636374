import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Payments } from '../../../domain/payments/createPayments.ts';
import { PaymentError } from '../../../domain/payments/paymentError.ts';
import { readBody } from './readBody.ts';

/** An answer that must not be kept for the key: a rate limit or a server fault may go away on retry. */
class Unkept extends Error {
  constructor(readonly response: Response) {
    super('unkept answer');
  }
}

/**
 * Runs a request that can move money once per `Idempotency-Key` header (issue 23; notes: payments):
 * the first answer, a refusal included, is replayed for 24 h with `Idempotent-Replayed: true`. Call it
 * after the body was validated (validation failures are not kept) and give it the façade's own way of
 * turning a domain error into its answer. Without the header the request simply runs.
 */
export async function idempotent(
  c: Context,
  payments: Payments,
  customerId: number,
  work: () => Promise<Response>,
  answerError: (error: unknown) => Response | undefined,
): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return work();
  if (key.length === 0 || key.length > 255)
    throw new PaymentError('invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 characters');
  // The parsed body, not its bytes: a retried multipart body comes with a new boundary.
  const hash = createHash('sha256')
    .update(`${c.req.method} ${c.req.path}\n`)
    .update(stableJson((await readBody(c)) ?? (await c.req.text())))
    .digest('base64url');
  try {
    const answer = await payments.idempotency.run(customerId, key, hash, async () => {
      let response: Response;
      try {
        response = await work();
      } catch (error) {
        const known = answerError(error);
        if (!known) throw error;
        response = known;
      }
      if (response.status === 429 || response.status >= 500) throw new Unkept(response);
      return { status: response.status, body: await response.text() };
    });
    return new Response(answer.body, {
      status: answer.status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(answer.replayed ? { 'idempotent-replayed': 'true' } : {}),
      },
    });
  } catch (error) {
    if (error instanceof Unkept) return error.response;
    throw error;
  }
}

/** JSON with object keys in order: the same fields in another order are the same request. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
