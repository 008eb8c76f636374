import type { PaymentProvider } from '../../psp/paymentProvider.ts';
import { PaymentProviderError } from '../../psp/paymentProviderError.ts';
import { PaymentError } from './paymentError.ts';

/**
 * The provider as the domain calls it: a request it refuses outright (a bad return URL, a forged or spent
 * redirectResult) is the caller's mistake, a PaymentError 'invalid_request' every façade words as a 422 —
 * once here, for every call, rather than at each call site.
 */
export function guardedProvider(provider: PaymentProvider): PaymentProvider {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        if (error instanceof PaymentProviderError) throw new PaymentError('invalid_request', error.message);
        throw error;
      }
    };
  return {
    createSession: guard(provider.createSession),
    authorise: guard(provider.authorise),
    finalise: guard(provider.finalise),
    chargeStored: guard(provider.chargeStored),
    storeCard: guard(provider.storeCard),
    createWalletApproval: guard(provider.createWalletApproval),
  };
}
