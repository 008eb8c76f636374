import { describe, expect, it } from 'vitest';
import { signNotification, verifyNotification } from './notificationSignature.ts';

const SECRET = 'whsec_test';
const BODY = '{"id":"evt_1","type":"payment.authorised"}';
const NOW = 1_795_000_000;

describe('notification signature (notes: payments, Signed notifications)', () => {
  it('is t={unix},v1={hex HMAC-SHA256 of "{t}.{body}"}', () => {
    expect(signNotification(BODY, SECRET, NOW)).toMatch(/^t=1795000000,v1=[0-9a-f]{64}$/);
  });

  it.each<[string, string | undefined, number, boolean]>([
    ['the signed body', signNotification(BODY, SECRET, NOW), NOW, true],
    ['299 s later', signNotification(BODY, SECRET, NOW), NOW + 299, true],
    ['301 s later', signNotification(BODY, SECRET, NOW), NOW + 301, false],
    ['301 s early', signNotification(BODY, SECRET, NOW + 301), NOW, false],
    ['another secret', signNotification(BODY, 'other', NOW), NOW, false],
    ['a tampered body', signNotification(`${BODY} `, SECRET, NOW), NOW, false],
    ['a missing header', undefined, NOW, false],
    ['no v1', `t=${NOW}`, NOW, false],
    ['no t', signNotification(BODY, SECRET, NOW).replace(/^t=\d+,/, ''), NOW, false],
    ['a short v1', `t=${NOW},v1=abc`, NOW, false],
    ['garbage', 'hello', NOW, false],
    ['an extra unknown scheme', `${signNotification(BODY, SECRET, NOW)},v0=xyz`, NOW, true],
  ])('%s → %s', (_name, header, now, valid) => {
    expect(verifyNotification(BODY, header, SECRET, now)).toBe(valid);
  });

  it('takes the tolerance as a parameter', () => {
    expect(verifyNotification(BODY, signNotification(BODY, SECRET, NOW), SECRET, NOW + 60, 30)).toBe(false);
  });
});
