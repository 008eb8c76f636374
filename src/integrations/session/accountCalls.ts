import { useAccountStore } from '../../stores/accountStore.ts';
import { AccountError } from '../accountError.ts';
import type { Customer, PasswordReset } from '../accountService.ts';
import { heldOffers, refreshEntitlements } from '../payments/entitlementState.ts';
import { service } from './currentService.ts';

/*
 * The account session's calls that pass a screen's request to the integration and keep the store in
 * step, without signing in or out (accountSession.ts does that, and re-exports these).
 */

export function setCustomer(customer: Customer) {
  useAccountStore.getState().set({ customer });
}

export function requestPasswordReset(email: string, resetUrl: string) {
  return service().requestPasswordReset(email, resetUrl);
}

export function resetPassword(reset: PasswordReset) {
  return service().resetPassword(reset);
}

/** spec: accounts 4.10 — the new name, and the customer as the provider now has it. */
export async function updateName(firstName: string, lastName: string) {
  const { customer } = useAccountStore.getState();
  if (!customer) throw new AccountError('errors.not_signed_in');
  setCustomer(await service().updateName(customer, firstName, lastName));
}

/** spec: accounts 2.9, 5.6 — the e-mail section's save, where the integration allows it. */
export async function updateEmail(email: string, confirmationPassword: string) {
  const { customer } = useAccountStore.getState();
  const accounts = service();
  if (!customer) throw new AccountError('errors.not_signed_in');
  if (!accounts.updateEmail) throw new AccountError('errors.feature_not_enabled');
  setCustomer(await accounts.updateEmail(customer, email, confirmationPassword));
}

export function exportData(password: string) {
  return service().exportData(password);
}

/** spec: payments 4 — which of an item's offers the signed-in viewer holds. */
export const offersHeld = (offerIds: string[]) =>
  heldOffers(useAccountStore.getState().service?.payments, offerIds);

export const paymentService = () => useAccountStore.getState().service?.payments;

/** After a purchase or a subscription change: the viewer's subscription and per-offer checks again. */
export const reloadEntitlements = () => refreshEntitlements(useAccountStore.getState().service?.payments);

export function capabilities() {
  return service().capabilities;
}

export function socialSignInUrls(redirect: string) {
  return service().socialSignInUrls?.(redirect) ?? Promise.resolve([]);
}

/** spec: accounts 2.6 — the capture status; an integration without capture asks for nothing. */
export async function captureStatus() {
  return (await service().captureStatus?.()) ?? { enabled: false, shouldDisplay: false, settings: [] };
}

/** spec: accounts 2.9 — the consents section; empty where the integration keeps none. */
export async function customerConsents() {
  return (await service().customerConsents?.()) ?? [];
}

export async function saveConsents(accepted: Record<string, boolean>) {
  await service().saveConsents?.(accepted);
}
