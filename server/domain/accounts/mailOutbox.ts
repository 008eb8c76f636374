import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends through a real mail server (nodemailer over SMTP_URL); without one, the outbox is the only copy. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * Every outgoing mail is written to the outbox table first (issue 13: mail without a mail server): a
 * fresh install reads it at /dev/mail, tests read the links from /dev/mail.json. With SMTP_URL set, the
 * mail is also sent, and the /dev pages are not served.
 */
export function createMailOutbox(
  db: Kysely<DatabaseSchema>,
  logger: Logger,
  now: () => number,
  transport?: MailTransport,
) {
  return {
    async send(mail: OutgoingMail): Promise<void> {
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text: mail.text,
          links: JSON.stringify(mail.text.match(LINK) ?? []),
          sent_at: new Date(now()),
        })
        .execute();
      if (transport) {
        try {
          await transport(mail);
        } catch (error) {
          // The mail stays in the outbox; the viewer's request does not fail on the mail server.
          logger.error({ err: error, subject: mail.subject }, 'mail not sent');
        }
      }
    },
    async latest(limit = 50) {
      const rows = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        links: row.links,
        sentAt: new Date(row.sent_at).toISOString(),
      }));
    },
    async eraseFor(address: string): Promise<void> {
      await db.deleteFrom('mail_outbox').where('to_address', '=', address).execute();
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
