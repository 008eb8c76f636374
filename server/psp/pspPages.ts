import type { CardSummary } from './paymentProvider.ts';

export type ChallengeDecision = 'complete' | 'fail' | 'cancel';
export type WalletDecision = 'approve' | 'cancel' | 'error';

/** What a provider page shows for a link (3-D Secure challenge or wallet approval). */
export type LinkView =
  | { state: 'unknown' }
  | {
      state: 'open' | 'expired' | 'used';
      amountMinor?: number;
      currency?: string;
      card?: CardSummary;
      /** Where the page's one button goes when the link cannot be answered any more. */
      backUrl: string;
    };

/** What answering a link leads to: the shopper back to the merchant, or a page saying why not. */
export type LinkAnswer =
  | { state: 'redirect'; url: string }
  | { state: 'unknown' }
  | { state: 'expired' | 'used'; backUrl: string };

/** The provider's side of its pages (server/http/providers/psp): the routes only render and redirect. */
export interface PspPages {
  session(id: string): Promise<{ amountMinor: number; currency: string } | undefined>;
  challenge(id: string): Promise<LinkView>;
  decideChallenge(id: string, decision: ChallengeDecision): Promise<LinkAnswer>;
  wallet(id: string): Promise<LinkView>;
  decideWallet(id: string, decision: WalletDecision): Promise<LinkAnswer>;
}
