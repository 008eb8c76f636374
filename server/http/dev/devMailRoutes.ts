import { Hono } from 'hono';
import type { Accounts } from '../../domain/accounts/index.ts';
import { escapeHtml } from '../escapeHtml.ts';

/**
 * The outbox of a server without a mail server (issue 13): `/dev/mail` for a person, `/dev/mail.json`
 * (newest first) for scripts and tests. Not mounted when SMTP_URL sends real mail.
 */
export function devMailRoutes(accounts: Accounts) {
  return new Hono()
    .get('/dev/mail.json', async (c) =>
      c.json(await accounts.mail.latest(), 200, { 'cache-control': 'no-store' }),
    )
    .get('/dev/mail', async (c) => {
      const mails = await accounts.mail.latest();
      const items = mails
        .map(
          (
            mail,
          ) => `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p>
<pre>${escapeHtml(mail.text)}</pre>${mail.links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('')}</article>`,
        )
        .join('\n');
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Outbox</title><style>body{font:18px/1.4 system-ui;margin:2rem;max-width:60rem}pre{white-space:pre-wrap}article{border-bottom:1px solid #ccc}</style></head>
<body><h1>Outbox (no mail server configured)</h1>${items || '<p>No mail sent yet.</p>'}</body></html>`,
        200,
        { 'cache-control': 'no-store' },
      );
    });
}
