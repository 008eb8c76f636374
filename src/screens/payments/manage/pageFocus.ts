/**
 * The payments page's controls a modal hands focus back to when the control that opened it is gone (a
 * cancel link after cancelling) or the modal was opened by another modal (upgrade, then its result):
 * the subscription's actions first, then the payment method's.
 */
export const PAYMENTS_PAGE_FOCUS = [
  'payments-change-plan',
  'payments-renew',
  'payments-cancel',
  'payments-complete',
  'payments-change-method',
] as const;

/**
 * Where a buying modal (choose-offer, checkout) hands focus back when the control that opened it is
 * gone — a modal that replaced another one: the item's start button, else the payments page's actions.
 */
export const BUYING_FOCUS = ['detail-start', ...PAYMENTS_PAGE_FOCUS] as const;
