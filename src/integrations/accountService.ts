/**
 * The one account contract every screen talks to (spec: accounts 1, 3, 4). Each identity integration
 * — the subscription provider, the account provider (paywall), managed identity with the custom back
 * end — is one adapter behind it, chosen at start-up from the config; screens read `capabilities`,
 * never which provider is configured.
 */

import type { CaptureSetting } from '../domain/captureForm.ts';
import type { PaymentService } from './payments/paymentService.ts';

/** spec: accounts 1, the capability table (and 6, feature flags). */
export interface AccountCapabilities {
  /** canUpdateEmail: the account page's e-mail section can be edited. */
  updateEmail: boolean;
  /** canChangePasswordWithOldPassword: the security section changes the password in place. */
  changePasswordWithOldPassword: boolean;
  exportData: boolean;
  deleteAccount: boolean;
  /** hasSocialURLs: the login screen offers social sign-in. */
  socialUrls: boolean;
  profiles: boolean;
  notifications: boolean;
  /** Whether a password reset needs the token typed in (hidden with the subscription provider). */
  resetTokenField: boolean;
  /** Favourites and history size limit kept by the account (spec: accounts 9). */
  listLimit: number;
  /** Deleting the account asks for its password first (not with the custom back end, 7.3). */
  passwordConfirmsDeletion: boolean;
  /** spec: accounts 4.8 — a changed password signs this device out (the custom back end). */
  passwordChangeSignsOut: boolean;
}

/** spec: accounts 3.1. */
export interface Customer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  /** False for accounts made by social sign-in until a password is added (spec: accounts 4.9). */
  hasPassword: boolean;
  /** spec: accounts 6 — the security section shows for accounts registered with this integration. */
  registeredHere: boolean;
  /**
   * The customer's country (ISO 3166 alpha-2) where the integration keeps one: money formats by it
   * (spec: payments 9 — en-IN for India).
   */
  country?: string;
}

/** spec: accounts 3.2 — a consent the publisher asks for, and the customer's answer. */
export interface Consent {
  name: string;
  label: string;
  required: boolean;
  version: string;
}

export interface Credentials {
  email: string;
  password: string;
}

/** spec: accounts 3.3. */
export interface Registration extends Credentials {
  firstName: string;
  lastName: string;
  /** Consent name to accepted (terms included). */
  consents: Record<string, boolean>;
}

export interface PasswordChange {
  oldPassword: string;
  password: string;
  passwordConfirmation: string;
}

export interface PasswordReset {
  email: string;
  resetPasswordToken: string;
  password: string;
  passwordConfirmation: string;
}

/** spec: accounts 3.4 — the capture status: whether to ask, and the settings of each field. */
export interface CaptureStatus {
  enabled: boolean;
  shouldDisplay: boolean;
  settings: CaptureSetting[];
}

/** spec: accounts 3.4 — the answers: the fields by name, custom questions as customAnswers. */
export interface CaptureAnswers {
  fields: Record<string, string>;
  customAnswers: Array<{ question: string; questionId: string; value: string }>;
}

export type ListKind = 'favorites' | 'history';

/** A favourite or a watch-history entry as the account keeps it (spec: browsing 5). */
export interface AccountListEntry {
  mediaid: string;
  /** History only: how far through, 0-1. */
  progress?: number;
}

/** spec: accounts 4.5 — what the hosted sign-in came back with. */
export type HostedOutcome =
  | { status: 'signedIn'; customer: Customer; returnTo: string }
  /** Signed in at the identity service, but the account has no profile yet: personal details next. */
  | { status: 'needsProfile'; returnTo: string }
  | { status: 'cancelled'; returnTo: string };

/** spec: accounts 4.5, 7.4 — sign-in, sign-up and sign-out on an identity service's hosted pages. */
export interface HostedSignIn {
  /** The hosted page for signing in or up; the service comes back to the app's `/auth/callback`. */
  pageUrl(mode: 'signIn' | 'signUp', returnTo: string): Promise<string>;
  /** At the callback: the code traded for a session. */
  complete(callback: URL): Promise<HostedOutcome>;
  /** The hosted sign-out page; read before the session ends (it names the session's ID token). */
  signOutUrl(returnTo: string): Promise<string | undefined>;
}

/** The token answer of an approved TV code (RFC 8628 3.5), with the integration's own fields. */
export interface DeviceTokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  /** Who signed in, for 'Signed in as {name}'. */
  name: string;
  /** The subscription provider's names for the same tokens (spec: accounts 7.1). */
  jwt?: string;
  refreshToken?: string;
  /** The account provider's expiry, Unix seconds (spec: accounts 7.2). */
  expires?: number;
}

/** What the phone is asked to approve: the code and the device that showed it. */
export interface DeviceDescription {
  code: string;
  deviceName: string;
}

/** Issue 15, spec: accounts 4.6 — a TV signed in by a phone, through this integration. */
export interface DevicePairing {
  /** The integration the reference back end's device endpoints issue tokens for. */
  readonly integration: 'subscription' | 'paywall' | 'custom' | 'identity';
  /** The TV: an approved code's tokens become this integration's session. */
  adoptTokens(answer: DeviceTokenAnswer): Promise<Customer>;
  /** The phone, signed in: which device showed the code (invalid or expired: login.invalid_code). */
  describe(code: string): Promise<DeviceDescription>;
  /** The phone approves, by the integration's own code call where the spec names one (4.6). */
  approve(code: string): Promise<void>;
  deny(code: string): Promise<void>;
}

