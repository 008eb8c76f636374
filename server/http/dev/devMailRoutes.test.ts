import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../providers/shared/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

describe('/dev/mail (issue 13: mail without a mail server)', () => {
  it('lists the outbox newest first with the links of each mail, as JSON and as a page', async () => {
    await t.accounts.resets.request('demo@example.com', new URL('http://localhost:8080/?u=edit-password'));
    const mails = await (await t.app.request('/dev/mail.json')).json();
    expect(mails[0]).toMatchObject({ to: 'demo@example.com', subject: 'Reset your password' });
    expect(mails[0].links[0]).toMatch(/^http:\/\/localhost:8080\/\?u=edit-password&resetPasswordToken=/);
    const page = await (await t.app.request('/dev/mail')).text();
    expect(page).toContain('Reset your password');
  });

  it('answers unknown /dev/ paths with a JSON 404', async () => {
    const response = await t.app.request('/dev/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});
