import type { PageLanguage } from '../shared/hostedPage.ts';

const EN = {
  cardTitle: 'Card details',
  cardNote: 'Test mode: use a test card such as 4242 4242 4242 4242, any future date and any security code.',
  holderName: 'Name on the card',
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  securityCode: 'Security code',
  pay: (amount: string) => `Pay ${amount}`,
  save: 'Save card',
  nameMissing: 'Enter the name on the card',
  numberInvalid: 'Enter a valid card number',
  expiryInvalid: 'Enter a valid expiry date that has not passed (MM/YY)',
  securityCodeInvalid: 'Enter the {n}-digit security code',
  challengeTitle: 'Confirm it is you',
  challengeNote: 'Test 3-D Secure page of the local payment provider: choose what the bank answers.',
  walletTitle: 'Local Wallet',
  walletNote: 'Test wallet of the local payment provider: approve or cancel this payment.',
  amount: 'Amount',
  noAmount: 'No charge now: the card is saved for later payments',
  card: 'Card',
  complete: 'Complete',
  fail: 'Fail',
  cancel: 'Cancel',
  approve: 'Approve',
  error: 'Simulate an error',
  expired: 'This payment link has expired',
  used: 'This payment link has already been used',
  unknown: 'This payment link is not valid',
  invalid: 'This request is not valid',
  back: 'Back to the shop',
};

export type PspText = typeof EN;

const ES: PspText = {
  cardTitle: 'Datos de la tarjeta',
  cardNote:
    'Modo de prueba: usa una tarjeta de prueba como 4242 4242 4242 4242, cualquier fecha futura y cualquier código de seguridad.',
  holderName: 'Nombre en la tarjeta',
  cardNumber: 'Número de tarjeta',
  expiry: 'Fecha de caducidad (MM/AA)',
  securityCode: 'Código de seguridad',
  pay: (amount: string) => `Pagar ${amount}`,
  save: 'Guardar tarjeta',
  nameMissing: 'Escribe el nombre que figura en la tarjeta',
  numberInvalid: 'Introduce un número de tarjeta válido',
  expiryInvalid: 'Introduce una fecha de caducidad válida que no haya pasado (MM/AA)',
  securityCodeInvalid: 'Introduce el código de seguridad de {n} cifras',
  challengeTitle: 'Confirma que eres tú',
  challengeNote: 'Página de prueba de 3-D Secure del proveedor de pagos local: elige qué responde el banco.',
  walletTitle: 'Local Wallet',
  walletNote: 'Monedero de prueba del proveedor de pagos local: aprueba o cancela este pago.',
  amount: 'Importe',
  noAmount: 'Sin cargo ahora: la tarjeta se guarda para pagos futuros',
  card: 'Tarjeta',
  complete: 'Completar',
  fail: 'Fallar',
  cancel: 'Cancelar',
  approve: 'Aprobar',
  error: 'Simular un error',
  expired: 'Este enlace de pago ha caducado',
  used: 'Este enlace de pago ya se ha usado',
  unknown: 'Este enlace de pago no es válido',
  invalid: 'Esta solicitud no es válida',
  back: 'Volver a la tienda',
};

/** Every word the local provider's pages show, in the two languages the hosted pages speak. */
export const PSP_TEXT: Record<PageLanguage, PspText> = { en: EN, es: ES };

/**
 * An amount in minor units as the page's language writes it (notes: payments, Money): the exponent comes
 * from Intl (USD 2, JPY 0, KWD 3), never a hard-coded symbol. The division is for display only.
 */
export function formatAmount(amountMinor: number, currency: string, language: PageLanguage): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
