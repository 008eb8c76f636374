import { AccountError, type Accounts, type RateRule } from '../accounts/index.ts';
import { DeviceCodeError } from './deviceCodeError.ts';

/** Counts one hit against a rule of the core's database-backed limiter, refusing as a DeviceCodeError. */
export async function consumeLimit(limits: Accounts['limits'], key: string, rule: RateRule): Promise<void> {
  try {
    await limits.consume(key, rule);
  } catch (error) {
    if (error instanceof AccountError && error.code === 'rate_limited') {
      throw new DeviceCodeError('rate_limited', 'Too many attempts', {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
    throw error;
  }
}
