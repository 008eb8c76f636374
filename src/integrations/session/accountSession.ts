import { z } from 'zod/mini';
import { queryClient } from '../../app/queryClient.ts';
import { accessModelOf } from '../../config/accessModel.ts';
import type { StartupResult } from '../../config/startup.ts';
import { loadKidsFilter } from '../../content/kidsFilter.ts';
import { isListingQuery } from '../../content/listingQueries.ts';
import { mergeLists } from '../../domain/accountLists.ts';
import { GUEST } from '../../domain/entitlement.ts';
import { AccountOutlet } from '../../screens/account/AccountOutlet.tsx';
import { useAccountStore } from '../../stores/accountStore.ts';
import { localStore } from '../../stores/deviceStorage.ts';
import { storedFavoritesSchema, useFavoritesStore } from '../../stores/favoritesStore.ts';
import { useHistoryStore } from '../../stores/historyStore.ts';
import { useViewerStore } from '../../stores/viewerStore.ts';
import { AccountError } from '../accountError.ts';
import type {
  CaptureAnswers,
  Credentials,
  Customer,
  DeviceTokenAnswer,
  EnteredProfile,
  HostedOutcome,
  PasswordChange,
  ProfileDraft,
  Registration,
  ViewerProfile,
} from '../accountService.ts';
import { createAccountService, providerHost } from '../createAccountService.ts';
import { type PairingState, startTvPairing } from '../device/tvPairing.ts';
import { useForcedSignOut } from '../notifications/forcedSignOut.ts';
import type { NotificationMessage } from '../notifications/notificationMessage.ts';
import { createReactionTable } from '../notifications/notificationReactions.ts';
import { refreshEntitlements } from '../payments/entitlementState.ts';
import { addPaymentReactions, browserPaymentActions } from '../payments/paymentReactions.ts';
import { service } from './currentService.ts';
import { forgetPendingSync, type ListSync, startListSync } from './listSync.ts';
import { closeNotifications, openNotifications } from './notificationSession.ts';
import { forgetStoredProfile, readStoredProfile, storeProfile } from './storedProfile.ts';

/** The device's own lists, kept aside while an account's are shown (spec: accounts 4.1). */
const DEVICE_LISTS_KEY = 'device-lists';
const deviceListsSchema = z.object({
  favorites: storedFavoritesSchema,
  history: z.array(
    z.object({
      mediaid: z.string(),
      title: z.string(),
      seriesId: z.optional(z.string()),
      progress: z.number(),
      duration: z.number(),
    }),
  ),
});

let sync: ListSync | undefined;
let site: StartupResult | undefined;
let signingOut: Promise<void> | undefined;

/**
 * spec: accounts 4.12, payments 4 — account.logout signs out; with sessions_limit the login screen says
 * why. An operator's broker may deliver a session's sign-out to the whole account, so the app acts
 * only once the provider confirms this session ended (its token no longer works).
 */
async function onAccountLogout(message: NotificationMessage) {
  const customer = await service()
    .currentCustomer()
    .catch(() => null);
  if (customer) return console.warn('account.logout for another session of this account: ignored');
  await signOut({ hostedSignOut: false });
  useForcedSignOut.getState().set(message.resource.reason ?? 'logout');
}

/** spec: payments 4 — the reactions by message type; the payments work adds its rows. */
export const notificationReactions = createReactionTable();
notificationReactions.add((type) => type === 'account.logout', onAccountLogout);
// spec: payments 4 — a purchase or a subscription change elsewhere: what the viewer holds, again.
notificationReactions.add(
  (type) => ['payment.card.success', 'subscribe.success', 'access.revoked'].includes(type),
  () => refreshEntitlements(useAccountStore.getState().service?.payments),
);
// spec: payments 4 — a failed payment opens payment-error; 3-D Secure asked for later redirects.
addPaymentReactions(notificationReactions, browserPaymentActions);

