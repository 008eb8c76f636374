import type { OfferPeriod } from '../../domain/payments/offerCatalogue.ts';
import type { PageLanguage } from '../providers/shared/hostedPage.ts';

const EN = {
  enterTitle: 'Pay on your phone',
  enterNote: 'Type the code your TV shows.',
  code: 'Code',
  next: 'Continue',
  invalidCode: 'Invalid or expired code',
  tooMany: 'Too many attempts: wait a few minutes, then try again',
  expired: 'This link has expired. Start again on your TV.',
  account: (email: string) => `Account: ${email}`,
  price: (amount: string, period?: OfferPeriod) =>
    period === 'month' ? `${amount} a month` : period === 'year' ? `${amount} a year` : amount,
  trial: (days: number) => `The first ${days} days are free`,
  dueNow: (amount: string) => `To pay now: ${amount}`,
  byCard: 'Pay by card',
  cardFrame: 'Card details',
  wallet: 'Pay with wallet',
  paying: 'Paying…',
  paid: 'Paid — your TV is starting',
  paidNote: 'You can close this page.',
  confirming: 'Confirming your payment…',
  confirmingNote: 'This takes a few seconds.',
  backToPayment: 'Back to the payment',
  walletCancelled: 'The wallet payment was cancelled. You can try again.',
  walletError: 'The wallet could not take the payment. Try again, or pay by card.',
  failed: 'The payment did not go through. Try again.',
  alreadyPaid: 'This order is already paid.',
  alreadyEntitled: 'This account already has this access.',
  /** The provider's own words are English already (server/psp/testCards.ts, REFUSAL_MESSAGES). */
  refusals: {} as Partial<Record<string, string>>,
};

export type PayText = typeof EN;

const ES: PayText = {
  enterTitle: 'Paga en tu móvil',
  enterNote: 'Escribe el código que muestra tu televisor.',
  code: 'Código',
  next: 'Continuar',
  invalidCode: 'Código no válido o caducado',
  tooMany: 'Demasiados intentos: espera unos minutos y vuelve a intentarlo',
  expired: 'Este enlace ha caducado. Vuelve a empezar en tu televisor.',
  account: (email: string) => `Cuenta: ${email}`,
  price: (amount: string, period?: OfferPeriod) =>
    period === 'month' ? `${amount} al mes` : period === 'year' ? `${amount} al año` : amount,
  trial: (days: number) => `Los primeros ${days} días son gratis`,
  dueNow: (amount: string) => `A pagar ahora: ${amount}`,
  byCard: 'Pagar con tarjeta',
  cardFrame: 'Datos de la tarjeta',
  wallet: 'Pagar con el monedero',
  paying: 'Pagando…',
  paid: 'Pagado — tu televisor ya empieza',
  paidNote: 'Ya puedes cerrar esta página.',
  confirming: 'Confirmando tu pago…',
  confirmingNote: 'Tarda unos segundos.',
  backToPayment: 'Volver al pago',
  walletCancelled: 'Se canceló el pago con el monedero. Puedes volver a intentarlo.',
  walletError: 'El monedero no pudo cobrar el pago. Vuelve a intentarlo o paga con tarjeta.',
  failed: 'El pago no se completó. Vuelve a intentarlo.',
  alreadyPaid: 'Este pedido ya está pagado.',
  alreadyEntitled: 'Esta cuenta ya tiene este acceso.',
  refusals: {
    declined: 'Tu tarjeta ha sido rechazada',
    insufficient_funds: 'Tu tarjeta no tiene fondos suficientes',
    lost_card: 'Tu tarjeta ha sido rechazada (denunciada como perdida)',
    stolen_card: 'Tu tarjeta ha sido rechazada (denunciada como robada)',
    expired_card: 'Tu tarjeta ha caducado',
    incorrect_cvc: 'El código de seguridad de tu tarjeta no es correcto',
    processing_error: 'Se produjo un error al procesar tu tarjeta: vuelve a intentarlo dentro de un rato',
    authentication_failed: 'El titular de la tarjeta no superó 3-D Secure',
    cancelled: 'El pago se canceló',
    invalid_card: 'Los datos de la tarjeta no son válidos',
  },
};

/** Every word the phone's pay pages show, in the two languages the hosted pages speak. */
export const PAY_TEXT: Record<PageLanguage, PayText> = { en: EN, es: ES };

/** A refused payment in the page's words: the provider's reason where it has them, else its message. */
export function refusalText(text: PayText, reason: string | null, message: string | null): string {
  return (reason ? text.refusals[reason] : undefined) ?? message ?? text.failed;
}
