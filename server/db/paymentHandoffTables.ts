/**
 * "Pay on your phone" (migration 010_payment_handoffs): one row per hand-off of a TV's order to a phone.
 * The code and the phone's session secret are kept only as hashes; the hand-off's state (waiting,
 * opened, paid, expired) is read from these times and from the order it pays.
 */
export interface PaymentHandoffTables {
  payment_handoffs: {
    id: string;
    customer_id: number;
    order_id: number;
    /** The offer as the TV named it ('S-MONTHLY', or the account provider's 'S101'): the TV compares it. */
    offer_id: string;
    /** HMAC of the 8-character code with a server secret (a plain hash of so few values is reversible). */
    code_hash: string;
    /** SHA-256 of the phone's session secret, once the code is redeemed. */
    session_hash: string | null;
    created_at: Date;
    code_expires_at: Date;
    redeemed_at: Date | null;
    session_expires_at: Date | null;
  };
}