function enter(customer: Customer) {
  const { profile } = useAccountStore.getState();
  useAccountStore.getState().set({ status: 'signedIn', customer });
  useViewerStore.getState().setViewer({
    signedIn: true,
    subscription: null,
    userId: customer.id,
    ...(profile ? { profileId: profile.id } : {}),
  });
  sync?.stop();
  sync = startListSync(service(), customer);
  void refreshEntitlements(service().payments);
  const notifications = service().notifications;
  if (notifications)
    openNotifications(notifications, (message) => {
      notificationReactions
        .react(message)
        .catch((error: unknown) => console.warn('A notification failed', error));
    });
}

/** Issue 16 — the profile this device is in (or none): the store, and a kids profile's listing filter. */
function showProfile(profile: EnteredProfile | null) {
  const { kidsFilter } = useAccountStore.getState();
  const kids = profile?.adult === false;
  // Into or out of a kids profile: every cached listing was for the other kind of viewer.
  if (kids !== Boolean(kidsFilter)) queryClient.removeQueries({ predicate: isListingQuery });
  useAccountStore.getState().set({ profile, kidsFilter: kids ? (kidsFilter ?? loadKidsFilter()) : null });
}

/** Issue 16 — no profile entered: a new session starts outside any, and sign-out leaves it. */
function leaveProfile() {
  forgetStoredProfile();
  showProfile(null);
}

/**
 * A sign-in, of whichever kind, completes: the account's lists (with the device's merged in, or pushed
 * to a new account, spec: accounts 4.3, 4.4), then the session is entered.
 */
async function signedIn(customer: Customer, { newAccount = false } = {}): Promise<Customer> {
  leaveProfile();
  await restoreLists(customer, newAccount);
  enter(customer);
  return customer;
}

/** The signed-in account's (or entered profile's) lists, as the device's stores hold them. */
async function accountLists(customer: Customer) {
  const accounts = service();
  const [favorites, history] = await Promise.all([
    accounts.getList(customer, 'favorites'),
    accounts.getList(customer, 'history'),
  ]);
  return {
    // Ids only: the rows and the favourites page fetch each item (spec: browsing 5).
    favorites: favorites.map(({ mediaid }) => ({ mediaid })),
    history: history.map(({ mediaid, progress }) => ({
      mediaid,
      title: '',
      progress: progress ?? 0,
      duration: 0,
    })),
  };
}

/** spec: accounts 4.3 — the account's lists, with what the guest had on the device added. */
async function restoreLists(customer: Customer, newAccount: boolean) {
  const favorites = useFavoritesStore.getState();
  const history = useHistoryStore.getState();
  localStore.setJson(DEVICE_LISTS_KEY, { favorites: favorites.favorites, history: history.entries });
  const limit = service().capabilities.listLimit;
  const account = newAccount ? { favorites: [], history: [] } : await accountLists(customer);
  favorites.replace(mergeLists(account.favorites, favorites.favorites, limit));
  history.replace(mergeLists(account.history, history.entries, limit));
}

/** At start-up: the configured integration, and the session a previous visit left. */
export async function startAccounts(startup: StartupResult) {
  site = startup;
  const store = useAccountStore.getState();
  store.set({ status: 'loading' });
  try {
    // A session the provider ended is ended here only: no hosted sign-out page for it.
    const accounts = await createAccountService(startup, () => void signOut({ hostedSignOut: false }));
    if (!accounts) return store.set({ status: 'unavailable' });
    store.set({
      service: accounts,
      sellsAccess: Boolean(accounts.payments) && accessModelOf(startup.config) !== 'AVOD',
    });
    store.set({ accountOutlet: AccountOutlet });
    showProfile((accounts.profiles && readStoredProfile()) || null);
    const customer = await accounts.currentCustomer();
    if (customer) enter(customer);
    else store.set({ status: 'signedOut' });
  } catch (error) {
    console.error('Accounts could not start', error);
    store.set({ status: useAccountStore.getState().service ? 'signedOut' : 'unavailable' });
  }
}

export async function signIn(credentials: Credentials): Promise<Customer> {
  return signedIn(await service().signIn(credentials));
}

/** spec: accounts 4.4 — the device's lists go to the new account. */
export async function signUp(registration: Registration): Promise<Customer> {
  return signedIn(await service().signUp(registration), { newAccount: true });
}

