/** The local payment provider's public face: the contract, the factory, and the notification signature. */

export {
  createLocalPaymentProvider,
  type LocalPaymentProvider,
  type LocalPaymentProviderOptions,
  PSP_MOUNT_PATH,
} from './createLocalPaymentProvider.ts';
export { signNotification, verifyNotification } from './notificationSignature.ts';
export type { DeliverNotification } from './notificationSweeper.ts';
export * from './paymentProvider.ts';
export { PaymentProviderError } from './paymentProviderError.ts';
