/**
 * The methods this back end takes (spec: payments 3, Payment method; the account provider's codes are
 * card 1 and wallet 2). Other channels the account provider's library names (direct debit, bank
 * redirect, mobile wallets on web, app-store receipts, donations) answer 'not offered'.
 */
export const PAYMENT_METHODS = [
  {
    id: 1,
    methodName: 'card',
    provider: 'local-psp',
    paymentGateway: 'card',
    logoUrl: '/images/payments/card.svg',
  },
  {
    id: 2,
    methodName: 'wallet',
    provider: 'local-psp',
    paymentGateway: 'wallet',
    logoUrl: '/images/payments/wallet.svg',
  },
] as const;

export type PaymentMethodName = (typeof PAYMENT_METHODS)[number]['methodName'];
