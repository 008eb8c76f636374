import { describe, expect, it } from 'vitest';
import { deviceNameOf, platformOf } from './deviceName.ts';

const TIZEN =
  'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 85.0 TV Safari/537.36';
const WEBOS =
  'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0 Safari/537.36';
const FIRE =
  'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233) AppleWebKit/537.36 Chrome/112 Mobile Safari/537.36';
const XBOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox One) AppleWebKit/537.36 Edge/44.18363.8131';

describe('the device that asked (RFC 8628 section 5.4)', () => {
  it.each([
    [TIZEN, 'Tizen'],
    [WEBOS, 'webOS'],
    [FIRE, 'Fire TV'],
    [XBOX, 'Xbox'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 'Linux'],
    [undefined, undefined],
  ])('names the platform of %s', (userAgent, platform) => {
    expect(platformOf(userAgent)).toBe(platform);
  });

  it('joins the given name and the platform', () => {
    expect(deviceNameOf('Living-room TV', TIZEN)).toBe('Living-room TV · Tizen');
    expect(deviceNameOf(undefined, WEBOS)).toBe('TV · webOS');
    expect(deviceNameOf('Samsung Tizen TV', TIZEN)).toBe('Samsung Tizen TV');
    expect(deviceNameOf('Den', undefined)).toBe('Den');
  });

  it('drops control characters and caps the length', () => {
    expect(deviceNameOf('Bed\u0000room\n TV', undefined)).toBe('Bedroom TV');
    expect(deviceNameOf('x'.repeat(100), undefined)).toHaveLength(60);
  });
});