/** spec: accounts 3.6 — a viewer profile; `hasPin`: entering it asks for its PIN. */
export interface ViewerProfile {
  id: string;
  name: string;
  /** false: a kids profile (its catalogue is filtered). */
  adult: boolean;
  /** Empty: the default avatar. */
  avatarUrl: string;
  /** The account's own profile: never deleted. */
  isDefault: boolean;
  hasPin: boolean;
}

/** spec: accounts 5.8 — what the create and edit forms send. */
export interface ProfileDraft {
  name: string;
  adult: boolean;
  avatarUrl: string;
  /** Four digits; empty or absent: no new PIN (an edit keeps the old one); null: the PIN is removed. */
  pin?: string | null;
}

/** spec: accounts 3.6, 5.9 — the profile entered: id, name, adult and its credentials, all required. */
export interface EnteredProfile {
  id: string;
  name: string;
  adult: boolean;
  avatarUrl: string;
  credentials: { access_token: string; expires: number };
}

/** Issue 16, spec: accounts 2.12, 4.11 — viewer profiles, where the integration has them. */
export interface ViewerProfiles {
  /** canManage: the viewer may add, edit and delete profiles (not from a kids profile). */
  list(): Promise<{ canManage: boolean; profiles: ViewerProfile[] }>;
  get(id: string): Promise<ViewerProfile>;
  create(draft: ProfileDraft): Promise<ViewerProfile>;
  update(id: string, draft: ProfileDraft): Promise<ViewerProfile>;
  remove(id: string): Promise<void>;
  /** Sends the PIN; the session continues in the profile (its token is the profile-scoped one). */
  enter(id: string, pin?: string): Promise<EnteredProfile>;
}

/** spec: payments 3 — what the notification broker takes (username accessKey, password sessionToken). */
export interface NotificationCredentials {
  region: string;
  accessKey: string;
  secretKey: string;
  sessionToken: string;
  /** The broker's WebSocket address. */
  iotEndpoint: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** spec: payments 4, Real-time notifications — where the integration pushes account events (capabilities.notifications). */
export interface AccountNotifications {
  /** The account's topic: the signed-in customer's uuid. */
  topic(): Promise<string>;
  /** Cached in storage for 30 minutes (spec: payments 9) and reused while valid; fetched otherwise. */
  credentials(): Promise<NotificationCredentials>;
  /** Drops the cached set (sign-out; a set the broker refused). */
  forget(): void;
}

export interface AccountService {
  readonly capabilities: AccountCapabilities;
  /** Present where sign-in happens on the identity service's own pages, not in the app's forms. */
  readonly hostedSignIn?: HostedSignIn;
  /** Present where a TV can sign in by a phone's approval of its code. */
  readonly devicePairing?: DevicePairing;
  /** Present where the integration keeps viewer profiles (capabilities.profiles). */
  readonly profiles?: ViewerProfiles;
  /** Present where the integration pushes account events in real time (capabilities.notifications). */
  readonly notifications?: AccountNotifications;
  /** Present where the integration sells access (spec: payments 1). */
  readonly payments?: PaymentService;
  /** The signed-in session's bearer, refreshed when due: content signing carries it (spec: browsing 7). */
  accessToken(): Promise<string>;
  /** The signed-in customer, or null when signed out (an invalid stored record reads as signed out). */
  currentCustomer(): Promise<Customer | null>;
  signIn(credentials: Credentials): Promise<Customer>;
  signUp(registration: Registration): Promise<Customer>;
  /** Ends the session at the provider (best effort) and forgets the stored tokens. */
  signOut(): Promise<void>;
  publisherConsents(): Promise<Consent[]>;
  updateName(customer: Customer, firstName: string, lastName: string): Promise<Customer>;
  /** spec: accounts 2.9, 5.6 — where `capabilities.updateEmail`: the new address, confirmed by the password. */
  updateEmail?(customer: Customer, email: string, confirmationPassword: string): Promise<Customer>;
  /** Sends the reset e-mail whose link opens `resetUrl` (spec: accounts 4.8). */
  requestPasswordReset(email: string, resetUrl: string): Promise<void>;
  resetPassword(reset: PasswordReset): Promise<void>;
  changePassword(customer: Customer, change: PasswordChange): Promise<void>;
  exportData(password: string): Promise<void>;
  deleteAccount(password: string): Promise<void>;
  /**
   * spec: accounts 2.3, 7.2 — where each social provider's sign-in starts (capability socialUrls);
   * they come back to `redirect` with the tokens in the URL hash.
   */
  socialSignInUrls?(redirect: string): Promise<Array<{ provider: string; url: string }>>;
  /** spec: accounts 3.5 — tokens that arrived in the URL hash (token, refresh_token, expires). */
  signInWithTokens?(fragment: URLSearchParams): Promise<Customer>;
  /** spec: accounts 2.9, 4.10 — the publisher's consents with this customer's answers. */
  customerConsents?(): Promise<Array<Consent & { accepted: boolean }>>;
  saveConsents?(accepted: Record<string, boolean>): Promise<void>;
  /** spec: accounts 2.6, 4.7 — personal details, where the integration captures them. */
  captureStatus?(): Promise<CaptureStatus>;
  saveCapture?(answers: CaptureAnswers): Promise<void>;
  getList(customer: Customer, kind: ListKind): Promise<AccountListEntry[]>;
  setList(customer: Customer, kind: ListKind, entries: AccountListEntry[]): Promise<void>;
}
