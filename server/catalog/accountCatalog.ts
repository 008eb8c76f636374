/**
 * The account-side sample data a fresh install starts with: the publisher's consents (spec: accounts
 * 3.2), the personal-details capture settings with a custom question (3.4), and the demo accounts.
 */
export interface PublisherConsent {
  name: string;
  label: string;
  required: boolean;
  version: string;
  placeholder: string;
}

export const PUBLISHER_CONSENTS: PublisherConsent[] = [
  {
    name: 'terms',
    label:
      'I accept the <a href="/terms-of-use">Terms of use</a> and the <a href="/privacy-policy">Privacy policy</a>',
    required: true,
    version: '1',
    placeholder: '',
  },
  {
    name: 'marketing',
    label: 'Send me news about new films and series',
    required: false,
    version: '2',
    placeholder: '',
  },
];

export interface CaptureSetting {
  key: string;
  question?: string;
  /** Options of a custom question as 'val:label;val:label' (spec: accounts 3.4). */
  value: string;
  required: boolean;
  enabled: boolean;
}

export const CAPTURE_SETTINGS: CaptureSetting[] = [
  { key: 'firstNameLastName', value: '', required: true, enabled: true },
  { key: 'birthDate', value: '', required: false, enabled: true },
  { key: 'companyName', value: '', required: false, enabled: false },
  { key: 'phoneNumber', value: '', required: false, enabled: true },
  { key: 'address', value: '', required: false, enabled: false },
  {
    key: 'custom_1',
    question: 'How do you watch most often?',
    value: 'tv:On a TV;phone:On a phone;laptop:On a laptop',
    required: true,
    enabled: true,
  },
  { key: 'custom_2', question: 'I am over 18', value: 'yes', required: false, enabled: true },
];

/** Seeded demo accounts (README): one per integration, so each demo config signs in at once. */
export const DEMO_ACCOUNTS = [
  {
    email: 'demo@example.com',
    password: 'demo1234',
    firstName: 'Demo',
    lastName: 'Viewer',
    registerSource: 'subscription',
  },
  {
    email: 'paywall@example.com',
    password: 'demo1234',
    firstName: 'Paula',
    lastName: 'Paywall',
    registerSource: 'paywall',
  },
  {
    email: 'identity@example.com',
    password: 'demo1234',
    firstName: 'Ivan',
    lastName: 'Identity',
    registerSource: 'identity',
  },
] as const;

/** The account provider's clients (spec: accounts 7.2, client_id of the config's accountProvider). */
export const PAYWALL_CLIENTS = [
  { clientId: 'reference-paywall', merchantUuid: 'reference-merchant' },
] as const;
