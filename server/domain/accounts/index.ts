export { AccountError, type AccountErrorCode } from './accountError.ts';
export type { SessionEndReason } from './accountEvents.ts';
export { isValidEmail, isValidPassword, nameProblem } from './accountRules.ts';
export {
  type AccountSettings,
  type Accounts,
  createAccounts,
  DEFAULT_ACCOUNT_SETTINGS,
} from './createAccounts.ts';
export { type Customer, fullName } from './customer.ts';
export { RATE_RULES, type RateRule } from './rateLimiter.ts';
export { sameSecret } from './secretHash.ts';
export { seedDemoAccounts } from './seedDemoAccounts.ts';
export type { TokenPair, Viewer } from './sessions.ts';
export { WATCH_LIST_LIMIT, type WatchListKind } from './watchLists.ts';