/**
 * spec: accounts 4.1 — the provider's logout, then the account's state goes and the device's lists
 * return; with a hosted identity service, its sign-out page last (it comes back to '/').
 */
export function signOut(options: { hostedSignOut?: boolean } = {}): Promise<void> {
  // A forced sign-out and the session's own discovery that it ended can both start one: they share it.
  signingOut ??= signOutOnce(options).finally(() => {
    signingOut = undefined;
  });
  return signingOut;
}

async function signOutOnce({ hostedSignOut = true }: { hostedSignOut?: boolean }) {
  closeNotifications();
  sync?.stop();
  sync = undefined;
  const accounts = service();
  const hostedPage = hostedSignOut
    ? await accounts.hostedSignIn?.signOutUrl(`${window.location.origin}/`).catch(() => undefined)
    : undefined;
  await accounts.signOut().catch((error: unknown) => console.warn('Sign-out at the provider failed', error));
  forgetPendingSync();
  leaveProfile();
  const device = localStore.getJson(DEVICE_LISTS_KEY, deviceListsSchema);
  useFavoritesStore.getState().replace(device?.favorites ?? []);
  useHistoryStore.getState().replace(device?.history ?? []);
  localStore.remove(DEVICE_LISTS_KEY);
  useViewerStore.getState().setViewer(GUEST);
  useAccountStore.getState().set({ status: 'signedOut', customer: null });
  if (hostedPage) window.location.assign(hostedPage);
}

function viewerProfiles() {
  const profiles = service().profiles;
  if (!profiles) throw new AccountError('errors.feature_not_enabled');
  return profiles;
}

/** Issue 16, spec: accounts 2.12, 4.11 — the account's viewer profiles. */
export const listProfiles = () => viewerProfiles().list();
export const getProfile = (id: string) => viewerProfiles().get(id);
export const createProfile = (draft: ProfileDraft) => viewerProfiles().create(draft);
export const deleteProfile = (id: string) => viewerProfiles().remove(id);

/** An edit of the entered profile shows at once (its name in the menu, its avatar in the header). */
export async function updateProfile(id: string, draft: ProfileDraft): Promise<ViewerProfile> {
  const updated = await viewerProfiles().update(id, draft);
  const { profile } = useAccountStore.getState();
  if (profile?.id === id) {
    const kept = { ...profile, name: updated.name, adult: updated.adult, avatarUrl: updated.avatarUrl };
    storeProfile(kept);
    showProfile(kept);
  }
  return updated;
}

/**
 * spec: accounts 4.11 — sends the PIN, keeps the profile-scoped token, and shows that profile's lists
 * (each viewer's own continue watching; nothing merged). What was waiting to be saved for the previous
 * profile goes first. On failure the stored profile is cleared (the viewer chooses again).
 */
export async function enterProfile(id: string, pin?: string): Promise<EnteredProfile> {
  const { customer } = useAccountStore.getState();
  if (!customer) throw new AccountError('errors.not_signed_in');
  await sync?.flush();
  try {
    const entered = await viewerProfiles().enter(id, pin);
    storeProfile(entered);
    showProfile(entered);
    const lists = await accountLists(customer);
    useFavoritesStore.getState().replace(lists.favorites);
    useHistoryStore.getState().replace(lists.history);
    return entered;
  } catch (error) {
    leaveProfile();
    throw error;
  } finally {
    enter(customer);
  }
}

/** Issue 15 — the integration's pairing calls; the phone's side uses them directly. */
export function devicePairing() {
  const pairing = service().devicePairing;
  if (!pairing) throw new AccountError('errors.feature_not_enabled');
  return pairing;
}

/** Issue 15 — the TV signed in by a phone: the approved code's tokens become the session. */
export async function signInWithDevice(answer: DeviceTokenAnswer): Promise<Customer> {
  return signedIn(await devicePairing().adoptTokens(answer));
}

/** Issue 15 — the TV's pairing with this integration, until `stop`. */
export function pairTv(deviceName: string, onState: (state: PairingState) => void) {
  if (!site) throw new Error('Accounts have not started');
  return startTvPairing({
    host: providerHost(site, undefined, 'device'),
    integration: devicePairing().integration,
    deviceName,
    onState,
    EventSourceImpl: typeof EventSource === 'undefined' ? undefined : EventSource,
  });
}

/** spec: accounts 3.9 — where the viewer was when a hosted sign-in began, kept until it completes. */
const REDIRECT_KEY = 'redirectURL';

function hostedSignIn() {
  const hosted = service().hostedSignIn;
  if (!hosted) throw new AccountError('errors.feature_not_enabled');
  return hosted;
}

/** A path of this app only: a way back must never lead to another site. */
const localPath = (path: string | null) => (path?.startsWith('/') && !path.startsWith('//') ? path : '/');

/** spec: accounts 4.5 — opens the identity service's page for signing in or up. */
export async function startHostedSignIn(mode: 'signIn' | 'signUp', returnTo: string) {
  window.location.assign(await hostedSignIn().pageUrl(mode, returnTo));
}

/**
 * spec: accounts 4.5 — back from the hosted page: signed in (lists restored), or personal details
 * first (the way back kept as redirectURL), or cancelled.
 */
export async function completeHostedSignIn(callback: URL): Promise<HostedOutcome> {
  const answer = await hostedSignIn().complete(callback);
  const outcome = { ...answer, returnTo: localPath(answer.returnTo) };
  if (outcome.status === 'signedIn') await signedIn(outcome.customer);
  else if (outcome.status === 'needsProfile') localStore.set(REDIRECT_KEY, outcome.returnTo);
  return outcome;
}

/** The way back a hosted sign-in kept, once. */
function takeRedirect(): string {
  const stored = localStore.get(REDIRECT_KEY);
  localStore.remove(REDIRECT_KEY);
  return localPath(stored);
}

/** spec: accounts 4.9 — the account goes; this device signs out and gets its own lists back. */
export async function deleteAccount(password: string) {
  await service().deleteAccount(password);
  await signOut();
}

export async function changePassword(change: PasswordChange) {
  const { customer } = useAccountStore.getState();
  if (!customer) throw new AccountError('errors.not_signed_in');
  const accounts = service();
  await accounts.changePassword(customer, change);
  // spec: accounts 4.8 — with the custom back end a changed password signs out and reloads the page.
  if (accounts.capabilities.passwordChangeSignsOut) {
    await signOut({ hostedSignOut: false });
    window.location.reload();
  }
}

/**
 * spec: accounts 3.5, 2.2 — tokens in the URL hash (a social sign-in coming back) are taken and
 * removed from the address at once; while already signed in, the viewer goes to '/'.
 */
export async function adoptHashTokens() {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (!fragment.has('token')) return;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
  if (useAccountStore.getState().status === 'signedIn') return window.location.replace('/');
  const accounts = service();
  if (!accounts.signInWithTokens) return;
  await signedIn(await accounts.signInWithTokens(fragment));
}

/**
 * spec: accounts 4.7, 4.5 — the answers saved. Where they complete an account signed in on a hosted
 * page, the viewer is signed in now and goes back where the sign-in began (`returnTo`).
 */
export async function saveCapture(answers: CaptureAnswers): Promise<{ returnTo?: string }> {
  const accounts = service();
  await accounts.saveCapture?.(answers);
  if (useAccountStore.getState().status === 'signedIn') return {};
  const customer = await accounts.currentCustomer();
  if (!customer) return {};
  await signedIn(customer);
  return { returnTo: takeRedirect() };
}

/** spec: accounts 5.3 — the bot check before login and sign-up, where the config names a verifier. */
export async function passBotCheck(action: 'login' | 'register') {
  const url = site?.config.lambda?.recaptcha_verification;
  if (!url || !site) return;
  const { passBotCheck: check } = await import('../botCheck/botCheck.ts');
  await check(action, new URL(url, `${site.contentHost.replace(/\/$/, '')}/`).toString());
}

export * from './accountCalls.ts';
